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

it("reads the owners of a page of 24 games in one query, whatever the page's size", async () => {
  const pool = t.services.pool;
  const original = pool.query.bind(pool);
  const statements: string[] = [];
  pool.query = ((...args: Parameters<typeof original>) => {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
    statements.push(text);
    return original(...args);
  }) as typeof pool.query;
  try {
    const page = await t.graphql<{ publicGames: { games: Array<{ title: string; owner: { userName: string } }> } }>(
      '{ publicGames(first: 24) { games { title owner { userName } } } }',
      {},
    );
    expect(page.body.data?.publicGames.games).toHaveLength(24);
    expect(new Set(page.body.data!.publicGames.games.map((game) => game.owner.userName)).size).toBe(8);
    expect(statements.filter((text) => /FROM users WHERE id/.test(text))).toHaveLength(1);
  } finally {
    pool.query = original;
  }
});
