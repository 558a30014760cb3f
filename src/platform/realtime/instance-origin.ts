import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';

/**
 * This instance's name in the notices it sends, so the notices it sends come back to it as its
 * own and are dropped: its own streams were told when it announced the commit. One per
 * application, not per process (the tests run two instances in one process).
 */
@Injectable()
export class InstanceOrigin {
  readonly id = randomBytes(8).toString('hex');
}
