import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOSE, PROTOCOL_VERSION } from '@tablecraft/core/play';
import { type TestApi, graphqlData } from '../../testing/api.ts';
import { useSocketCluster } from '../../testing/socket-cluster.ts';
import { openSocket, type TestSocket } from '../../testing/socket-client.ts';
import type { SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';

// The open-room limit counts what people use: a test play or Play now room counts from the moment someone
// comes in (the socket checks the host's plan then, under the plan lock) until the last one leaves, and
// before anyone comes while it is held for whoever opened it. Free allows 5.
const cluster = useSocketCluster();
let t: TestApi;
let one: SocketProcess;
let two: SocketProcess;
beforeAll(() => void ({ t, one, two } = cluster));

const CREATE_ROOM = 'mutation ($g: ID!, $r: String) { createRoom(gameId: $g, revisionName: $r) { id code } }';
const PLAY_NOW = 'mutation ($t: ID!) { playTemplate(templateId: $t) { id } }';
const USAGE = '{ viewer { account { usage { openRooms } } } }';
const OPEN_ROOMS_LIMIT = 'The Free plan allows 5 open rooms. Close one or upgrade to Pro for 50.';

type Hello = { kind: string; code?: string; reason?: string };

async function enter(url: string, cookie: string | undefined, code: string): Promise<{ socket: TestSocket; first: Hello }> {
  const socket = await openSocket(url, cookie);
  cluster.sockets.push(socket);
  socket.send({ kind: 'hello', protocolVersion: PROTOCOL_VERSION, roomCode: code, clientId: `use-tab-${randomBytes(8).toString('hex')}` });
  const first = await socket.waitFor<Hello>((m) => m.kind === 'welcome' || m.kind === 'error');
  return { socket, first };
}

const openRooms = async (cookie: string) =>
  (await graphqlData<{ viewer: { account: { usage: { openRooms: number } } } }>(t, USAGE, {}, cookie)).viewer.account.usage.openRooms;

async function openRoom(cookie: string, gameId: string, revisionName?: string) {
  const result = await t.graphql<{ createRoom: { id: string; code: string } }>(
    CREATE_ROOM,
    { g: gameId, r: revisionName ?? null },
    { cookie },
  );
  const error = result.body.errors?.[0];
  return error
    ? { ok: false as const, message: error.message, code: error.extensions?.code }
    : { ok: true as const, ...result.body.data!.createRoom };
}

/** As if the two minutes a new self-closing room is held for its opener had passed with nobody coming in. */
const holdsPassed = (hostId: string) =>
  t.db.pool.query("UPDATE rooms SET held_until = now() - interval '1 second' WHERE host_id = $1", [hostId]);

describe('test play and Play now rooms', () => {
  it('count once someone sits in them, and the room past the plan is refused as someone comes in', async () => {
    const { alice, game, room } = await createCardRoom(t);
    const playNow = await graphqlData<{ playTemplate: { id: string } }>(t, PLAY_NOW, { t: 'checkers' }, alice.cookie);
    // The fixture's room, then two test plays and two Play now rooms: each new one is held for alice
    // until she comes in, so the five count at once and a sixth is refused when opened.
    const opened = [
      await openRoom(alice.cookie, game.id, 'draft'),
      await openRoom(alice.cookie, game.id, 'draft'),
      await openRoom(alice.cookie, playNow.playTemplate.id),
      await openRoom(alice.cookie, playNow.playTemplate.id),
    ];
    expect(opened.every((r) => r.ok)).toBe(true);
    expect(await openRooms(alice.cookie)).toBe(5);
    expect(await openRoom(alice.cookie, playNow.playTemplate.id)).toMatchObject({
      ok: false,
      code: 'PLAN_LIMIT',
      message: OPEN_ROOMS_LIMIT,
    });
    // Nobody came in for two minutes: they stop counting, and two more Play now rooms open.
    await holdsPassed(alice.id);
    expect(await openRooms(alice.cookie)).toBe(1);
    opened.push(await openRoom(alice.cookie, playNow.playTemplate.id), await openRoom(alice.cookie, playNow.playTemplate.id));
    expect(opened.every((r) => r.ok)).toBe(true);
    await holdsPassed(alice.id);
    const codes = opened.map((r) => (r.ok ? r.code : ''));

    // Alice sits in them, on either instance: four more fill her plan, the fifth is refused with why.
    const sat: TestSocket[] = [];
    for (const [i, code] of codes.slice(0, 4).entries()) {
      const { socket, first } = await enter(i % 2 ? two.url : one.url, alice.cookie, code);
      expect(first.kind).toBe('welcome');
      sat.push(socket);
    }
    expect(await openRooms(alice.cookie)).toBe(5);
    const refused = await enter(one.url, alice.cookie, codes[4]!);
    expect(refused.first).toEqual({
      kind: 'error',
      code: 'ROOM_LIMIT',
      reason: 'The Free plan allows 5 open rooms, and 5 of yours are open or in use. Close one to play here, or upgrade to Pro for 50.',
    });
    expect((await refused.socket.closed).code).toBe(CLOSE.roomLimit.code);
    expect(await openRooms(alice.cookie)).toBe(5);
    // Someone else is refused too, told whom to ask; a room already in use takes anyone. (Play now makes an
    // unlisted game, whose rooms' plain address lets in its listed players: Bob is one, as if added by name.)
    const bob = (await createCardRoom(t)).bob;
    await t.db.pool.query("INSERT INTO game_players (game_id, user_id, source) VALUES ($1, $2, 'added')", [
      playNow.playTemplate.id,
      bob.id,
    ]);
    const other = await enter(two.url, bob.cookie, codes[5]!);
    expect(other.first).toMatchObject({ kind: 'error', code: 'ROOM_LIMIT', reason: expect.stringContaining('Ask them to close one') });
    expect((await enter(two.url, bob.cookie, codes[2]!)).first).toMatchObject({ kind: 'welcome' });
    // Nor can the limit be walked round by opening a room with Play meanwhile.
    expect(await openRoom(alice.cookie, game.id)).toMatchObject({ ok: false, message: OPEN_ROOMS_LIMIT });

    // Everyone leaves one of them: it stops counting at once, and the refused room takes alice now.
    sat[1]!.close();
    await sat[1]!.closed;
    await expect.poll(() => openRooms(alice.cookie), { timeout: 2_000, interval: 100 }).toBe(4);
    expect((await enter(two.url, alice.cookie, codes[4]!)).first.kind).toBe('welcome');
    expect(await openRooms(alice.cookie)).toBe(5);
    expect(room.code).toBeTruthy();
  });

  it('lets an author who left a test play press Test play again at once', async () => {
    const { alice, game } = await createCardRoom(t);
    for (let i = 0; i < 3; i++) expect((await openRoom(alice.cookie, game.id)).ok).toBe(true);
    const first = await openRoom(alice.cookie, game.id, 'draft');
    expect(first.ok).toBe(true);
    // In the test play: five rooms in use, the plan's limit.
    const { socket, first: welcome } = await enter(one.url, alice.cookie, first.ok ? first.code : '');
    expect(welcome.kind).toBe('welcome');
    expect(await openRooms(alice.cookie)).toBe(5);
    // The author closes the test play's tab and presses Test play again: the left one no longer counts.
    socket.close();
    await socket.closed;
    await expect.poll(() => openRooms(alice.cookie), { timeout: 2_000, interval: 100 }).toBe(4);
    const again = await openRoom(alice.cookie, game.id, 'draft');
    expect(again).toMatchObject({ ok: true });
    expect((await enter(two.url, alice.cookie, again.ok ? again.code : '')).first.kind).toBe('welcome');
    // At the limit now, a third press is refused with the limit's sentence (the page lists the rooms to close).
    expect(await openRoom(alice.cookie, game.id, 'draft')).toMatchObject({ ok: false, code: 'PLAN_LIMIT', message: OPEN_ROOMS_LIMIT });
  });
});
