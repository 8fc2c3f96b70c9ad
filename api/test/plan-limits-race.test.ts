import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import type { TestApi } from '../../testing/api.ts';
import { graphqlData } from '../../testing/api.ts';
import type { TestS3 } from '../../testing/s3.ts';
import { startPipelineStack, type PipelineStack } from '../../testing/pipeline-stack.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { createPlan, createUserWithSession } from '../../testing/uploads-fixtures.ts';
import { makePng } from '../../testing/uploads-images.ts';
import { ASSET_MIN_CHARGE_BYTES, storageCharge } from '../src/plans/storage.ts';

// Every plan limit under a burst: 20 requests of one account at once, and exactly the limit gets through.
// The plan module takes the account's plan lock inside the transaction that inserts, so the requests take
// turns counting instead of all counting the same usage. Each refusal is the limit's one sentence.

let stack: PipelineStack;
let t: TestApi;
let s3: TestS3;

beforeAll(async () => {
  stack = await startPipelineStack('plan-race', inject('redisUrl'));
  ({ t, s3 } = stack);
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

const BURST = 20;
const CREATE_ROOM = 'mutation ($g: ID!) { createRoom(gameId: $g) { id } }';
const REOPEN = 'mutation ($id: ID!) { reopenRoom(id: $id) { status } }';
const TRANSFER = 'mutation ($r: ID!, $u: ID!) { transferRoomHost(roomId: $r, userId: $u) { id } }';
const FROM_SAVE = 'mutation ($s: ID!) { createRoomFromSave(saveId: $s) { id } }';
const SAVE = 'mutation ($r: ID!, $n: String!) { saveTable(roomId: $r, name: $n) { id bytes } }';
const CREATE_GAME = 'mutation ($i: CreateGameInput!) { createGame(input: $i) { id } }';
const FROM_TEMPLATE = 'mutation { createGameFromTemplate(input: { templateId: "checkers" }) { id } }';
const OPEN_ROOMS_LIMIT = 'The Free plan allows 5 open rooms. Close one or upgrade to Pro for 50.';
const PRIVATE_LIMIT = 'The Free plan allows 3 private games. Make one public or unlisted or upgrade to Pro for unlimited private games.';
const STORAGE_LIMIT = /^Your \w+ plan stores up to [\d.]+ [kMG]?B of uploads, games and saved tables, and this would go over it\. Delete /;

type Outcome = { ok: boolean; code?: string; message?: string };
const burst = (run: (i: number) => Promise<Outcome>) => Promise.all(Array.from({ length: BURST }, (_, i) => run(i)));
const graphqlOutcome = async (query: string, variables: Record<string, unknown>, cookie: string): Promise<Outcome> => {
  const result = await t.graphql(query, variables, { cookie });
  const error = result.body.errors?.[0];
  return error ? { ok: false, code: error.extensions?.code, message: error.message } : { ok: true };
};
function expectExactly(outcomes: Outcome[], allowed: number, message: string | RegExp) {
  expect(outcomes.filter((o) => o.ok)).toHaveLength(allowed);
  const refused = outcomes.filter((o) => !o.ok);
  expect(refused).toHaveLength(BURST - allowed);
  for (const o of refused) {
    expect(o.code).toBe('PLAN_LIMIT');
    if (typeof message === 'string') expect(o.message).toBe(message);
    else expect(o.message).toMatch(message);
  }
}
const count = async (sql: string, params: unknown[]) => (await t.db.pool.query<{ n: number }>(sql, params)).rows[0]!.n;
/** Adds `copies` rooms like `roomId`, in `status`, hosted by its host or by `hostId`. */
const copyRoom = (roomId: string, copies: number, status: 'open' | 'closed', hostId?: string) =>
  t.db.pool.query(
    `INSERT INTO rooms (code, game_id, revision_id, host_id, test_play, snapshot, initial_state, snapshot_version, status)
     SELECT 'copy' || g || substr(md5(random()::text), 1, 6), game_id, revision_id, coalesce($2::uuid, host_id), test_play, snapshot, initial_state, snapshot_version, $3
       FROM rooms, generate_series(1, $4::int) g WHERE id = $1`,
    [roomId, hostId ?? null, status, copies],
  );
const openRooms = (userId: string) => count(`SELECT count(*)::int AS n FROM rooms WHERE host_id = $1 AND status = 'open'`, [userId]);

describe('open rooms (Free: 5)', () => {
  it('opens exactly 5 of 20 simultaneous createRoom', async () => {
    const { alice, game, room } = await createCardRoom(t);
    await graphqlData(t, 'mutation ($id: ID!) { closeRoom(id: $id) { id } }', { id: room.id }, alice.cookie);
    expectExactly(await burst(() => graphqlOutcome(CREATE_ROOM, { g: game.id }, alice.cookie)), 5, OPEN_ROOMS_LIMIT);
    expect(await openRooms(alice.id)).toBe(5);
  });

  it('reopens exactly 5 of 20 closed rooms reopened at once', async () => {
    const { alice, room } = await createCardRoom(t);
    await t.db.pool.query(
      `INSERT INTO rooms (code, game_id, revision_id, host_id, test_play, snapshot, initial_state, snapshot_version, status)
       SELECT 'race' || g || substr(md5(random()::text), 1, 6), game_id, revision_id, host_id, test_play, snapshot, initial_state, snapshot_version, 'closed'
         FROM rooms, generate_series(1, ${BURST - 1}) g WHERE id = $1`,
      [room.id],
    );
    await t.db.pool.query(`UPDATE rooms SET status = 'closed', closed_at = now() WHERE host_id = $1`, [alice.id]);
    const { rows } = await t.db.pool.query<{ id: string }>('SELECT id FROM rooms WHERE host_id = $1', [alice.id]);
    expect(rows).toHaveLength(BURST);
    expectExactly(await burst((i) => graphqlOutcome(REOPEN, { id: rows[i]!.id }, alice.cookie)), 5, OPEN_ROOMS_LIMIT);
    expect(await openRooms(alice.id)).toBe(5);
  });

  it('starts exactly 5 rooms of 20 started from a save at once', async () => {
    const { alice, room } = await createCardRoom(t);
    const save = (await graphqlData<{ saveTable: { id: string } }>(t, SAVE, { r: room.id, n: 'Race' }, alice.cookie)).saveTable;
    await graphqlData(t, 'mutation ($id: ID!) { closeRoom(id: $id) { id } }', { id: room.id }, alice.cookie);
    // A table whose room is gone (as if uploaded from a file): rooms start from it whatever became of that room.
    await t.db.pool.query('UPDATE table_saves SET room_id = NULL WHERE id = $1', [save.id]);
    expectExactly(await burst(() => graphqlOutcome(FROM_SAVE, { s: save.id }, alice.cookie)), 5, OPEN_ROOMS_LIMIT);
    expect(await openRooms(alice.id)).toBe(5);
  });

  it('counts reopened rooms and new ones alike: 10 reopens and 10 createRoom at once open exactly 5', async () => {
    const { alice, game, room } = await createCardRoom(t);
    await copyRoom(room.id, 9, 'closed');
    await t.db.pool.query(`UPDATE rooms SET status = 'closed', closed_at = now() WHERE host_id = $1`, [alice.id]);
    const { rows } = await t.db.pool.query<{ id: string }>('SELECT id FROM rooms WHERE host_id = $1', [alice.id]);
    expect(rows).toHaveLength(10);
    const outcomes = await burst((i) =>
      i % 2 === 0
        ? graphqlOutcome(REOPEN, { id: rows[i / 2]!.id }, alice.cookie)
        : graphqlOutcome(CREATE_ROOM, { g: game.id }, alice.cookie),
    );
    expectExactly(outcomes, 5, OPEN_ROOMS_LIMIT);
    expect(await openRooms(alice.id)).toBe(5);
    // At the limit, neither a reopen nor a new room gets through, with the same sentence.
    const closed = (await t.db.pool.query<{ id: string }>(`SELECT id FROM rooms WHERE host_id = $1 AND status = 'closed'`, [alice.id]))
      .rows;
    const atLimit = await burst((i) =>
      i % 2 === 0
        ? graphqlOutcome(REOPEN, { id: closed[(i / 2) % closed.length]!.id }, alice.cookie)
        : graphqlOutcome(CREATE_ROOM, { g: game.id }, alice.cookie),
    );
    expectExactly(atLimit, 0, OPEN_ROOMS_LIMIT);
    expect(await openRooms(alice.id)).toBe(5);
  });

  it('counts a reopened room against whoever hosts it when it reopens, not when the request began', async () => {
    const { alice, bob, room } = await createCardRoom(t);
    await graphqlData(t, 'mutation ($id: ID!) { closeRoom(id: $id) { id } }', { id: room.id }, alice.cookie);
    await copyRoom(room.id, 5, 'open', bob.id);
    // The room's row is held while alice (the game's owner) reopens it, and handed to bob, at his limit, meanwhile.
    const holder = await t.db.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM rooms WHERE id = $1 FOR UPDATE', [room.id]);
      const reopening = graphqlOutcome(REOPEN, { id: room.id }, alice.cookie);
      for (let waited = 0; ; waited += 20) {
        // Asked outside the holder's transaction, which would see the activity as it was when it first looked.
        const { rows } = await t.db.pool.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FROM rooms WHERE id = $1 FOR UPDATE%'`,
        );
        if (rows.length > 0) break;
        if (waited > 10_000) throw new Error('the reopen never waited for the room');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await holder.query('UPDATE rooms SET host_id = $2 WHERE id = $1', [room.id, bob.id]);
      await holder.query('COMMIT');
      expect(await reopening).toEqual({ ok: false, code: 'PLAN_LIMIT', message: OPEN_ROOMS_LIMIT });
    } finally {
      holder.release();
    }
    expect(await openRooms(bob.id)).toBe(5);
    expect((await t.db.pool.query<{ status: string }>('SELECT status FROM rooms WHERE id = $1', [room.id])).rows[0]!.status).toBe('closed');
  });

  it('hands a room only to a host within their own open-room limit, changing nothing when refused', async () => {
    const { alice, bob, room } = await createCardRoom(t);
    // Alice hosts 20 open rooms (past her own limit, as if made before it), bob 3.
    await copyRoom(room.id, BURST - 1, 'open');
    await copyRoom(room.id, 3, 'open', bob.id);
    const { rows } = await t.db.pool.query<{ id: string }>('SELECT id FROM rooms WHERE host_id = $1', [alice.id]);
    expect(rows).toHaveLength(BURST);
    // Bob has come into each of alice's rooms to play: the role goes only to someone in the room.
    await t.db.pool.query('INSERT INTO room_players (room_id, user_id) SELECT id, $2 FROM rooms WHERE host_id = $1', [alice.id, bob.id]);
    expectExactly(await burst((i) => graphqlOutcome(TRANSFER, { r: rows[i]!.id, u: bob.id }, alice.cookie)), 2, OPEN_ROOMS_LIMIT);
    expect(await openRooms(bob.id)).toBe(5);
    expect(await openRooms(alice.id)).toBe(BURST - 2);
    // Bob at his limit: one more is refused and the room stays alice's.
    const kept = (await t.db.pool.query<{ id: string }>('SELECT id FROM rooms WHERE host_id = $1 LIMIT 1', [alice.id])).rows[0]!;
    expect(await graphqlOutcome(TRANSFER, { r: kept.id, u: bob.id }, alice.cookie)).toEqual({
      ok: false,
      code: 'PLAN_LIMIT',
      message: OPEN_ROOMS_LIMIT,
    });
    expect(
      (await t.db.pool.query<{ hostId: string }>('SELECT host_id AS "hostId" FROM rooms WHERE id = $1', [kept.id])).rows[0]!.hostId,
    ).toBe(alice.id);
  });

  it('counts no self-closing room while nobody is in it, and counts it again once someone is', async () => {
    const { alice, game } = await createCardRoom(t);
    // Alice's first room closes itself when idle, and nobody is in it (nor is it held for her).
    await t.db.pool.query(`UPDATE rooms SET closes_when_idle = true, present_at = now() - interval '4 minutes' WHERE host_id = $1`, [
      alice.id,
    ]);
    expectExactly(await burst(() => graphqlOutcome(CREATE_ROOM, { g: game.id }, alice.cookie)), 5, OPEN_ROOMS_LIMIT);
    expect(await openRooms(alice.id)).toBe(6);
    const usage = await graphqlData<{ viewer: { account: { usage: { openRooms: number } } } }>(
      t,
      '{ viewer { account { usage { openRooms } } } }',
      {},
      alice.cookie,
    );
    expect(usage.viewer.account.usage.openRooms).toBe(5);
    // Someone came in (a socket instance records each connection in a room): it counts again, and the
    // sixth room is over the limit.
    await t.db.pool.query(
      `INSERT INTO room_presence (connection_id, room_id, instance) SELECT 'test-connection', id, 'test-instance' FROM rooms WHERE host_id = $1 AND closes_when_idle`,
      [alice.id],
    );
    const closed = (
      await t.db.pool.query<{ id: string }>(`SELECT id FROM rooms WHERE host_id = $1 AND NOT closes_when_idle LIMIT 1`, [alice.id])
    ).rows[0]!;
    await graphqlData(t, 'mutation ($id: ID!) { closeRoom(id: $id) { id } }', { id: closed.id }, alice.cookie);
    expect(await graphqlOutcome(REOPEN, { id: closed.id }, alice.cookie)).toMatchObject({ ok: false, message: OPEN_ROOMS_LIMIT });
  });
});

describe('private games (Free: 3)', () => {
  it('makes exactly 3 of 20 simultaneous private createGame', async () => {
    const user = await createUserWithSession(t.db.pool);
    expectExactly(await burst((i) => graphqlOutcome(CREATE_GAME, { i: { title: `Race ${i}` } }, user.cookie)), 3, PRIVATE_LIMIT);
    expect(await count(`SELECT count(*)::int AS n FROM games WHERE owner_id = $1`, [user.id])).toBe(3);
  });

  it('makes exactly 3 of 20 simultaneous games from a template, with no art left behind by the refused', async () => {
    const user = await createUserWithSession(t.db.pool);
    const originals = async () => (await s3.store.list('assets/')).filter((key) => key.endsWith('/original'));
    const before = await originals();
    expectExactly(await burst(() => graphqlOutcome(FROM_TEMPLATE, {}, user.cookie)), 3, PRIVATE_LIMIT);
    expect(await count(`SELECT count(*)::int AS n FROM games WHERE owner_id = $1`, [user.id])).toBe(3);
    const ids = (await t.db.pool.query<{ id: string }>('SELECT id FROM assets WHERE owner_id = $1', [user.id])).rows.map((r) => r.id);
    // The refused wrote their art before counting and removed it again: the new originals are the kept games' own.
    const added = (await originals()).filter((key) => !before.includes(key));
    expect(added.sort()).toEqual(ids.map((id) => `assets/${id}/original`).sort());
  });
});

describe('imports', () => {
  it('makes exactly the private game left of 20 simultaneous imports, the rest refused by the limit or as busy', async () => {
    const user = await createUserWithSession(t.db.pool);
    for (const title of ['One', 'Two']) await graphqlOutcome(CREATE_GAME, { i: { title } }, user.cookie);
    const document = (
      await graphqlData<{ game: { revision: { document: unknown } } }>(
        t,
        'query ($u: String!) { game(userName: $u, gameName: "one") { revision(name: "draft") { document } } }',
        { u: user.userName },
        user.cookie,
      )
    ).game.revision.document;
    const file = zipSync({
      'tablecraft-game.json': strToU8(
        JSON.stringify({
          format: 'tablecraft-game',
          version: 1,
          exportedAt: new Date().toISOString(),
          game: { title: 'Raced' },
          revision: { name: 'draft' },
          document,
        }),
      ),
    });
    const originals = async () => (await s3.store.list('')).filter((key) => key.endsWith('/original')).length;
    const before = await originals();
    const outcomes = await burst(async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)], { type: 'application/zip' }), 'raced.zip');
      const response = await fetch(`${t.url}/games/import`, {
        method: 'POST',
        body: form,
        headers: { 'x-tablecraft-csrf': '1', cookie: user.cookie },
      });
      const body = (await response.json()) as { code?: string; message?: string };
      return response.status === 200 ? { ok: true } : { ok: false, code: body.code, message: body.message };
    });
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    // An account reads at most two files at once: the others are told to wait, the second read meets the limit.
    for (const o of outcomes.filter((o) => !o.ok)) {
      if (o.code === 'PLAN_LIMIT') expect(o.message).toBe(PRIVATE_LIMIT);
      else expect(o).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/importing 2 game files already/) });
    }
    expect(await count(`SELECT count(*)::int AS n FROM games WHERE owner_id = $1 AND visibility = 'private'`, [user.id])).toBe(3);
    expect(await originals()).toBe(before);
  });
});

describe('storage', () => {
  it('charges every asset at least the minimum, and stores exactly 5 of 20 simultaneous uploads that fit 5', async () => {
    const png = await makePng(16, 16);
    expect(png.length).toBeLessThan(ASSET_MIN_CHARGE_BYTES);
    expect(storageCharge(png.length)).toBe(ASSET_MIN_CHARGE_BYTES);
    await createPlan(t.db.pool, { id: 'race-uploads', name: 'Tiny', maxAssetBytes: 5 * ASSET_MIN_CHARGE_BYTES });
    const user = await createUserWithSession(t.db.pool, { planId: 'race-uploads' });
    const before = await s3.store.list('assets/');
    const outcomes = await burst(async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'race.png');
      const response = await fetch(`${t.url}/upload`, {
        method: 'POST',
        body: form,
        headers: { 'x-tablecraft-csrf': '1', cookie: user.cookie },
      });
      const body = (await response.json()) as { code?: string; message?: string };
      return response.status === 200 ? { ok: true } : { ok: false, code: body.code, message: body.message };
    });
    expectExactly(outcomes, 5, STORAGE_LIMIT);
    const ids = (await t.db.pool.query<{ id: string }>('SELECT id FROM assets WHERE owner_id = $1', [user.id])).rows.map((r) => r.id);
    expect(ids).toHaveLength(5);
    // Refused uploads wrote their file first and removed it again: only the five kept are new in the bucket.
    const added = (await s3.store.list('assets/')).filter((key) => !before.includes(key) && key.endsWith('/original'));
    expect(added.sort()).toEqual(ids.map((id) => `assets/${id}/original`).sort());
  });

  it('holds the plan lock only to check and insert: 30 uploads at once leave the pool to everyone else', async () => {
    const user = await createUserWithSession(t.db.pool, { planId: 'pro' });
    const other = await createUserWithSession(t.db.pool);
    const png = await makePng(200, 200);
    const uploads = Promise.all(
      Array.from({ length: 30 }, async () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'many.png');
        const response = await fetch(`${t.url}/upload`, {
          method: 'POST',
          body: form,
          headers: { 'x-tablecraft-csrf': '1', cookie: user.cookie },
        });
        return response.status;
      }),
    );
    // Another account's request while they run: answered, not left waiting for a connection.
    const answered = await t.graphql('{ viewer { id } }', {}, { cookie: other.cookie });
    expect(answered.body.errors).toBeUndefined();
    expect(new Set(await uploads)).toEqual(new Set([200]));
    expect(await count('SELECT count(*)::int AS n FROM assets WHERE owner_id = $1', [user.id])).toBe(30);
  });

  it('keeps exactly the saves that fit of 20 simultaneous saveTable', async () => {
    const { alice, room } = await createCardRoom(t);
    const first = (await graphqlData<{ saveTable: { bytes: number } }>(t, SAVE, { r: room.id, n: 'Size' }, alice.cookie)).saveTable;
    const used = await count(
      `SELECT (coalesce((SELECT sum(r.document_bytes) FROM revisions r JOIN games g ON g.id = r.game_id WHERE g.owner_id = $1), 0)
             + coalesce((SELECT sum(bytes) FROM table_saves WHERE created_by = $1), 0))::int AS n`,
      [alice.id],
    );
    await createPlan(t.db.pool, { id: 'race-saves', name: 'Tiny', maxAssetBytes: used + 4 * first.bytes });
    await t.db.pool.query(`UPDATE users SET plan_id = 'race-saves' WHERE id = $1`, [alice.id]);
    expectExactly(await burst((i) => graphqlOutcome(SAVE, { r: room.id, n: `Race ${i}` }, alice.cookie)), 4, STORAGE_LIMIT);
    expect(await count(`SELECT count(*)::int AS n FROM table_saves WHERE created_by = $1`, [alice.id])).toBe(5);
  });
});
