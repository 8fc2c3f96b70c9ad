import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { CLOSE } from '@tablecraft/core/play';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { replayRoom } from './replay.ts';
import { Tab, pieceOf } from './table.ts';

// A commit that fails may still have committed (the answer was lost with the connection to Postgres). A
// reject is final to the page: it drops the move and says it failed, and if the move was in fact logged it
// is then applied all the same (and a player who clicks again rolls twice). So a commit whose fate is not
// known is never answered with a reject: the connection closes as busy, the page reconnects, learns from
// the welcome's lastClientSeq what was logged and resends the rest, which the room recognises.
let t: TestApi;
let socket: SocketProcess;
const tabs: Tab[] = [];

beforeAll(async () => {
  t = await startTestApi();
  socket = await startSocketProcess({ DATABASE_URL: t.db.url, REDIS_URL: inject('redisUrl') });
  // Postgres refuses every roll while this trigger exists (as it would refuse anything while it fails over).
  await t.db.pool.query(`CREATE FUNCTION refuse_rolls() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF NEW.payload->'op'->>'type' = 'roll' THEN RAISE EXCEPTION 'the database is failing over'; END IF; RETURN NEW; END $$`);
}, 60_000);

afterAll(async () => {
  for (const tab of tabs) tab.close();
  await socket?.stop();
  await t?.close();
});

it('closes the connection as busy instead of rejecting an op whose commit failed, and the resend is applied once', async () => {
  const setup = await createCardRoom(t);
  const alice = new Tab(socket.url, setup.alice.cookie, setup.room.code);
  tabs.push(alice);
  await alice.connect();
  expect(await alice.act({ type: 'claimSeat', seatId: alice.welcome.view.seats[0]!.id })).toMatchObject({ kind: 'ack' });
  const die = pieceOf(alice.welcome, 'die').id;

  await t.db.pool.query('CREATE TRIGGER refuse_rolls BEFORE INSERT ON room_ops FOR EACH ROW EXECUTE FUNCTION refuse_rolls()');
  const roll = alice.send({ type: 'roll', pieceId: die });
  const closed = await alice.socket.closed;
  expect(closed.code).toBe(CLOSE.busy.code);
  expect(alice.socket.messages.filter((m) => m.kind === 'reject')).toEqual([]);

  // Postgres is back: the page reconnects and sends the roll again, and it is applied exactly once.
  await t.db.pool.query('DROP TRIGGER refuse_rolls ON room_ops');
  await alice.reconnect();
  expect(await alice.verdictOf(roll)).toMatchObject({ kind: 'ack', clientSeq: roll });
  const { log } = await replayRoom(t.db.pool, setup.room.id);
  expect(log.filter((row) => (row.payload as { op: { type: string } }).op.type === 'roll')).toHaveLength(1);
}, 60_000);
