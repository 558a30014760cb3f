import { Injectable } from '@nestjs/common';

/**
 * Set when the process starts to shut down. While draining, readiness answers 503 (so balancers
 * stop sending), responses carry `Connection: close` (so no idle keep-alive connection is left to
 * be cut while a request is on its way), and long-lived responses (event streams) are ended so the
 * server can close; their clients reconnect to another instance with Last-Event-ID.
 */
@Injectable()
export class ShutdownState {
  draining = false;
  private readonly onDrain = new Set<() => void>();

  /** Runs `hook` when draining starts; the returned function unregisters it. */
  whenDraining(hook: () => void): () => void {
    if (this.draining) {
      hook();
      return () => undefined;
    }
    this.onDrain.add(hook);
    return () => this.onDrain.delete(hook);
  }

  startDraining(): void {
    this.draining = true;
    for (const hook of [...this.onDrain]) hook();
    this.onDrain.clear();
  }
}
