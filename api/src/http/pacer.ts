/** How fast one key's requests may start, and how many may wait their turn. */
export interface PaceRule {
  /** Requests per second, on average. */
  perSecond: number;
  /** Requests that may start at once after a quiet spell. */
  burst: number;
  /** Requests that may wait for a turn; past this a request is refused at once. */
  maxWaiting: number;
  /** The longest a request may be made to wait; one that would wait longer is refused at once. */
  maxWaitMs: number;
}

interface Bucket {
  tokens: number;
  /** When `tokens` was last brought up to date (ms, monotonic). */
  at: number;
  waiting: Array<() => void>;
  timer?: NodeJS.Timeout;
}

/** Past this many keys, buckets that are full and idle are forgotten (an address that came once). */
const SWEEP_AT_KEYS = 10_000;

/**
 * A token bucket per key whose requests wait, first come first served, for their turn instead of being
 * refused: a flood from a client with a bounded number of connections then costs the server nothing while it
 * waits (its bodies stay unread in the kernel's buffers), and so does the flooding client's own retry loop,
 * which a refusal at once would turn into a cheap-request flood. Only a request that would wait past
 * `maxWaitMs`, or find `maxWaiting` ahead of it, is refused.
 */
export class Pacer {
  private readonly buckets = new Map<string, Bucket>();
  constructor(
    readonly rule: PaceRule,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * Resolves true when the key's request may start (at once or after waiting its turn), or false, at once,
   * when it would wait too long. `retryAfterMs` on a refusal says when a retry could start.
   */
  admit(key: string): Promise<boolean> | boolean {
    const bucket = this.refill(key);
    if (bucket.waiting.length === 0 && bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return true;
    }
    if (bucket.waiting.length >= this.rule.maxWaiting || this.waitMs(bucket) > this.rule.maxWaitMs) return false;
    return new Promise<boolean>((resolve) => {
      bucket.waiting.push(() => resolve(true));
      this.schedule(key, bucket);
    });
  }

  /** How long a request arriving now for this key would wait (0 when it may start at once). */
  retryAfterMs(key: string): number {
    const bucket = this.buckets.get(key);
    return bucket ? this.waitMs(this.refill(key)) : 0;
  }

  /** Keys with a bucket, and requests waiting across them (for metrics and tests). */
  stats(): { keys: number; waiting: number } {
    let waiting = 0;
    for (const bucket of this.buckets.values()) waiting += bucket.waiting.length;
    return { keys: this.buckets.size, waiting };
  }

  /** Stops every timer and lets every waiting request go (the server is closing). */
  close(): void {
    for (const bucket of this.buckets.values()) {
      clearTimeout(bucket.timer);
      for (const release of bucket.waiting.splice(0)) release();
    }
    this.buckets.clear();
  }

  private waitMs(bucket: Bucket): number {
    const deficit = bucket.waiting.length + 1 - bucket.tokens;
    return deficit <= 0 ? 0 : (deficit / this.rule.perSecond) * 1000;
  }

  private refill(key: string): Bucket {
    const now = this.now();
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= SWEEP_AT_KEYS) this.sweep(now);
      bucket = { tokens: this.rule.burst, at: now, waiting: [] };
      this.buckets.set(key, bucket);
      return bucket;
    }
    bucket.tokens = Math.min(this.rule.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.rule.perSecond);
    bucket.at = now;
    return bucket;
  }

  /** Lets the first waiter go when its token is due, then the next, until none wait. */
  private schedule(key: string, bucket: Bucket): void {
    if (bucket.timer || bucket.waiting.length === 0) return;
    const dueMs = Math.max(0, ((1 - bucket.tokens) / this.rule.perSecond) * 1000);
    bucket.timer = setTimeout(() => {
      bucket.timer = undefined;
      this.refill(key);
      while (bucket.waiting.length > 0 && bucket.tokens >= 1) {
        bucket.tokens -= 1;
        bucket.waiting.shift()!();
      }
      this.schedule(key, bucket);
    }, Math.ceil(dueMs));
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) {
      const full = bucket.tokens + ((now - bucket.at) / 1000) * this.rule.perSecond >= this.rule.burst;
      if (full && bucket.waiting.length === 0 && !bucket.timer) this.buckets.delete(key);
    }
  }
}
