import { AppError } from '@tablecraft/core/errors';
import { planInForce, type Queryable } from '@tablecraft/platform';
import { planInForceOf } from '../accounts/index.ts';
import { measureUsage } from './measures.ts';

export interface PlanLimits {
  id: string;
  name: string;
  maxPrivateGames: number | null;
  maxOpenRooms: number | null;
  maxAssetBytes: number | null;
  maxSeatsPerRoom: number | null;
}

/** The limits counted one thing at a time, which assertWithinLimit refuses past. */
export type CountedLimit = 'maxPrivateGames' | 'maxOpenRooms' | 'maxSeatsPerRoom';

// The plan in force, as SQL (a key-granted Pro counts until it ends): one statement of that rule, in
// platform so the socket service's open-room check reads the same plan.
export { planInForce };

// Read from `plans p`.
const PLAN_COLUMNS = `p.id, p.name, p.max_private_games AS "maxPrivateGames", p.max_open_rooms AS "maxOpenRooms",
  p.max_asset_bytes AS "maxAssetBytes", p.max_seats_per_room AS "maxSeatsPerRoom"`;

/** Every plan, in the order the plan page shows them. */
export async function listPlans(db: Queryable): Promise<PlanLimits[]> {
  return (await db.query<PlanLimits>(`SELECT ${PLAN_COLUMNS} FROM plans p ORDER BY p.sort_order`)).rows;
}

/** A plan's limits by its id; an account whose plan is not found is no account. */
async function planById(db: Queryable, planId: string | null): Promise<PlanLimits> {
  const plan =
    planId === null ? undefined : (await db.query<PlanLimits>(`SELECT ${PLAN_COLUMNS} FROM plans p WHERE p.id = $1`, [planId])).rows[0];
  if (!plan) throw new AppError('UNAUTHENTICATED');
  return plan;
}

/** The plan in force for a user (planInForce, read by accounts, which keeps the choice). Limits are data, in the plans table. */
export async function effectivePlan(db: Queryable, userId: string): Promise<PlanLimits> {
  return planById(db, await planInForceOf(db, userId));
}

/** The plan after `planId` in the plan page's order, with its value of `limit` (null: unlimited), or null for the last plan. */
export async function nextPlanAbove(
  db: Queryable,
  planId: string,
  limit: CountedLimit,
): Promise<{ name: string; value: number | null } | null> {
  const { rows } = await db.query<{ name: string; value: number | null }>(
    `SELECT name, ${({ maxPrivateGames: 'max_private_games', maxOpenRooms: 'max_open_rooms', maxSeatsPerRoom: 'max_seats_per_room' } as const)[limit]} AS value
       FROM plans WHERE sort_order > (SELECT sort_order FROM plans WHERE id = $1) ORDER BY sort_order LIMIT 1`,
    [planId],
  );
  return rows[0] ?? null;
}

/**
 * Takes the user's plan lock until the transaction ends and answers the plan in force. Every check of a
 * limit takes it first, inside the transaction that inserts, so two requests of one account take turns
 * counting instead of both counting the same usage and slipping under the limit. `FOR NO KEY UPDATE`
 * orders plan checks among themselves and leaves rows that only reference the user (a room's host, an
 * asset's owner) free to be inserted meanwhile. Hold it briefly: no file is written while it is held.
 */
export async function lockPlan(db: Queryable, userId: string): Promise<PlanLimits> {
  return planById(db, await planInForceOf(db, userId, { lock: true }));
}

/** How many private games a user owns (measured by games, which keeps them). */
export const countPrivateGames = (db: Queryable, userId: string): Promise<number> => measureUsage('privateGames', db, userId);
