// A small keep-alive HTTP/1.1 JSON client for the HTTP benchmark (node:http with a keep-alive Agent:
// no fetch/undici overhead per request, and sockets reused, so the driver stays cheap).
import http from 'node:http';

export interface JsonResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- benchmark JSON is read loosely
  body: any;
  /** From the request being written to the last byte of the answer read (before JSON parsing). */
  ms: number;
}

export class HttpClient {
  readonly agent: http.Agent;
  private readonly host: string;
  private readonly port: number;

  constructor(base: string, sockets: number) {
    const url = new URL(base);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.agent = new http.Agent({
      keepAlive: true,
      maxSockets: sockets,
      maxFreeSockets: sockets,
      scheduling: 'lifo',
    });
  }

  request(
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<JsonResponse> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string | number> = { Accept: 'application/json' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (method === 'POST') {
      headers['Content-Length'] = payload === undefined ? 0 : Buffer.byteLength(payload);
      if (payload !== undefined) headers['Content-Type'] = 'application/json';
    }
    return new Promise((done, fail) => {
      const started = performance.now();
      const req = http.request(
        { host: this.host, port: this.port, method, path, headers, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', fail);
          res.on('end', () => {
            const ms = performance.now() - started;
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown = text;
            try {
              body = text ? JSON.parse(text) : null;
            } catch {
              // not JSON: keep the text for the error report
            }
            done({ status: res.statusCode ?? 0, body, ms });
          });
        },
      );
      req.on('error', fail);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
