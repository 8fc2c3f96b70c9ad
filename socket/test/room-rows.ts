import { randomBytes } from 'node:crypto';
import type { Queryable } from '@tablecraft/platform';

/** A bare room row (with its user, game and revision) for tests of the op log that need no API. */
export async function insertBareRoom(db: Queryable, snapshot: unknown = 0): Promise<{ id: string; code: string }> {
  const tag = randomBytes(5).toString('hex');
  const user = await db.query<{ id: string }>(
    `INSERT INTO users (user_name, name, email, password_hash) VALUES ($1, 'Test', $2, 'x') RETURNING id`,
    [`u${tag}`, `${tag}@example.test`],
  );
  const game = await db.query<{ id: string }>(`INSERT INTO games (owner_id, game_name, title) VALUES ($1, $2, 'Test') RETURNING id`, [
    user.rows[0]!.id,
    `g${tag}`,
  ]);
  const revision = await db.query<{ id: string }>(
    `INSERT INTO revisions (game_id, number, name, document, published_at) VALUES ($1, 1, 'v1', '{}', now()) RETURNING id`,
    [game.rows[0]!.id],
  );
  const code = `t${tag}`;
  const room = await db.query<{ id: string }>(
    `INSERT INTO rooms (code, game_id, revision_id, host_id, snapshot, initial_state) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
    [code, game.rows[0]!.id, revision.rows[0]!.id, user.rows[0]!.id, JSON.stringify(snapshot)],
  );
  return { id: room.rows[0]!.id, code };
}
