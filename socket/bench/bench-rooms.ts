// The socket benchmark's Tablecraft side: a database of its own, with the users, the game and the rooms the load plays in.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { hashToken } from '@tablecraft/platform';
import { migrate } from '@tablecraft/migrations';
import { emptyGameDocument, type GameDocument } from '@tablecraft/core/game';
import { initialRoomState } from '@tablecraft/core/play';
import { TEST_DATABASE_URL, databaseUrl } from '../../testing/env.ts';

/** SCRIPTS=1's script: answers every op, counting moves in a variable and labelling every tenth. */
export const BENCH_SCRIPT = `export function onOp(op) {
  if (op.type !== 'rotate') return;
  const moves = (game.get('moves') ?? 0) + 1;
  game.set('moves', moves);
  if (moves % 10 === 0) game.label(op.pieceId, 'move ' + moves);
}`;

/**
 * A fresh database with one user (and session) per client of a room, one game whose seats and tokens they
 * hold, and `rooms` rooms of it, every seat already taken so ops are valid from the first second.
 */
export async function prepareBenchRooms({ rooms: roomCount, clients, script }: { rooms: number; clients: number; script: string | null }) {
  const name = `tablecraft_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(name), max: 4 });
  await migrate(pool);

  const tokens: string[] = [];
  const userIds: string[] = [];
  for (let i = 0; i < clients; i++) {
    const user = await pool.query<{ id: string }>(
      `INSERT INTO users (user_name, name, email, password_hash) VALUES ($1, $2, $3, 'x') RETURNING id`,
      [`bench${i}`, `Bench ${i}`, `bench${i}@example.test`],
    );
    const token = randomBytes(32).toString('base64url');
    await pool.query('INSERT INTO sessions (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), user.rows[0]!.id]);
    tokens.push(token);
    userIds.push(user.rows[0]!.id);
  }

  const doc = emptyGameDocument();
  const surfaceId = doc.surfaces[0]!.id;
  doc.seats = Array.from({ length: clients }, (_, i) => ({ id: `s${i}`, name: `Seat ${i}`, color: '#336699', order: i }));
  doc.components = [
    {
      id: 'token',
      name: 'Token',
      kind: 'tile',
      width: 40,
      height: 40,
      orientations: 4,
      flipAxis: 'horizontal',
      faces: { front: { background: '#ffffff' }, back: { background: '#000000' } },
    },
  ] as GameDocument['components'];
  doc.objects = Array.from({ length: clients }, (_, i) => ({
    id: `t${i}`,
    componentId: 'token',
    placement: { type: 'surface' as const, surfaceId, x: i * 50, y: 0, rotation: 0 },
    faceUp: true,
  })) as GameDocument['objects'];
  if (script) doc.scripts = [{ id: 'count', name: 'Count moves', source: script }];
  const game = await pool.query<{ id: string }>(
    `INSERT INTO games (owner_id, game_name, title, visibility) VALUES ($1, 'bench', 'Bench', 'public') RETURNING id`,
    [userIds[0]],
  );
  const revision = await pool.query<{ id: string }>(
    `INSERT INTO revisions (game_id, number, name, document, published_at) VALUES ($1, 1, 'v1', $2, now()) RETURNING id`,
    [game.rows[0]!.id, JSON.stringify(doc)],
  );

  const rooms: Array<{ code: string; tokens: string[] }> = [];
  for (let r = 0; r < roomCount; r++) {
    // Each room starts with every seat claimed by its client, so ops are valid from the first second.
    const state = initialRoomState(doc, { seed: `bench-${r}` });
    state.seats = state.seats.map((seat, i) => ({ ...seat, userId: userIds[i]! }));
    // Fresh codes every run, as real rooms get: Redis keeps room logs for days.
    const code = Array.from(randomBytes(10), (byte) => 'abcdefghjkmnpqrstuvwxyz23456789'[byte % 31]).join('');
    await pool.query(`INSERT INTO rooms (code, game_id, revision_id, host_id, snapshot) VALUES ($1, $2, $3, $4, $5)`, [
      code,
      game.rows[0]!.id,
      revision.rows[0]!.id,
      userIds[0],
      JSON.stringify(state),
    ]);
    rooms.push({ code, tokens });
  }
  await pool.end();
  return {
    url: databaseUrl(name),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
    rooms,
  };
}
