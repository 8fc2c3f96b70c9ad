import { BUDGET_CAPACITY_MS, BUDGET_REFILL_MS_PER_SECOND } from './limits.ts';

/**
 * A room's script time, as a bucket: calls spend the CPU time they used, the clock on the wall refills it.
 * A room whose scripts run hot gets its calls refused for a moment instead of taking the process's time
 * from other rooms.
 */
export class TimeBudget {
  private left: number;
  private at: number;

  constructor(
    private readonly clock: () => number,
    private readonly capacity = BUDGET_CAPACITY_MS,
    private readonly refillPerSecond = BUDGET_REFILL_MS_PER_SECOND,
  ) {
    this.left = capacity;
    this.at = clock();
  }

  /** Milliseconds the room may still use now. */
  available(): number {
    const now = this.clock();
    this.left = Math.min(this.capacity, this.left + ((now - this.at) / 1000) * this.refillPerSecond);
    this.at = now;
    return this.left;
  }

  spend(ms: number): void {
    this.available();
    this.left -= ms;
  }
}
