import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger, createMemoryPubSub } from '@tablecraft/platform';
import { ACCESS_CHANNEL } from '@tablecraft/core/policies';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { AccessWatch, type WatchedConnection } from '../src/rooms/access-watch.ts';
import { loadRoomRecord } from '../src/rooms/room-records.ts';
import type { RoomClient } from '../src/rooms/room-client.ts';
import type { RoomRequests } from '../src/rooms/room-requests.ts';

// A downgrade joins the room again as a spectator. If the page closed while that join was under way, its
// close had already left the room, and the join put the client back: a client nobody reads, which keeps
// the room loaded (never unloaded, never snapshotted on the way out) for as long as the process lives.
const pubsub = createMemoryPubSub();
let t: TestApi;
let watch: AccessWatch;
const inRoom = new Set<string>();
/** The downgrade's join: it tells when it started, waits to be let go, and tells when it put the client back. */
const join = { started: () => undefined as void, go: () => undefined as void, done: () => undefined as void };

beforeAll(async () => {
  t = await startTestApi({ pubsub });
  // The room's clients as RoomRequests keeps them: join adds (after awaiting the log), leave removes.
  const requests = {
    join: async (_record: unknown, client: RoomClient) => {
      await new Promise<void>((go) => {
        join.go = go;
        join.started();
      });
      inRoom.add(client.connectionId);
      join.done();
      return { seq: 3, seatId: null, lastClientSeq: 0, view: {} };
    },
    leave: async (_code: string, client: RoomClient) => void inRoom.delete(client.connectionId),
  } as unknown as RoomRequests;
  watch = new AccessWatch({
    db: t.db.pool,
    pubsub,
    requests,
    logger: createLogger('access-downgrade-test', { level: 'silent', pretty: false }),
  });
  await watch.start();
});
afterAll(async () => {
  await watch?.stop();
  await t?.close();
});

it('leaves the room again when the connection closed while its downgrade was joining', async () => {
  const setup = await createCardRoom(t);
  const record = (await loadRoomRecord(t.db.pool, setup.room.code))!;
  const client = {
    connectionId: 'bob-tab',
    clientId: 'tab',
    userId: setup.bob.id,
    name: 'Bob',
    image: '',
    send: () => undefined,
    sendTransient: () => undefined,
  } as RoomClient;
  inRoom.add(client.connectionId);
  let role: 'player' | 'spectator' = 'player';
  const watched: WatchedConnection = {
    record,
    client,
    userId: setup.bob.id,
    sessionToken: setup.bob.cookie.split('=')[1],
    role: () => role,
    setRole: (next) => (role = next),
    close: () => undefined,
  };
  const stop = watch.watch(watched);
  const started = new Promise<void>((resolve) => (join.started = resolve));
  const done = new Promise<void>((resolve) => (join.done = resolve));
  await t.db.pool.query(`UPDATE games SET play_permission = 'players' WHERE id = $1`, [setup.game.id]);
  await pubsub.publish(ACCESS_CHANNEL, JSON.stringify({ scope: 'game', gameId: setup.game.id }));
  await started;
  // The page closes now: connection.ts stops the watch and leaves the room.
  stop();
  inRoom.delete(client.connectionId);
  join.go();
  await done;
  expect(role).toBe('spectator');
  await expect.poll(() => inRoom.has(client.connectionId)).toBe(false);
});
