import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { openSocket } from '../../testing/socket-client.ts';
import { startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';

// A session lookup that failed used to be taken for "no session": a signed-in player was let into the
// room as a visitor, watching a spectator's table with no seat, and nothing was logged. Here the socket
// service's database role may read everything but the sessions table, so every lookup fails.
let t: TestApi;
let socketProcess: SocketProcess;
let setup: Awaited<ReturnType<typeof createCardRoom>>;
const role = `tc_nosessions_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  t = await startTestApi();
  setup = await createCardRoom(t);
  await t.db.pool.query(`CREATE ROLE ${role} LOGIN`);
  await t.db.pool.query(`GRANT ALL ON ALL TABLES IN SCHEMA public TO ${role}`);
  await t.db.pool.query(`GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
  await t.db.pool.query(`REVOKE ALL ON sessions FROM ${role}`);
  const url = new URL(t.db.url);
  url.username = role;
  url.password = '';
  socketProcess = await startSocketProcess({ DATABASE_URL: url.toString(), REDIS_URL: inject('redisUrl') });
}, 60_000);

afterAll(async () => {
  await socketProcess?.stop();
  const db = t?.db;
  await t?.close();
  // The role outlives the dropped database: remove it too.
  if (db) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: db.url.replace(/\/[^/]*$/, '/postgres') });
    await admin.connect();
    await admin.query(`DROP ROLE IF EXISTS ${role}`).finally(() => admin.end());
  }
});

it('tells a player the server cannot check who they are, instead of letting them in as a visitor', async () => {
  const alice = await openSocket(socketProcess.url, setup.alice.cookie);
  alice.send({ kind: 'hello', protocolVersion: 2, roomCode: setup.room.code, clientId: 'alice-tab-0123456789' });
  expect(await alice.closed).toMatchObject({ code: 1013 });
  expect(alice.messages).toEqual([expect.objectContaining({ kind: 'error', code: 'UNAVAILABLE' })]);
});
