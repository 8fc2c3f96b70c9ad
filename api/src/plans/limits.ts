import { AppError } from '@tablecraft/core/errors';
import type { Queryable } from '@tablecraft/platform';

export interface PlanLimits {
  id: string;
  name: string;
  maxPrivateGames: number | null;
  maxOpenRooms: number | null;
  maxAssetBytes: number | null;
  maxSeatsPerRoom: number | null;
}

/**
 * The plan in force, as SQL over a row of `users` aliased `users`: a key-granted Pro counts until it ends.
 * The one statement of that rule; every query that needs a user's plan joins on it.
 */
export const planInForce = (users: string) => `CASE WHEN ${users}.pro_until > now() THEN 'pro' ELSE ${users}.plan_id END`;

// Read from `plans p`.
const PLAN_COLUMNS = `p.id, p.name, p.max_private_games AS "maxPrivateGames", p.max_open_rooms AS "maxOpenRooms",
  p.max_asset_bytes AS "maxAssetBytes", p.max_seats_per_room AS "maxSeatsPerRoom"`;

/** Every plan, in the order the plan page shows them. */
export async function listPlans(db: Queryable): Promise<PlanLimits[]> {
  return (await db.query<PlanLimits>(`SELECT ${PLAN_COLUMNS} FROM plans p ORDER BY p.sort_order`)).rows;
}

/** The plan in force for a user (planInForce). Limits are data, in the plans table. */
export async function effectivePlan(db: Queryable, userId: string): Promise<PlanLimits> {
  const { rows } = await db.query<PlanLimits>(
    `SELECT ${PLAN_COLUMNS}
       FROM users u JOIN plans p ON p.id = ${planInForce('u')}
      WHERE u.id = $1`,
    [userId],
  );
  const plan = rows[0];
  if (!plan) throw new AppError('UNAUTHENTICATED');
  return plan;
}

/**
 * Refuses to go past a plan limit with a message naming the limit and the plan that lifts it,
 * e.g. "The Free plan allows 5 open rooms. Close one, or upgrade to Pro for 50."
 */
export async function assertWithinLimit(
  db: Queryable,
  plan: PlanLimits,
  limit: 'maxPrivateGames' | 'maxOpenRooms' | 'maxSeatsPerRoom',
  used: number,
  what: { noun: string; remedy: string },
): Promise<void> {
  const max = plan[limit];
  if (max === null || used < max) return;
  const { rows } = await db.query<{ name: string; value: number | null }>(
    `SELECT name, ${({ maxPrivateGames: 'max_private_games', maxOpenRooms: 'max_open_rooms', maxSeatsPerRoom: 'max_seats_per_room' } as const)[limit]} AS value
       FROM plans WHERE sort_order > (SELECT sort_order FROM plans WHERE id = $1) ORDER BY sort_order LIMIT 1`,
    [plan.id],
  );
  const better = rows[0];
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
