import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLOSE } from '@tablecraft/core/play';
import { type TestApi, graphqlData } from '../../testing/api.ts';
import { useSocketCluster } from '../../testing/socket-cluster.ts';
import { cookieFrom, signUpUser } from '../../testing/accounts.ts';
import { deckOf, sendOp, type TestSocket } from '../../testing/socket-client.ts';
import type { SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';

// Taking access away reaches connections that are already open, on every socket instance: the API
// announces the change on the `access` channel and each instance re-checks its connections. Two socket
// processes on the real Redis, with the API publishing through the same Redis, as in the cluster.
const cluster = useSocketCluster();
let t: TestApi;
let one: SocketProcess;
let two: SocketProcess;
beforeAll(() => void ({ t, one, two } = cluster));

type View = { seats: Array<{ id: string }>; pieces: Record<string, { id: string; componentId: string }> };
type Welcome = { kind: 'welcome'; role: string; seq: number; view: View };

const HIDDEN_FACE = /secret-\d/;

const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, cookie: string) =>
  graphqlData<T>(t, query, variables, cookie);

/**
 * A public card room where bob is seated with a card in hand, and bob is connected twice: once to each
 * socket process. Alice (the owner and host) is connected too.
 */
async function table(
  options: { visibility?: 'PUBLIC' | 'PRIVATE'; before?: (setup: Awaited<ReturnType<typeof createCardRoom>>) => Promise<void> } = {},
) {
  const setup = await createCardRoom(t, { visibility: options.visibility });
  await options.before?.(setup);
  const alice = await cluster.join<Welcome>(one.url, setup.alice.cookie, setup.room.code);
  const bobOne = await cluster.join<Welcome>(one.url, setup.bob.cookie, setup.room.code);
  const bobTwo = await cluster.join<Welcome>(two.url, setup.bob.cookie, setup.room.code);
  return { setup, alice, bobOne, bobTwo, bobs: [bobOne.socket, bobTwo.socket] };
}

async function seatAndDraw(bob: { socket: TestSocket; welcome: Welcome }, watcher: TestSocket) {
  expect(await sendOp(bob.socket, { type: 'claimSeat', seatId: bob.welcome.view.seats[1]!.id })).toMatchObject({ kind: 'ack' });
  const drawn = await sendOp(bob.socket, { type: 'draw', pileId: deckOf(bob.welcome.view), count: 1 });
  expect(drawn).toMatchObject({ kind: 'ack' });
  // Both of bob's connections see the face of the card in his hand: that is what must stop.
  await watcher.waitFor((m) => m.kind === 'op' && m.seq === drawn.seq);
  expect(JSON.stringify(watcher.messages)).toMatch(HIDDEN_FACE);
}

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

/**
 * Runs the change and checks that every socket is closed with the close code once the API has answered,
 * told why just before, and never sent a hidden face after the change.
 */
async function expectClosed(targets: TestSocket[], change: () => Promise<unknown>, expected: { close: { code: number }; code: string }) {
  const marks = targets.map((socket) => socket.messages.length);
  await change();
  const deadline = Date.now() + PUSH_DEADLINE_MS;
  const closes = await Promise.all(targets.map((socket, i) => before(socket.closed, deadline, `close of socket ${i}`)));
  targets.forEach((socket, i) => {
    expect(closes[i]!.code).toBe(expected.close.code);
    const after = socket.messages.slice(marks[i]);
    expect(after).toContainEqual(expect.objectContaining({ kind: 'error', code: expected.code, reason: expect.any(String) }));
    expect(JSON.stringify(after)).not.toMatch(HIDDEN_FACE);
    expect(socket.ws.readyState).toBe(WebSocket.CLOSED);
  });
}

describe('access taken away reaches open sockets on every instance', () => {
  it('closes everyone when the host closes the room', async () => {
    const { setup, alice, bobOne, bobs } = await table();
    await seatAndDraw(bobOne, bobs[1]!);
    await expectClosed(
      [alice.socket, ...bobs],
      () => gql('mutation ($id: ID!) { closeRoom(id: $id) { status } }', { id: setup.room.id }, setup.alice.cookie),
      { close: CLOSE.closed, code: 'ROOM_CLOSED' },
    );
  });

  it('closes everyone when the game is deleted', async () => {
    const { setup, alice, bobOne, bobs } = await table();
    await seatAndDraw(bobOne, bobs[1]!);
    await expectClosed(
      [alice.socket, ...bobs],
      () => gql('mutation ($g: ID!) { deleteGame(id: $g) }', { g: setup.game.id }, setup.alice.cookie),
      { close: CLOSE.notFound, code: 'GAME_DELETED' },
    );
  });

  it('closes a player who may no longer see the game once it is made private, and keeps its owner', async () => {
    const { setup, alice, bobOne, bobs } = await table();
    await seatAndDraw(bobOne, bobs[1]!);
    await expectClosed(
      bobs,
      () =>
        gql('mutation ($g: ID!) { updateGame(id: $g, input: { visibility: PRIVATE }) { id } }', { g: setup.game.id }, setup.alice.cookie),
      { close: CLOSE.removed, code: 'REMOVED' },
    );
    expect(await sendOp(alice.socket, { type: 'claimSeat', seatId: alice.welcome.view.seats[0]!.id })).toMatchObject({ kind: 'ack' });
  });

  it('makes a player a spectator when play is narrowed to listed players and spectators may watch', async () => {
    const { setup, alice, bobOne, bobTwo, bobs } = await table();
    await seatAndDraw(bobOne, bobs[1]!);
    const marks = bobs.map((socket) => socket.messages.length);
    await gql(
      'mutation ($g: ID!) { updateGamePermissions(id: $g, input: { playPermission: PLAYERS, allowSpectators: true }) { id } }',
      { g: setup.game.id },
      setup.alice.cookie,
    );
    const deadline = Date.now() + PUSH_DEADLINE_MS;
    for (const [i, socket] of bobs.entries()) {
      const role = await before(
        socket.waitFor((m) => m.kind === 'role'),
        deadline,
        `role of socket ${i}`,
      );
      expect(role).toMatchObject({ kind: 'role', role: 'spectator', seatId: null, reason: expect.any(String) });
      const resync = await before(
        socket.waitFor<{ seatId: null; view: unknown }>((m) => m.kind === 'resync' && socket.messages.indexOf(m) > marks[i]!),
        deadline,
        `resync of socket ${i}`,
      );
      expect(resync.seatId).toBeNull();
      expect(JSON.stringify(resync.view)).not.toMatch(HIDDEN_FACE);
    }
    // From now on their moves are refused, and what others do reaches them as it reaches spectators.
    for (const bob of [bobOne, bobTwo])
      expect(await sendOp(bob.socket, { type: 'draw', pileId: deckOf(bob.welcome.view), count: 1 })).toMatchObject({
        kind: 'reject',
        code: 'FORBIDDEN',
      });
    expect(await sendOp(alice.socket, { type: 'claimSeat', seatId: alice.welcome.view.seats[0]!.id })).toMatchObject({ kind: 'ack' });
    const drawn = await sendOp(alice.socket, { type: 'draw', pileId: deckOf(alice.welcome.view), count: 1 });
    expect(drawn).toMatchObject({ kind: 'ack' });
    for (const [i, socket] of bobs.entries()) {
      await socket.waitFor((m) => m.kind === 'op' && m.seq === drawn.seq);
      expect(JSON.stringify(socket.messages.slice(marks[i]))).not.toMatch(HIDDEN_FACE);
      expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    }
  });

  it('closes a spectator when spectators are no longer allowed', async () => {
    const setup = await createCardRoom(t);
    const carol = await signUpUser(t);
    await gql(
      'mutation ($g: ID!) { updateGamePermissions(id: $g, input: { playPermission: PLAYERS, allowSpectators: true }) { id } }',
      { g: setup.game.id },
      setup.alice.cookie,
    );
    const watchers = [
      await cluster.join<Welcome>(one.url, carol.cookie, setup.room.code),
      await cluster.join<Welcome>(two.url, carol.cookie, setup.room.code),
      await cluster.join<Welcome>(two.url, undefined, setup.room.code),
    ];
    for (const watcher of watchers) expect(watcher.welcome.role).toBe('spectator');
    await expectClosed(
      watchers.map((watcher) => watcher.socket),
      () =>
        gql(
          'mutation ($g: ID!) { updateGamePermissions(id: $g, input: { allowSpectators: false }) { id } }',
          { g: setup.game.id },
          setup.alice.cookie,
        ),
      { close: CLOSE.removed, code: 'REMOVED' },
    );
  });

  it('closes a removed listed player where spectators may not watch', async () => {
    const { setup, bobOne, bobs } = await table({
      before: async (setup) => {
        await gql(
          'mutation ($g: ID!, $u: String!) { addPlayer(gameId: $g, userName: $u) { source } }',
          { g: setup.game.id, u: setup.bob.input.userName },
          setup.alice.cookie,
        );
        await gql(
          'mutation ($g: ID!) { updateGamePermissions(id: $g, input: { playPermission: PLAYERS, allowSpectators: false }) { id } }',
          { g: setup.game.id },
          setup.alice.cookie,
        );
      },
    });
    expect(bobOne.welcome.role).toBe('player');
    await seatAndDraw(bobOne, bobs[1]!);
    await expectClosed(
      bobs,
      () =>
        gql(
          'mutation ($g: ID!, $u: ID!) { removePlayer(gameId: $g, userId: $u) }',
          { g: setup.game.id, u: setup.bob.id },
          setup.alice.cookie,
        ),
      { close: CLOSE.removed, code: 'REMOVED' },
    );
  });

  it('closes a removed member of a private game', async () => {
    const { setup, bobOne, bobs } = await table({
      visibility: 'PRIVATE',
      before: async (setup) => {
        await t.db.pool.query(`INSERT INTO game_members (game_id, user_id, role) VALUES ($1, $2, 'viewer')`, [setup.game.id, setup.bob.id]);
      },
    });
    await seatAndDraw(bobOne, bobs[1]!);
    await expectClosed(
      bobs,
      () =>
        gql(
          'mutation ($g: ID!, $u: ID!) { removeMember(gameId: $g, userId: $u) }',
          { g: setup.game.id, u: setup.bob.id },
          setup.alice.cookie,
        ),
      { close: CLOSE.removed, code: 'REMOVED' },
    );
  });

  it("closes an editor made a viewer out of the draft's test play", async () => {
    const setup = await createCardRoom(t, { visibility: 'PRIVATE' });
    await t.db.pool.query(`INSERT INTO game_members (game_id, user_id, role) VALUES ($1, $2, 'editor')`, [setup.game.id, setup.bob.id]);
    const testPlay = await gql<{ createRoom: { code: string } }>(
      'mutation ($g: ID!) { createRoom(gameId: $g, revisionName: "draft") { code } }',
      { g: setup.game.id },
      setup.alice.cookie,
    );
    const bobs = [
      await cluster.join<Welcome>(one.url, setup.bob.cookie, testPlay.createRoom.code),
      await cluster.join<Welcome>(two.url, setup.bob.cookie, testPlay.createRoom.code),
    ];
    await expectClosed(
      bobs.map((bob) => bob.socket),
      () =>
        gql(
          'mutation ($g: ID!, $u: ID!) { changeMemberRole(gameId: $g, userId: $u, role: VIEWER) { role } }',
          { g: setup.game.id, u: setup.bob.id },
          setup.alice.cookie,
        ),
      { close: CLOSE.removed, code: 'REMOVED' },
    );
  });

  it('closes the connections of the session that logged out, and only those', async () => {
    const { setup, bobOne, bobs } = await table();
    await seatAndDraw(bobOne, bobs[1]!);
    const again = await t.graphql('mutation ($i: LogInInput!) { logIn(input: $i) { id } }', {
      i: { email: setup.bob.input.email, password: setup.bob.input.password },
    });
    const otherSession = await cluster.join<Welcome>(two.url, cookieFrom(again.setCookie), setup.room.code);
    await expectClosed(bobs, () => gql('mutation { logOut }', {}, setup.bob.cookie), { close: CLOSE.signedOut, code: 'SIGNED_OUT' });
    expect(await sendOp(otherSession.socket, { type: 'draw', pileId: deckOf(otherSession.welcome.view), count: 1 })).toMatchObject({
      kind: 'ack',
    });
  });

  it('closes the other sessions of someone who changes their password, and keeps the one they used', async () => {
    const { setup, bobOne, bobs } = await table();
    await seatAndDraw(bobOne, bobs[1]!);
    const again = await t.graphql('mutation ($i: LogInInput!) { logIn(input: $i) { id } }', {
      i: { email: setup.bob.input.email, password: setup.bob.input.password },
    });
    const current = cookieFrom(again.setCookie);
    const kept = await cluster.join<Welcome>(two.url, current, setup.room.code);
    await expectClosed(
      bobs,
      () =>
        gql(
          'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { id } }',
          { c: setup.bob.input.password, n: 'a brand new passphrase' },
          current,
        ),
      { close: CLOSE.signedOut, code: 'SIGNED_OUT' },
    );
    expect(await sendOp(kept.socket, { type: 'draw', pileId: deckOf(kept.welcome.view), count: 1 })).toMatchObject({ kind: 'ack' });
  });

  it('closes the connections of a deleted account', async () => {
    const { setup, bobOne, bobs } = await table();
    await seatAndDraw(bobOne, bobs[1]!);
    await expectClosed(
      bobs,
      () => gql('mutation ($p: String!) { deleteAccount(password: $p) }', { p: setup.bob.input.password }, setup.bob.cookie),
      { close: CLOSE.signedOut, code: 'SIGNED_OUT' },
    );
  });
});
