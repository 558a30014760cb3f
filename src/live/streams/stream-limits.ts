import { Injectable } from '@nestjs/common';

/** Counts open streams per seat token on this instance, to cap them. */
@Injectable()
export class StreamLimits {
  private readonly open = new Map<string, number>();

  /** Takes a place for `key`, or returns false when `max` are open. */
  acquire(key: string, max: number): boolean {
    const n = this.open.get(key) ?? 0;
    if (n >= max) return false;
    this.open.set(key, n + 1);
    return true;
  }

  release(key: string): void {
    const n = (this.open.get(key) ?? 1) - 1;
    if (n <= 0) this.open.delete(key);
    else this.open.set(key, n);
  }

  openStreams(): number {
    let n = 0;
    for (const v of this.open.values()) n += v;
    return n;
  }
}
