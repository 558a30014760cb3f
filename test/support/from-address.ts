import http from 'node:http';
import { randomInt } from 'node:crypto';

export interface AddressedAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A loopback address of its own (all of 127.0.0.0/8 is the local host on Linux). */
export function freshLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * A JSON request sent from `localAddress`: the service sees it as that client's, so a spec gets a
 * per-address budget nobody else in the run has spent.
 */
export function fromAddress(
  localAddress: string,
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<AddressedAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        localAddress,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
