import http from 'node:http';
import { randomInt } from 'node:crypto';
import { Readable } from 'node:stream';

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

/**
 * A fetch whose requests all come from `localAddress` (streams too, their bodies read as they
 * arrive), for a client such as the SDK that takes a fetch: its address's budgets are its own.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const asked = new Request(input, init);
    const body = asked.body ? Buffer.from(await asked.arrayBuffer()) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const req = http.request(
        asked.url,
        { method: asked.method, localAddress, headers: Object.fromEntries(asked.headers) },
        (res) => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined)
              headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          const status = res.statusCode ?? 0;
          const empty = status === 204 || status === 304 || asked.method === 'HEAD';
          const stream = empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
          resolve(new Response(stream, { status, statusText: res.statusMessage, headers }));
        },
      );
      req.on('error', reject);
      asked.signal.addEventListener('abort', () => req.destroy(new Error('aborted')));
      req.end(body);
    });
  };
}
