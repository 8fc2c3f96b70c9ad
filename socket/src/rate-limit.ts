// One clock for every bucket: a default written as an arrow would be a closure per bucket, four per connection.
const monotonicNow = () => performance.now();

/**
 * A token bucket: `ratePerSecond` tokens refill continuously up to `burst`. Used per connection for
 * ops and drag updates, so one client's flood cannot slow the room for everyone else.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
    private readonly now: () => number = monotonicNow,
  ) {
    this.tokens = burst;
    this.updatedAt = now();
  }

  /** Takes one token; false when the bucket is empty. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.updatedAt) / 1000) * this.ratePerSecond);
    this.updatedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
