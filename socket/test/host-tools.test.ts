import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLOSE } from '@tablecraft/core/play';
import { type TestApi, graphqlData } from '../../testing/api.ts';
import { useSocketCluster } from '../../testing/socket-cluster.ts';
import { signUpUser } from '../../testing/accounts.ts';
import { deckOf, openSocket, sendOp, type TestSocket } from '../../testing/socket-client.ts';
import type { SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';

// The host's tools reach every socket instance live: removing someone closes their connections on both
// instances, frees their seat and keeps them out; handing the room over gives the new host the host's
// powers on the connections already open (no reload), and takes them from the old host. Two socket
// processes on the real Redis, with the API publishing through the same Redis, as in the cluster.
const cluster = useSocketCluster();
const { sockets } = cluster;
let t: TestApi;
let one: SocketProcess;
let two: SocketProcess;
beforeAll(() => void ({ t, one, two } = cluster));

type Seat = { id: string; userId: string | null; reservedFor?: string | null };
type View = { seats: Seat[]; pieces: Record<string, { id: string; componentId: string }> };
type Welcome = { kind: 'welcome'; role: string; seq: number; view: View };

function hello(socket: TestSocket, code: string) {
  socket.send({
    kind: 'hello',
    protocolVersion: 2,
    roomCode: code,
    clientId: `host-tools-${sockets.length}-${Date.now()}`.padEnd(20, 'x'),
  });
}

/** A hello that is refused: the error it gets and the close that follows. */
async function refusedJoin(url: string, cookie: string, code: string) {
  const socket = await openSocket(url, cookie);
  sockets.push(socket);
  hello(socket, code);
  const error = await socket.waitFor<{ code: string; reason: string }>((m) => m.kind === 'error' || m.kind === 'welcome');
  return { error, closed: await socket.closed };
}

const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, cookie: string) =>
  graphqlData<T>(t, query, variables, cookie);

const REMOVE = 'mutation ($r: ID!, $u: ID!) { removeFromRoom(roomId: $r, userId: $u) { id } }';
const ALLOW_BACK = 'mutation ($r: ID!, $u: ID!) { allowBackInRoom(roomId: $r, userId: $u) { id } }';
const TRANSFER = 'mutation ($r: ID!, $u: ID!) { transferRoomHost(roomId: $r, userId: $u) { host { id } } }';

// Nothing in the socket rechecks access on a timer, so only the change's push can close a socket or change
// its role at all: waiting for that proves the push. The deadline is generous because a loaded machine can starve a
// process for seconds; how fast the close arrives is the benchmarks' to measure.
const PUSH_DEADLINE_MS = 10_000;

/** Rejects unless the promise settles before the deadline (a Date.now() value). */
function before<T>(promise: Promise<T>, deadline: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} not within the deadline`)), Math.max(0, deadline - Date.now())),
    ),
  ]);
}

describe('removing someone from a room', () => {
  it('closes their sockets on both instances, frees their seat with its cards, and refuses them until let back in', async () => {
    const setup = await createCardRoom(t);
    const code = setup.room.code;
    const alice = await cluster.join<Welcome>(one.url, setup.alice.cookie, code);
    const bobOne = await cluster.join<Welcome>(one.url, setup.bob.cookie, code);
    const bobTwo = await cluster.join<Welcome>(two.url, setup.bob.cookie, code);
    const seatId = bobOne.welcome.view.seats[1]!.id;
    expect(await sendOp(bobOne.socket, { type: 'claimSeat', seatId })).toMatchObject({ kind: 'ack' });
    expect(await sendOp(bobOne.socket, { type: 'draw', pileId: deckOf(bobOne.welcome.view), count: 1 })).toMatchObject({ kind: 'ack' });

    await gql(REMOVE, { r: setup.room.id, u: setup.bob.id }, setup.alice.cookie);
    const deadline = Date.now() + PUSH_DEADLINE_MS;
    for (const [i, bob] of [bobOne, bobTwo].entries()) {
      const closed = await before(bob.socket.closed, deadline, `close of bob's socket ${i}`);
      expect(closed.code).toBe(CLOSE.removed.code);
      expect(bob.socket.messages).toContainEqual(
        expect.objectContaining({ kind: 'error', code: 'REMOVED', reason: 'The host removed you from this room.' }),
      );
      expect(bob.socket.ws.readyState).toBe(WebSocket.CLOSED);
    }
    // The seat is freed for the room, by an op everyone sees, and the card bob held goes to the table.
    const freed = await alice.socket.waitFor<{ seq: number; changes: { seats?: Seat[] } }>(
      (m) =>
        m.kind === 'op' &&
        Boolean((m as { changes: { seats?: Seat[] } }).changes.seats?.some((seat) => seat.id === seatId && seat.userId === null)),
    );
    expect(freed.changes.seats!.find((seat) => seat.id === seatId)).toMatchObject({ userId: null, reservedFor: null });
    const carol = await cluster.join<Welcome>(two.url, (await signUpUser(t)).cookie, code);
    expect(carol.welcome.view.seats.find((seat) => seat.id === seatId)).toMatchObject({ userId: null });
    expect(await sendOp(carol.socket, { type: 'claimSeat', seatId })).toMatchObject({ kind: 'ack' });
    // A seat change is saved at once, so the host's list of rooms says how many seats are taken.
    const seatsTaken = async () =>
      (
        await gql<{ room: { seatsTaken: number } }>(
          'query ($c: String!) { room(code: $c) { seatsTaken } }',
          { c: code },
          setup.alice.cookie,
        )
      ).room.seatsTaken;
    await expect.poll(seatsTaken).toBe(1);

    // Bob cannot come back, as a player or to watch, through either instance, nor see the room through the API.
    for (const url of [one.url, two.url]) {
      const refused = await refusedJoin(url, setup.bob.cookie, code);
      expect(refused.error).toMatchObject({ kind: 'error', code: 'FORBIDDEN', reason: 'The host removed you from this room.' });
      expect(refused.closed.code).toBe(CLOSE.unauthorized.code);
    }
    expect((await gql<{ room: unknown }>('query ($c: String!) { room(code: $c) { id } }', { c: code }, setup.bob.cookie)).room).toBeNull();
    expect(
      (
        await gql<{ room: { removedPeople: Array<{ user: { id: string } }> } }>(
          'query ($c: String!) { room(code: $c) { removedPeople { user { id } } } }',
          { c: code },
          setup.alice.cookie,
        )
      ).room.removedPeople,
    ).toEqual([{ user: { id: setup.bob.id } }]);

    // Let back in, bob joins again.
    await gql(ALLOW_BACK, { r: setup.room.id, u: setup.bob.id }, setup.alice.cookie);
    expect((await cluster.join<Welcome>(two.url, setup.bob.cookie, code)).welcome.role).toBe('player');
  });

  it("refuses a player's attempt to remove someone, and changes nothing", async () => {
    const setup = await createCardRoom(t);
    const alice = await cluster.join<Welcome>(one.url, setup.alice.cookie, setup.room.code);
    const result = await t.graphql(REMOVE, { r: setup.room.id, u: setup.alice.id }, { cookie: setup.bob.cookie });
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'Only the host of this room can remove people.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await t.db.pool.query('SELECT count(*)::int AS n FROM room_bans WHERE room_id = $1', [setup.room.id])).rows[0].n).toBe(0);
    expect(alice.socket.ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe('handing the room over', () => {
  it("gives the new host the host's powers on their open socket at once, and takes them from the old host", async () => {
    const setup = await createCardRoom(t);
    const code = setup.room.code;
    const carolUser = await signUpUser(t);
    const alice = await cluster.join<Welcome>(one.url, setup.alice.cookie, code);
    const bob = await cluster.join<Welcome>(two.url, setup.bob.cookie, code);
    const carol = await cluster.join<Welcome>(one.url, carolUser.cookie, code);
    const seatId = carol.welcome.view.seats[0]!.id;
    const sat = await sendOp(carol.socket, { type: 'claimSeat', seatId });
    expect(sat).toMatchObject({ kind: 'ack' });
    await bob.socket.waitFor((m) => m.kind === 'op' && m.seq === sat.seq);
    // Not the host yet: freeing a seat someone holds is the host's alone.
    expect(await sendOp(bob.socket, { type: 'releaseSeat', seatId })).toMatchObject({ kind: 'reject', code: 'SEAT_OCCUPIED' });

    const moved = await gql<{ transferRoomHost: { host: { id: string } } }>(
      TRANSFER,
      { r: setup.room.id, u: setup.bob.id },
      setup.alice.cookie,
    );
    expect(moved.transferRoomHost.host.id).toBe(setup.bob.id);
    // Every open socket hears who hosts now, on both instances: the page shows the tools without a reload.
    for (const socket of [alice.socket, bob.socket, carol.socket])
      await socket.waitFor((m) => m.kind === 'host' && m.hostId === setup.bob.id);
    // And whoever joins (or rejoins after missing that) is told in the welcome.
    expect((await cluster.join<Welcome>(two.url, setup.alice.cookie, code)).welcome).toMatchObject({ hostId: setup.bob.id });

    expect(await sendOp(bob.socket, { type: 'releaseSeat', seatId })).toMatchObject({ kind: 'ack' });
    const again = await sendOp(carol.socket, { type: 'claimSeat', seatId });
    expect(again).toMatchObject({ kind: 'ack' });
    await alice.socket.waitFor((m) => m.kind === 'op' && m.seq === again.seq);
    expect(await sendOp(alice.socket, { type: 'releaseSeat', seatId })).toMatchObject({ kind: 'reject', code: 'SEAT_OCCUPIED' });

    // The old host's tools are gone in the API too.
    const closing = await t.graphql(
      'mutation ($id: ID!) { closeRoom(id: $id) { status } }',
      { id: setup.room.id },
      { cookie: carolUser.cookie },
    );
    expect(closing.body.errors?.[0]).toMatchObject({
      message: 'Only the host of this room can close it.',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('the room log of what the host does', () => {
  type Line = { seq: number; at: string; actor: { name: string; you: boolean }; text: string };
  type Logged = Welcome & { log: { items: Line[]; more: boolean } };
  const lineOf = (socket: TestSocket, text: string) =>
    socket.waitFor<{ line: Line }>((m) => m.kind === 'log' && (m.line as Line).text === text).then((m) => m.line);

  it('tells everyone who handed the room to whom, on both instances, and whoever joins later in its log', async () => {
    const setup = await createCardRoom(t);
    const code = setup.room.code;
    const carolUser = await signUpUser(t);
    const alice = await cluster.join<Logged>(one.url, setup.alice.cookie, code);
    const bob = await cluster.join<Logged>(two.url, setup.bob.cookie, code);
    const carol = await cluster.join<Logged>(one.url, carolUser.cookie, code);
    const sat = await sendOp(carol.socket, { type: 'claimSeat', seatId: carol.welcome.view.seats[0]!.id });
    expect(sat).toMatchObject({ kind: 'ack' });

    await gql(TRANSFER, { r: setup.room.id, u: setup.bob.id }, setup.alice.cookie);
    const text = `made ${setup.bob.input.name} the host`;
    for (const socket of [alice.socket, bob.socket, carol.socket])
      expect(await lineOf(socket, text)).toMatchObject({ actor: { name: setup.alice.input.name, you: false }, text });
    // Between the op before it and the op after it, in every list of the log.
    const handed = await lineOf(carol.socket, text);
    const satSeq = sat.seq!;
    expect(handed.seq).toBeGreaterThan(satSeq);
    expect(handed.seq).toBeLessThan(satSeq + 1);
    const die = Object.values(carol.welcome.view.pieces).find((p) => p.componentId === 'die')!;
    const after = await sendOp(carol.socket, { type: 'roll', pieceId: die.id });
    expect(after).toMatchObject({ kind: 'ack' });
    const afterSeq = after.seq!;
    await carol.socket.waitFor((m) => m.kind === 'log' && (m.line as Line).seq === afterSeq);

    // Dan joins later, on either instance: the line is in his log, in its place.
    const dan = await cluster.join<Logged>(two.url, (await signUpUser(t)).cookie, code);
    const seqs = dan.welcome.log.items.map((line) => line.seq);
    expect(dan.welcome.log.items.find((line) => line.text === text)).toMatchObject({
      seq: handed.seq,
      actor: { name: setup.alice.input.name },
    });
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(seqs.indexOf(handed.seq)).toBe(seqs.indexOf(satSeq) + 1);
    expect(seqs.indexOf(afterSeq)).toBe(seqs.indexOf(handed.seq) + 1);
    // And in the page before the op after it.
    dan.socket.send({ kind: 'history', of: 'log', before: afterSeq });
    const older = await dan.socket.waitFor<{ items: Line[] }>((m) => m.kind === 'history' && m.of === 'log');
    expect(older.items.at(-1)).toMatchObject({ seq: handed.seq, text });
  });

  it('tells everyone who ended the game before the room closes, and keeps the line', async () => {
    const setup = await createCardRoom(t);
    const code = setup.room.code;
    const bob = await cluster.join<Logged>(two.url, setup.bob.cookie, code);
    await gql('mutation ($id: ID!) { endRoom(id: $id) { status } }', { id: setup.room.id }, setup.alice.cookie);
    const text = 'ended the game: its shuffles and rolls can be checked now';
    expect(await lineOf(bob.socket, text)).toMatchObject({ actor: { name: setup.alice.input.name } });
    await bob.socket.waitFor((m) => m.kind === 'roomClosed');
    const kinds = bob.socket.messages.map((m) => (m.kind === 'log' ? `log:${(m.line as Line).text}` : m.kind));
    expect(kinds.indexOf(`log:${text}`)).toBeLessThan(kinds.indexOf('roomClosed'));
    const kept = await t.db.pool.query<{ fact: { actor: { userId: string } } }>('SELECT fact FROM room_log_events WHERE room_id = $1', [
      setup.room.id,
    ]);
    expect(kept.rows.map((row) => row.fact.actor.userId)).toEqual([setup.alice.id]);
  });

  it("tells everyone that the game's owner closed a room they do not host, naming them", async () => {
    const setup = await createCardRoom(t);
    const bobsRoom = (
      await gql<{ createRoom: { id: string; code: string } }>(
        'mutation ($g: ID!) { createRoom(gameId: $g) { id code } }',
        { g: setup.game.id },
        setup.bob.cookie,
      )
    ).createRoom;
    const bob = await cluster.join<Logged>(one.url, setup.bob.cookie, bobsRoom.code);
    await gql('mutation ($id: ID!) { closeRoom(id: $id) { status } }', { id: bobsRoom.id }, setup.alice.cookie);
    expect(await lineOf(bob.socket, 'closed the room for now')).toMatchObject({ actor: { name: setup.alice.input.name } });
    // Reopened by its host, the room's log says both.
    await gql('mutation ($id: ID!) { reopenRoom(id: $id) { status } }', { id: bobsRoom.id }, setup.bob.cookie);
    const again = await cluster.join<Logged>(two.url, setup.bob.cookie, bobsRoom.code);
    expect(again.welcome.log.items.slice(-2).map((line) => [line.actor.name, line.text])).toEqual([
      [setup.alice.input.name, 'closed the room for now'],
      [setup.bob.input.name, 'reopened the room'],
    ]);
  });
});

describe('a room handed over when its host deletes their account', () => {
  it('gives the player who takes it the host powers on their open socket, without a reload', async () => {
    const setup = await createCardRoom(t);
    // Bob hosts a room of alice's game; carol plays in it, and dan holds a seat.
    const bobsRoom = (
      await gql<{ createRoom: { id: string; code: string } }>(
        'mutation ($g: ID!) { createRoom(gameId: $g) { id code } }',
        { g: setup.game.id },
        setup.bob.cookie,
      )
    ).createRoom;
    const [carolUser, danUser] = [await signUpUser(t), await signUpUser(t)];
    const bob = await cluster.join<Welcome>(one.url, setup.bob.cookie, bobsRoom.code);
    const carol = await cluster.join<Welcome>(two.url, carolUser.cookie, bobsRoom.code);
    const dan = await cluster.join<Welcome>(one.url, danUser.cookie, bobsRoom.code);
    const seatId = dan.welcome.view.seats[0]!.id;
    const sat = await sendOp(dan.socket, { type: 'claimSeat', seatId });
    expect(sat).toMatchObject({ kind: 'ack' });
    await carol.socket.waitFor((m) => m.kind === 'op' && m.seq === sat.seq);
    // Dan was there last: make carol the most recent player, so she is the heir.
    await t.db.pool.query("UPDATE room_players SET last_seen_at = now() + interval '1 minute' WHERE room_id = $1 AND user_id = $2", [
      bobsRoom.id,
      carolUser.id,
    ]);
    expect(await sendOp(carol.socket, { type: 'releaseSeat', seatId })).toMatchObject({ kind: 'reject', code: 'SEAT_OCCUPIED' });

    await gql('mutation ($p: String!) { deleteAccount(password: $p) }', { p: setup.bob.input.password }, setup.bob.cookie);
    await bob.socket.closed;
    await carol.socket.waitFor((m) => m.kind === 'host' && m.hostId === carolUser.id);
    // Everyone there reads why the host changed.
    for (const socket of [carol.socket, dan.socket])
      await socket.waitFor(
        (m) =>
          m.kind === 'log' &&
          (m.line as { text: string }).text === `left Tablecraft: ${carolUser.input.name} is the host now` &&
          (m.line as { actor: { name: string } }).actor.name === setup.bob.input.name,
      );
    expect(await sendOp(carol.socket, { type: 'releaseSeat', seatId })).toMatchObject({ kind: 'ack' });
  });
});

describe('who is in the room', () => {
  it('names everyone already here to a newcomer, spectators too, by their account', async () => {
    const setup = await createCardRoom(t);
    await gql(
      'mutation ($g: ID!) { updateGamePermissions(id: $g, input: { playPermission: PLAYERS, allowSpectators: true }) { id } }',
      { g: setup.game.id },
      setup.alice.cookie,
    );
    const watcher = await signUpUser(t);
    const spectator = await cluster.join<Welcome>(two.url, watcher.cookie, setup.room.code);
    expect(spectator.welcome.role).toBe('spectator');
    const alice = await cluster.join<Welcome>(one.url, setup.alice.cookie, setup.room.code);
    const named = await alice.socket.waitFor<{ userId: string; name: string; here: boolean }>(
      (m) => m.kind === 'presence' && m.userId === watcher.id,
    );
    expect(named).toMatchObject({ name: watcher.input.name, online: true, here: true });
    // The spectator heard alice arrive, by her account.
    await spectator.socket.waitFor((m) => m.kind === 'presence' && m.userId === setup.alice.id && m.online === true);
  });
});
