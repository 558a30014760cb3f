// Requests of `npm run test:cluster`, all through the balancer (haproxy, bench/support/haproxy.ts),
// from the address of the client that makes them; a connection error, a timeout or a 5xx is
// retried with the same Idempotency-Key and body, as a client behind a balancer would, until an
// answer or RETRY_FOR_MS. The server header haproxy adds says which instance answered.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { SERVER_HEADER } from '../bench/support/haproxy.js';
import { sleep, type Cluster, type Instance } from './cluster-instances.js';

const RETRY_FOR_MS = 30_000;
const REQUEST_TIMEOUT_MS = 10_000;

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the script reads JSON loosely
  body: any;
  /** The instance that answered (haproxy's server header). */
  instance: Instance | null;
  /** performance.now() when the whole answer had arrived. */
  at: number;
  /** Attempts that failed before it (connection errors, timeouts, 5xx). */
  retries: number;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Sent as Idempotency-Key; retries send the same. */
  key?: string;
  /** The client's own address (a loopback address of its own); default 127.0.0.1. */
  from?: string;
}

/** A fresh Idempotency-Key (an unguessable secret, as the routes without a seat token want). */
export const newKey = () => randomBytes(18).toString('base64url');

export class ClusterHttp {
  private readonly agents = new Map<string, http.Agent>();
  /** Attempts answered 5xx or not at all, retried (a pooler restart's 503s among them). */
  retried = 0;

  constructor(
    private readonly cluster: Cluster,
    readonly baseUrl: string,
  ) {}

  /** The keep-alive agent of a client address (each client its own connections, as browsers). */
  agent(from = '127.0.0.1'): http.Agent {
    let agent = this.agents.get(from);
    if (!agent) {
      agent = new http.Agent({ keepAlive: true, maxSockets: 16, localAddress: from });
      this.agents.set(from, agent);
    }
    return agent;
  }

  /** The instance named by an answer's server header. */
  instanceOf(headers: http.IncomingHttpHeaders): Instance | null {
    const name = headers[SERVER_HEADER];
    const index = typeof name === 'string' && /^i\d+$/.test(name) ? Number(name.slice(1)) : -1;
    return this.cluster.instances[index] ?? null;
  }

  async request(method: string, path: string, o: RequestOptions = {}): Promise<Answer> {
    const until = performance.now() + RETRY_FOR_MS;
    let retries = 0;
    let why = '';
    while (performance.now() < until) {
      try {
        const answer = await this.once(method, path, o);
        if (answer.status < 500) return { ...answer, retries };
        why = `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
      } catch (error) {
        why = String(error);
      }
      retries++;
      this.retried++;
      await sleep(20 + Math.random() * 30);
    }
    throw new Error(`${method} ${path}: no answer within ${RETRY_FOR_MS} ms (${why})`);
  }

  /** A request that must answer 2xx. */
  async ok(method: string, path: string, o: RequestOptions = {}): Promise<Answer> {
    const answer = await this.request(method, path, o);
    if (answer.status >= 300) {
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer;
  }

  private once(method: string, path: string, o: RequestOptions): Promise<Omit<Answer, 'retries'>> {
    const payload = o.body === undefined ? undefined : JSON.stringify(o.body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        `${this.baseUrl}/api/v1${path}`,
        {
          method,
          agent: this.agent(o.from),
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
            ...(o.key ? { 'idempotency-key': o.key } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => {
            let body: unknown;
            try {
              body = text ? JSON.parse(text) : null;
            } catch {
              // haproxy's own error pages are HTML: kept as text, and retried as a 5xx
              body = text;
            }
            resolve({
              status: res.statusCode ?? 0,
              body,
              instance: this.instanceOf(res.headers),
              at: performance.now(),
            });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    for (const agent of this.agents.values()) agent.destroy();
  }
}
