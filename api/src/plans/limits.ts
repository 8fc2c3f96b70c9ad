import { AppError } from '@tablecraft/core/errors';
import type { Queryable } from '@tablecraft/platform';
import { nextPlanAbove, type CountedLimit, type PlanLimits } from './store.ts';

/**
 * Refuses to go past a plan limit with a message naming the limit and the plan that lifts it,
 * e.g. "The Free plan allows 5 open rooms. Close one, or upgrade to Pro for 50."
 */
export async function assertWithinLimit(
  db: Queryable,
  plan: PlanLimits,
  limit: CountedLimit,
  used: number,
  what: { noun: string; remedy: string },
): Promise<void> {
  const max = plan[limit];
  if (max === null || used < max) return;
  const better = await nextPlanAbove(db, plan.id, limit);
  const upgrade = better ? ` or upgrade to ${better.name} for ${better.value === null ? `unlimited ${what.noun}` : better.value}` : '';
  throw new AppError('PLAN_LIMIT', `The ${plan.name} plan allows ${max} ${what.noun}. ${what.remedy}${upgrade}.`, undefined, {
    limit,
    max,
  });
}

/**
 * Refuses a game with more seats than one room may have on the plan, in the words of every plan limit:
 * "The Free plan allows 8 seats per room. Remove seats from the game or upgrade to Pro for 20."
 * Checked when a room opens and, earlier, when the game is published.
 */
export async function assertSeatsWithinPlan(db: Queryable, plan: PlanLimits, seats: number): Promise<void> {
  // assertWithinLimit refuses one more of something at the limit; `seats` must not go past it.
  await assertWithinLimit(db, plan, 'maxSeatsPerRoom', seats - 1, { noun: 'seats per room', remedy: 'Remove seats from the game' });
}
