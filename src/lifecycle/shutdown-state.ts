import { Injectable } from '@nestjs/common';

/**
 * Set when the process starts to shut down. While draining, readiness answers 503 (so balancers
 * stop sending) and responses carry `Connection: close` (so no idle keep-alive connection is left
 * to be cut while a request is on its way).
 */
@Injectable()
export class ShutdownState {
  draining = false;
}
