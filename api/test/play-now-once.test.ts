import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { createUserWithSession } from '../../testing/uploads-fixtures.ts';

// Play now on /create makes one game per account and template, the first time, and finds it after: also
// when the button is pressed many times at once (a double click, a page that retries, a script).
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

const PLAY_NOW = 'mutation ($t: ID!) { playTemplate(templateId: $t) { id } }';

it('makes one game of 20 Play now calls at once, and every call answers it', async () => {
  const user = await createUserWithSession(t.db.pool);
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => t.graphql<{ playTemplate: { id: string } }>(PLAY_NOW, { t: 'checkers' }, { cookie: user.cookie })),
  );
  expect(answers.map((answer) => answer.body.errors ?? [])).toEqual(answers.map(() => []));
  const ids = new Set(answers.map((answer) => answer.body.data!.playTemplate.id));
  expect(ids.size).toBe(1);
  const games = await t.db.pool.query<{ id: string; template: string | null }>(
    'SELECT id, play_now_template AS template FROM games WHERE owner_id = $1',
    [user.id],
  );
  expect(games.rows).toEqual([{ id: [...ids][0], template: 'checkers' }]);
  // The refused ones stored no art of their own: the game's assets are all there is.
  const assets = await t.db.pool.query<{ n: number }>('SELECT count(DISTINCT game_id)::int AS n FROM assets WHERE owner_id = $1', [
    user.id,
  ]);
  expect(assets.rows[0]!.n).toBe(1);
});
