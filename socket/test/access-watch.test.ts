import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createMemoryPubSub, type Queryable } from '@tablecraft/platform';
import { ACCESS_CHANNEL } from '@tablecraft/core/policies';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { AccessWatch, type WatchedConnection } from '../src/rooms/access-watch.ts';
import { loadRoomRecord, type RoomRecord } from '../src/rooms/room-records.ts';
import type { RoomRequests } from '../src/rooms/room-requests.ts';

// The access watch on its own, against the real database: what it queries for a change, and a connection
// that read its room just before a change and registers just after the message went by.
const pubsub = createMemoryPubSub();
let t: TestApi;
let queries: string[] = [];
let watch: AccessWatch;

beforeAll(async () => {
  t = await startTestApi({ pubsub });
  const db: Queryable = {
    query: ((text: string, values?: unknown[]) => (queries.push(text), t.db.pool.query(text, values))) as Queryable['query'],
  };
  const requests = { join: async () => ({ seq: 7, seatId: null, lastClientSeq: 0, view: { spectator: true } }) } as unknown as RoomRequests;
  watch = new AccessWatch({ db, pubsub, requests, logger: createLogger('access-watch-test', { level: 'silent', pretty: false }) });
  await watch.start();
});
afterAll(async () => {
  await watch?.stop();
  await t?.close();
});

/** A joined connection as connection.ts hands it over, recording what it is sent and how it ends. */
function connection(record: RoomRecord, userId: string, cookie: string) {
  const sent: object[] = [];
  let role: 'player' | 'spectator' = 'player';
  let closed!: (how: { code: number; reason: string }) => void;
  const ended = new Promise<{ code: number; reason: string }>((resolve) => (closed = resolve));
  const watched: WatchedConnection = {
    record,
    client: {
      connectionId: `c-${Math.random()}`,
      clientId: 'tab',
      userId,
      name: 'n',
      image: '',
      send: (message) => sent.push(message),
      sendTransient: () => undefined,
    } as WatchedConnection['client'],
    userId,
    sessionToken: cookie.split('=')[1],
    role: () => role,
    setRole: (next) => (role = next),
    close: (how) => closed(how),
  };
  return { watched, sent, ended, role: () => role };
}

describe('the access watch', () => {
  it('checks every connection of a user with one query for all their rooms and one per session', async () => {
    const first = await createCardRoom(t);
    const second = await createCardRoom(t);
    const rooms = [(await loadRoomRecord(t.db.pool, first.room.code))!, (await loadRoomRecord(t.db.pool, second.room.code))!];
    const alice = first.alice;
    await t.db.pool.query(`INSERT INTO game_members (game_id, user_id, role) VALUES ($1, $2, 'viewer')`, [second.game.id, alice.id]);
    const mine = [
      connection(rooms[0]!, alice.id, alice.cookie),
      connection(rooms[1]!, alice.id, alice.cookie),
      connection(rooms[1]!, alice.id, alice.cookie),
    ];
    const unwatch = mine.map((c) => watch.watch(c.watched));
    await t.db.pool.query('DELETE FROM sessions WHERE user_id = $1', [alice.id]);
    queries = [];
    await pubsub.publish(ACCESS_CHANNEL, JSON.stringify({ scope: 'user', userId: alice.id }));
    const closes = await Promise.all(mine.map((c) => c.ended));
    expect(closes.map((how) => how.code)).toEqual([4402, 4402, 4402]);
    expect(queries).toHaveLength(2);
    for (const c of mine) expect(c.sent).toEqual([expect.objectContaining({ kind: 'error', code: 'SIGNED_OUT' })]);
    unwatch.forEach((stop) => stop());
  });

  it('replays a change heard just before a connection registers', async () => {
    const setup = await createCardRoom(t);
    const record = (await loadRoomRecord(t.db.pool, setup.room.code))!;
    // The room was read (at hello) before the host closed it; the connection registers after the message.
    await t.graphql('mutation ($id: ID!) { closeRoom(id: $id) { status } }', { id: setup.room.id }, { cookie: setup.alice.cookie });
    const late = connection(record, setup.bob.id, setup.bob.cookie);
    watch.watch(late.watched);
    expect(await late.ended).toMatchObject({ code: 4410 });
    expect(late.role()).toBe('spectator');
  });

  it('makes a player a spectator with the view a join takes, told in that order', async () => {
    const setup = await createCardRoom(t);
    const record = (await loadRoomRecord(t.db.pool, setup.room.code))!;
    const bob = connection(record, setup.bob.id, setup.bob.cookie);
    const stop = watch.watch(bob.watched);
    await t.db.pool.query(`UPDATE games SET play_permission = 'players' WHERE id = $1`, [setup.game.id]);
    await pubsub.publish(ACCESS_CHANNEL, JSON.stringify({ scope: 'game', gameId: setup.game.id }));
    await expect.poll(() => bob.sent.length).toBe(2);
    expect(bob.sent).toEqual([
      { kind: 'role', role: 'spectator', seatId: null, reason: expect.any(String) },
      { kind: 'resync', seq: 7, seatId: null, view: { spectator: true } },
    ]);
    expect(bob.role()).toBe('spectator');
    expect(bob.watched.client.userId).toBeNull();
    stop();
  });
});
