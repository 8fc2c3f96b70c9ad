import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';

// A list's fields read their rows together: the home page's 24 games, each with its owner, is a handful
// of queries, not one per game. Counted on the real pool, as Postgres receives them.

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
  // 24 published public games by 8 owners, as the home page lists them.
  for (let o = 0; o < 8; o++) {
    const owner = await signUpUser(t);
    for (let g = 0; g < 3; g++) {
      const created = await t.graphql<{ createGame: { id: string } }>(
        'mutation ($input: CreateGameInput!) { createGame(input: $input) { id } }',
        { input: { title: `Batch ${o}-${g}`, visibility: 'PUBLIC' } },
        { cookie: owner.cookie },
      );
      // Listed once published.
      const published = await t.graphql(
        'mutation ($g: ID!) { publishRevision(gameId: $g) { name } }',
        { g: created.body.data!.createGame.id },
        { cookie: owner.cookie },
      );
      expect(published.body.errors).toBeUndefined();
    }
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** The SQL texts Postgres receives while `run` runs, counted on the real pool. */
async function statementsDuring(run: () => Promise<void>): Promise<string[]> {
  const pool = t.services.pool;
  const original = pool.query.bind(pool);
  const statements: string[] = [];
  pool.query = ((...args: Parameters<typeof original>) => {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
    statements.push(text);
    return original(...args);
  }) as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = original;
  }
  return statements;
}

/** A new user's published games, each with a room open on it. */
async function gamesWithRooms(count: number) {
  const owner = await signUpUser(t);
  for (let g = 0; g < count; g++) {
    const created = await t.graphql<{ createGame: { id: string } }>(
      'mutation ($input: CreateGameInput!) { createGame(input: $input) { id } }',
      { input: { title: `Rooms ${g}`, visibility: 'PUBLIC' } },
      { cookie: owner.cookie },
    );
    const gameId = created.body.data!.createGame.id;
    const published = await t.graphql(
      'mutation ($g: ID!) { publishRevision(gameId: $g) { name } }',
      { g: gameId },
      { cookie: owner.cookie },
    );
    expect(published.body.errors).toBeUndefined();
    const room = await t.graphql('mutation ($g: ID!) { createRoom(gameId: $g) { code } }', { g: gameId }, { cookie: owner.cookie });
    expect(room.body.errors).toBeUndefined();
  }
  return owner;
}

it("reads the owners of a page of 24 games in one query, whatever the page's size", async () => {
  const statements = await statementsDuring(async () => {
    const page = await t.graphql<{ publicGames: { games: Array<{ title: string; owner: { userName: string } }> } }>(
      '{ publicGames(first: 24) { games { title owner { userName } } } }',
      {},
    );
    expect(page.body.data?.publicGames.games).toHaveLength(24);
    expect(new Set(page.body.data!.publicGames.games.map((game) => game.owner.userName)).size).toBe(8);
  });
  expect(statements.filter((text) => /FROM users WHERE id/.test(text))).toHaveLength(1);
});

it("reads the games, revisions, seats and players of the viewer's rooms in one query each, however many rooms ask", async () => {
  const owner = await gamesWithRooms(3);
  const statements = await statementsDuring(async () => {
    const rooms = await t.graphql<{
      viewerRooms: Array<{
        game: { title: string };
        revision: { name: string };
        viewerCanManage: boolean;
        seatsTaken: number;
        seatCount: number;
        players: unknown[];
      }>;
    }>(
      '{ viewerRooms { game { title } revision { name } viewerCanManage seatsTaken seatCount players { user { name } } } }',
      {},
      { cookie: owner.cookie },
    );
    expect(rooms.body.errors).toBeUndefined();
    const listed = rooms.body.data!.viewerRooms;
    expect(listed.map((room) => room.game.title).sort()).toEqual(['Rooms 0', 'Rooms 1', 'Rooms 2']);
    expect(listed.every((room) => room.viewerCanManage && room.revision.name === 'v1')).toBe(true);
    expect(listed.every((room) => room.seatsTaken === 0 && room.seatCount > 0 && room.players.length === 0)).toBe(true);
  });
  expect(statements.filter((text) => /FROM games g WHERE g\.id/.test(text))).toHaveLength(1);
  expect(statements.filter((text) => /FROM revisions WHERE id/.test(text))).toHaveLength(1);
  expect(statements.filter((text) => /FROM rooms WHERE rooms\.id/.test(text))).toHaveLength(1);
  expect(statements.filter((text) => /FROM room_players p\s+WHERE room_id = ANY/.test(text))).toHaveLength(1);
});

it("reads the members of the viewer's games in one query, however many games ask", async () => {
  const owner = await gamesWithRooms(3);
  const statements = await statementsDuring(async () => {
    const games = await t.graphql<{ viewerGames: Array<{ members: Array<{ role: string; user: { userName: string } }> }> }>(
      '{ viewerGames { members { role user { userName } } } }',
      {},
      { cookie: owner.cookie },
    );
    expect(games.body.errors).toBeUndefined();
    expect(games.body.data!.viewerGames).toHaveLength(3);
    for (const game of games.body.data!.viewerGames)
      expect(game.members).toEqual([{ role: 'OWNER', user: { userName: owner.input.userName } }]);
  });
  expect(statements.filter((text) => /FROM game_members WHERE game_id/.test(text))).toHaveLength(1);
});
