// Requests of `npm run test:cluster`: each to a random instance that is up; a connection error, a
// timeout or a 5xx is retried on another instance with the same Idempotency-Key and body, as a
// client behind a balancer would, until an answer or RETRY_FOR_MS.
import { randomBytes } from 'node:crypto';
import { sleep, type Cluster, type Instance } from './cluster-instances.js';

const RETRY_FOR_MS = 30_000;
const REQUEST_TIMEOUT_MS = 10_000;

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the script reads JSON loosely
  body: any;
  /** The instance that answered. */
  instance: Instance;
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
  /** Called with the instance just before each attempt. */
  onAttempt?: (instance: Instance) => void;
}

/** A fresh Idempotency-Key (an unguessable secret, as the routes without a seat token want). */
export const newKey = () => randomBytes(18).toString('base64url');

export class ClusterHttp {
  constructor(private readonly cluster: Cluster) {}

  async request(method: string, path: string, o: RequestOptions = {}): Promise<Answer> {
    const until = performance.now() + RETRY_FOR_MS;
    let last: Instance | undefined;
    let retries = 0;
    let why = '';
    while (performance.now() < until) {
      const instance = this.cluster.pick(last);
      if (!instance) {
        await sleep(50);
        continue;
      }
      last = instance;
      o.onAttempt?.(instance);
      try {
        const res = await fetch(`${instance.url}/api/v1${path}`, {
          method,
          headers: {
            ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
            ...(o.key ? { 'idempotency-key': o.key } : {}),
          },
          body: o.body === undefined ? undefined : JSON.stringify(o.body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await res.text();
        const at = performance.now();
        if (res.status < 500) {
          return {
            status: res.status,
            body: text ? JSON.parse(text) : null,
            instance,
            at,
            retries,
          };
        }
        why = `${res.status} ${text.slice(0, 200)}`;
      } catch (error) {
        why = String((error as Error).cause ?? error);
      }
      retries++;
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
}
