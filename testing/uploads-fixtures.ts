import { randomBytes } from 'node:crypto';
import type { Queryable } from '@tablecraft/platform';
import { createSession } from '../api/src/accounts/sessions.ts';

/** A user straight in the database, with a live session: the cookie to send as them. */
export interface TestUser {
  id: string;
  userName: string;
  cookie: string;
}

/** Inserts a user (optionally on a given plan) and opens a session for them. */
export async function createUserWithSession(db: Queryable, options: { planId?: string } = {}): Promise<TestUser> {
  const userName = `u${randomBytes(5).toString('hex')}`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (user_name, name, email, password_hash, plan_id) VALUES ($1, $2, $3, 'not-a-real-hash', $4) RETURNING id`,
    [userName, `User ${userName}`, `${userName}@example.test`, options.planId ?? 'free'],
  );
  const id = rows[0]!.id;
  const token = await createSession(db, id);
  return { id, userName, cookie: `tc_session=${token}` };
}

/** A plan with a given storage limit, for quota tests. */
export async function createPlan(db: Queryable, options: { id: string; name: string; maxAssetBytes: number | null }): Promise<void> {
  await db.query(`INSERT INTO plans (id, name, max_asset_bytes, sort_order) VALUES ($1, $2, $3, 99)`, [
    options.id,
    options.name,
    options.maxAssetBytes,
  ]);
}

/** A game row of a given visibility, for access tests. */
export async function createGame(db: Queryable, ownerId: string, visibility: 'public' | 'unlisted' | 'private'): Promise<string> {
  const name = `g${randomBytes(4).toString('hex')}`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO games (owner_id, game_name, title, visibility) VALUES ($1, $2, $2, $3) RETURNING id`,
    [ownerId, name, visibility],
  );
  return rows[0]!.id;
}

/** Number of asset rows, optionally of one owner. */
export async function countAssets(db: Queryable, ownerId?: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM assets WHERE ($1::uuid IS NULL OR owner_id = $1)`,
    [ownerId ?? null],
  );
  return rows[0]!.count;
}
