import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { SIGN_UP, newUserInput, signUpUser } from '../../testing/accounts.ts';

// Text Postgres cannot store (NUL, half of a UTF-16 pair) is the client's mistake: refused before any
// resolver runs as BAD_USER_INPUT with the field's path, HTTP 400, nothing written and nothing logged as
// an error, whether it comes in a variable or written inline in the query.

let t: TestApi;
let user: Awaited<ReturnType<typeof signUpUser>>;
const errorLog = vi.fn();
beforeAll(async () => {
  t = await startTestApi();
  user = await signUpUser(t);
  vi.spyOn(t.services.logger, 'error').mockImplementation(errorLog as never);
});
afterAll(async () => {
  await t?.close();
});

const PROBLEM = 'contains a character that cannot be stored (such as NUL)';
const NUL = 'a\u0000b';
const count = async (table: string) => Number((await t.db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
const tables = ['users', 'pending_sign_ups', 'sessions', 'games', 'rooms'];
const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await count(table)])));

const CASES: Array<[string, string, Record<string, unknown>, string, boolean?]> = [
  ['search', 'query ($s: String) { publicGames(search: $s) { total } }', { s: NUL }, 'search'],
  ['log-in', 'mutation ($i: LogInInput!) { logIn(input: $i) { id } }', { i: { email: NUL, password: 'whatever it is' } }, 'email'],
  ['log-in password', 'mutation ($i: LogInInput!) { logIn(input: $i) { id } }', { i: { email: 'a@b.test', password: NUL } }, 'password'],
  ['user, inline', 'query { user(userName: "a\\u0000b") { id } }', {}, 'userName'],
  ['game', 'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { id } }', { u: 'someone', g: NUL }, 'gameName'],
  ['room', 'query ($c: String!) { room(code: $c) { id } }', { c: NUL }, 'code'],
  ['new game', 'mutation ($i: CreateGameInput!) { createGame(input: $i) { id } }', { i: { title: NUL } }, 'title', true],
  ['new game, inline', 'mutation { createGame(input: { title: "x\\u0000" }) { id } }', {}, 'title', true],
  ['sign-up', SIGN_UP, { input: { ...newUserInput(), name: NUL } }, 'name'],
  [
    'profile, half a pair',
    'mutation ($i: UpdateProfileInput!) { updateProfile(input: $i) { id } }',
    { i: { name: 'x\ud800y' } },
    'name',
    true,
  ],
];

describe('text that cannot be stored', () => {
  it.each(CASES)('is refused as a field error: %s', async (_name, query, variables, field, withSession) => {
    const before = await counts();
    errorLog.mockClear();
    const result = await t.graphql(query, variables, withSession ? { cookie: user.cookie } : {});
    expect(result.status).toBe(400);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors).toEqual([{ message: PROBLEM, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: PROBLEM } } }]);
    expect(result.setCookie).toEqual([]);
    expect(errorLog).not.toHaveBeenCalled();
    expect(await counts()).toEqual(before);
  });

  it('is found inside JSON input, keys included, with the path into it', async () => {
    const result = await t.graphql(
      'mutation ($r: ID!, $i: JSON!) { addPart(revisionId: $r, expectedVersion: 1, kind: guide, input: $i) { revision { id } } }',
      { r: '00000000-0000-0000-0000-000000000000', i: { name: 'Rules', meta: [{ ['k\u0000']: 1 }] } },
      { cookie: user.cookie },
    );
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { 'meta.0.k\u0000': PROBLEM } });
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('leaves whole pairs (emoji) and ordinary control characters alone', async () => {
    const result = await t.graphql('query ($s: String) { publicGames(search: $s) { total } }', { s: 'dice 🎲\ttab' });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data).toEqual({ publicGames: { total: expect.any(Number) } });
  });
});
