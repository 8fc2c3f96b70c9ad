import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';
import { openSocket, type TestSocket } from '../../testing/socket-client.ts';
import { startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { INVITE_ONLY, INVITE_ONLY_VISITOR } from '../src/rooms/access.ts';

// Joining a room is decided by the same policy rules as the API's: members, listed players, the
// game's play permission and its spectator setting, read fresh from Postgres on every join.
let t: TestApi;
let socketProcess: SocketProcess;
let setup: Awaited<ReturnType<typeof createCardRoom>>;
let carol: Awaited<ReturnType<typeof signUpUser>>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await startTestApi();
  socketProcess = await startSocketProcess({ DATABASE_URL: t.db.url, REDIS_URL: inject('redisUrl') });
  setup = await createCardRoom(t);
  carol = await signUpUser(t);
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await socketProcess?.stop();
  await t?.close();
});

async function hello(cookie: string | undefined) {
  const socket = await openSocket(socketProcess.url, cookie);
  sockets.push(socket);
  socket.send({
    kind: 'hello',
    protocolVersion: 2,
    roomCode: setup.room.code,
    clientId: `tab-${Math.random().toString(36).slice(2)}-0123456789`,
  });
  const answer = await socket.waitFor<{ kind: string; role?: string; code?: string; reason?: string }>(
    (m) => m.kind === 'welcome' || m.kind === 'error',
  );
  socket.close();
  return answer;
}

const setGame = (sql: string, params: unknown[] = []) =>
  t.db.pool.query(`UPDATE games SET ${sql} WHERE id = $1`, [setup.game.id, ...params]);
const userId = async (userName: string) =>
  (await t.db.pool.query<{ id: string }>('SELECT id FROM users WHERE user_name = $1', [userName])).rows[0]!.id;

describe('who may join a room', () => {
  it('refuses a stranger in a private game, lets in a listed player, and refuses them again once removed', async () => {
    await setGame(`visibility = 'private'`);
    // Each refusal names the one thing that helps: the host's invite link, or logging in as one of the game's people.
    expect(await hello(carol.cookie)).toMatchObject({ kind: 'error', code: 'FORBIDDEN', reason: INVITE_ONLY });
    expect(await hello(undefined)).toMatchObject({ kind: 'error', code: 'FORBIDDEN', reason: INVITE_ONLY_VISITOR });

    const added = await t.graphql(
      'mutation ($g: ID!, $u: String!) { addPlayer(gameId: $g, userName: $u) { source } }',
      { g: setup.game.id, u: carol.input.userName },
      { cookie: setup.alice.cookie },
    );
    expect(added.body.errors).toBeUndefined();
    expect(await hello(carol.cookie)).toMatchObject({ kind: 'welcome', role: 'player' });

    const removed = await t.graphql(
      'mutation ($g: ID!, $u: ID!) { removePlayer(gameId: $g, userId: $u) }',
      { g: setup.game.id, u: await userId(carol.input.userName) },
      { cookie: setup.alice.cookie },
    );
    expect(removed.body.data).toEqual({ removePlayer: true });
    expect(await hello(carol.cookie)).toMatchObject({ kind: 'error', code: 'FORBIDDEN' });
  });

  it('lets a member of a private game play, and refuses them once removed', async () => {
    const carolId = await userId(carol.input.userName);
    await t.db.pool.query(`INSERT INTO game_members (game_id, user_id, role) VALUES ($1, $2, 'viewer')`, [setup.game.id, carolId]);
    expect(await hello(carol.cookie)).toMatchObject({ kind: 'welcome', role: 'player' });
    const removed = await t.graphql(
      'mutation ($g: ID!, $u: ID!) { removeMember(gameId: $g, userId: $u) }',
      { g: setup.game.id, u: carolId },
      { cookie: setup.alice.cookie },
    );
    expect(removed.body.data).toEqual({ removeMember: true });
    expect(await hello(carol.cookie)).toMatchObject({ kind: 'error', code: 'FORBIDDEN' });
  });

  it('seats only listed players when the game says so; others watch if spectators are allowed, else are refused', async () => {
    await setGame(`visibility = 'public', play_permission = 'players', allow_spectators = true`);
    expect(await hello(carol.cookie)).toMatchObject({ kind: 'welcome', role: 'spectator' });
    expect(await hello(undefined)).toMatchObject({ kind: 'welcome', role: 'spectator' });
    expect(await hello(setup.alice.cookie)).toMatchObject({ kind: 'welcome', role: 'player' });

    await setGame(`allow_spectators = false`);
    expect(await hello(carol.cookie)).toMatchObject({ kind: 'error', code: 'FORBIDDEN' });
    expect(await hello(undefined)).toMatchObject({ kind: 'error', code: 'FORBIDDEN' });
  });

  it('seats logged-in users only when the game asks for an account; visitors watch', async () => {
    await setGame(`play_permission = 'users', allow_spectators = true`);
    expect(await hello(carol.cookie)).toMatchObject({ kind: 'welcome', role: 'player' });
    expect(await hello(undefined)).toMatchObject({ kind: 'welcome', role: 'spectator' });
  });
});
