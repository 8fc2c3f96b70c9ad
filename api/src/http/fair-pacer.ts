import type { PaceRule } from './pacer.ts';

/** A pace many keys share, and how much of its queue one key may hold. */
export interface FairShareRule extends PaceRule {
  /** `maxWaiting` bounds the requests waiting across every key; this bounds one key's. */
  maxWaitingPerKey: number;
}

interface Waiter {
  key: string;
  release: (admitted: boolean) => void;
  /** Refuses the request once it has waited `maxWaitMs`. */
  expiry: NodeJS.Timeout;
}

/**
 * One token bucket shared by many keys (networks), whose turns go round the keys with a request waiting,
 * one request each: deficit round robin in which every request costs one turn (its cost is unknown before
 * its body is read), so plain round robin. A key with a long queue gets its share of the pace and no more,
 * and waits in its own queue; a key that comes along is served within one round, after at most one turn of
 * each key already waiting, however long their queues. A key alone has the whole pace, burst included.
 *
 * Nothing is kept for a key with nothing waiting, so memory grows with the requests waiting (`maxWaiting`
 * in all, `maxWaitingPerKey` each), never with the keys seen. A request that would find either queue full,
 * or that would wait past `maxWaitMs` as things stand, is refused at once; one that waits past it anyway
 * (keys arriving after it take turns before its own) is refused then.
 */
export class FairPacer {
  private tokens: number;
  /** When `tokens` was last brought up to date (ms, monotonic). */
  private at: number;
  /** Each key's waiting requests, first come first served within the key. */
  private readonly queues = new Map<string, Waiter[]>();
  /** The keys with a request waiting, in the order of their next turn. */
  private readonly round = new Set<string>();
  private waiting = 0;
  private timer?: NodeJS.Timeout;

  constructor(
    readonly rule: FairShareRule,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = rule.burst;
    this.at = now();
  }

  /**
   * Resolves true when the key's request may start (at once or at its turn), or false when it may not: at
   * once when its wait would be too long, or once it has waited too long. `retryAfterMs` then says when a
   * retry could start.
   */
  admit(key: string): Promise<boolean> | boolean {
    this.refill();
    if (this.waiting === 0 && this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    const queued = this.queues.get(key)?.length ?? 0;
    if (queued >= this.rule.maxWaitingPerKey || this.waiting >= this.rule.maxWaiting || this.waitMs(key) > this.rule.maxWaitMs) {
      return false;
    }
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = { key, release: resolve, expiry: setTimeout(() => this.expire(waiter), this.rule.maxWaitMs) };
      const queue = this.queues.get(key);
      if (queue) queue.push(waiter);
      else {
        this.queues.set(key, [waiter]);
        this.round.add(key);
      }
      this.waiting += 1;
      this.schedule();
    });
  }

  /** How long a request arriving now for this key would wait, at most, as things stand (0: at once). */
  retryAfterMs(key: string): number {
    this.refill();
    return this.waiting === 0 && this.tokens >= 1 ? 0 : this.waitMs(key);
  }

  /** Keys with a request waiting, and requests waiting across them (for metrics and tests). */
  stats(): { keys: number; waiting: number } {
    return { keys: this.queues.size, waiting: this.waiting };
  }

  /** Stops every timer and lets every waiting request go (the server is closing). */
  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const waiters = [...this.queues.values()].flat();
    this.queues.clear();
    this.round.clear();
    this.waiting = 0;
    for (const waiter of waiters) {
      clearTimeout(waiter.expiry);
      waiter.release(true);
    }
  }

  /**
   * An upper bound of the wait of a request for this key joining now: the key's own queue goes first, and
   * each other key waiting takes at most one turn per turn of this key's (and no more than it has queued).
   */
  private waitMs(key: string): number {
    const own = this.queues.get(key)?.length ?? 0;
    const otherKeys = this.round.size - (own > 0 ? 1 : 0);
    const ahead = own + Math.min(this.waiting - own, otherKeys * (own + 1));
    const deficit = ahead + 1 - this.tokens;
    return deficit <= 0 ? 0 : (deficit / this.rule.perSecond) * 1000;
  }

  private refill(): void {
    const now = this.now();
    this.tokens = Math.min(this.rule.burst, this.tokens + ((now - this.at) / 1000) * this.rule.perSecond);
    this.at = now;
  }

  /** Gives turns while tokens last, round the waiting keys, then waits for the next token. */
  private serve(): void {
    this.refill();
    while (this.waiting > 0 && this.tokens >= 1) {
      const key = this.round.values().next().value!;
      const queue = this.queues.get(key)!;
      const waiter = queue.shift()!;
      // To the back of the round, if it has more waiting.
      this.round.delete(key);
      if (queue.length > 0) this.round.add(key);
      else this.queues.delete(key);
      this.waiting -= 1;
      this.tokens -= 1;
      clearTimeout(waiter.expiry);
      waiter.release(true);
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.waiting === 0) return;
    const dueMs = Math.max(0, ((1 - this.tokens) / this.rule.perSecond) * 1000);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.serve();
    }, Math.ceil(dueMs));
  }

  private expire(waiter: Waiter): void {
    const queue = this.queues.get(waiter.key);
    const index = queue?.indexOf(waiter) ?? -1;
    if (!queue || index < 0) return;
    queue.splice(index, 1);
    if (queue.length === 0) {
      this.queues.delete(waiter.key);
      this.round.delete(waiter.key);
    }
    this.waiting -= 1;
    waiter.release(false);
  }
}
