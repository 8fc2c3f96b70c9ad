import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@tablecraft/platform';
import { randomIp, startTestApi, type GraphQLResult, type TestApi } from '../../testing/api.ts';
import { signUpUser } from '../../testing/accounts.ts';

// Structure a request brings is bounded before anything walks it: a variable nested thousands deep, or a
// list or object with more entries than any input has, is the client's mistake, refused with HTTP 400 as
// BAD_USER_INPUT naming the field, at the cost of reading it once. Never a server error, never an
// error-level log line, nothing of what was sent in the log, and nothing written.

const DEPTH = 'is nested more than 64 levels deep';
const WIDTH = 'holds more than 10000 entries';
/** Put in what is sent, so the log can be searched for it. */
const SECRET = 'do-not-log-me-7f3a';

const lines: Array<{ level: number; msg?: string } & Record<string, unknown>> = [];
let logged = '';
const destination = new Writable({
  write(chunk, _encoding, done) {
    logged += String(chunk);
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
    done();
  },
});

let t: TestApi;
let owner: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  t = await startTestApi({ logger: createLogger('api-test', { level: 'info', pretty: false, destination }) });
  owner = await signUpUser(t);
});
afterAll(async () => {
  await t?.close();
});

/** JSON text nested `depth` deep; built as text, since JSON.stringify itself overflows the stack on it. */
const nestedArrays = (depth: number, inner = `"${SECRET}"`) => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
const nestedObjects = (depth: number, key: string) => `${`{"${key}":`.repeat(depth)}"${SECRET}"${'}'.repeat(depth)}`;

/** POSTs a body written as text, as a client may. */
async function post(body: string, cookie?: string): Promise<GraphQLResult<never>> {
  const response = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), ...(cookie ? { cookie } : {}) },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as GraphQLResult<never>['body'],
    setCookie: response.headers.getSetCookie(),
  };
}

const count = async (table: string) => Number((await t.db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
const tables = ['users', 'pending_sign_ups', 'sessions', 'games', 'revisions'];
const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await count(table)])));

/** Sends a request and returns its answer with what was logged for it (the request line comes once it finished). */
/** Waits for the request's own line (pino-http writes it when the response has finished). */
const requestLogged = () => expect.poll(() => lines.some((line) => 'req' in line && 'res' in line)).toBe(true);

async function refused(body: string, cookie?: string) {
  lines.length = 0;
  logged = '';
  const before = await counts();
  const result = await post(body, cookie);
  await requestLogged();
  const after = await counts();
  return { result, lines: [...lines], logged, written: JSON.stringify(after) !== JSON.stringify(before) };
}

function expectFieldRefusal(result: GraphQLResult<never>, field: string, problem: string) {
  expect(result.status).toBe(400);
  expect(result.body.data).toBeUndefined();
  expect(result.body.errors).toEqual([{ message: problem, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: problem } } }]);
}

function expectQuietLog(seen: Awaited<ReturnType<typeof refused>>) {
  // One line for the request, at warn: a client's mistake is no error of the server's.
  expect(seen.lines.filter((line) => line.level >= 50)).toEqual([]);
  expect(seen.lines.length).toBeLessThanOrEqual(1);
  expect(seen.logged).not.toContain(SECRET);
}

/** `field` followed by `depth` list indexes: the path to the first list nested past the limit. */
const indexesPath = (field: string, depth: number) => [field, ...Array.from({ length: depth }, () => 0)].join('.');

describe('structure a request may bring', () => {
  it('refuses a variable nested ten thousand deep from a visitor as a field error, not a server error', async () => {
    const body = `{"query":"query ($s: String) { publicGames(search: $s) { total } }","variables":{"s":${nestedArrays(10_000)}}}`;
    expect(body.length).toBeLessThan(64 * 1024);
    const seen = await refused(body);
    expectFieldRefusal(seen.result, indexesPath('search', 64), DEPTH);
    expectQuietLog(seen);
    expect(seen.written).toBe(false);
  });

  it('refuses deep objects in JSON input the same way, keys in the path', async () => {
    const body =
      `{"query":"mutation ($r: ID!, $i: JSON!) { addPart(revisionId: $r, expectedVersion: 1, kind: guide, input: $i) { id } }",` +
      `"variables":{"r":"00000000-0000-0000-0000-000000000000","i":{"name":"Rules","meta":${nestedObjects(3_000, 'k')}}}}`;
    const seen = await refused(body);
    expectFieldRefusal(seen.result, ['meta', ...Array.from({ length: 63 }, () => 'k')].join('.'), DEPTH);
    expectQuietLog(seen);
  });

  it('refuses a list wider than any input from a visitor, naming the field', async () => {
    const ids = Array.from({ length: 10_001 }, () => '0').join(',');
    const body = `{"query":"mutation ($r: ID!, $ids: [ID!]!) { reorderParts(revisionId: $r, expectedVersion: 1, kind: guide, ids: $ids) { id } }","variables":{"r":"${SECRET}","ids":[${ids}]}}`;
    const seen = await refused(body);
    expectFieldRefusal(seen.result, 'ids', WIDTH);
    expectQuietLog(seen);
    expect(seen.written).toBe(false);
  });

  it('refuses an object with more keys than any input from an account, naming the field and changing nothing', async () => {
    const keys = Array.from({ length: 10_001 }, (_, i) => `"k${i}":1`).join(',');
    const body = `{"query":"mutation ($i: UpdateProfileInput!) { updateProfile(input: $i) { name } }","variables":{"i":{"name":"${SECRET}",${keys}}}}`;
    const seen = await refused(body, owner.cookie);
    expectFieldRefusal(seen.result, 'input', WIDTH);
    expectQuietLog(seen);
    expect(seen.written).toBe(false);
    const { rows } = await t.db.pool.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [owner.id]);
    expect(rows[0]!.name).toBe(owner.input.name);
  });

  it('answers an input object with thousands of keys its type lacks by the first, reading it once', async () => {
    // Within the bounds, so graphql's coercion reads it: each key it does not know is an error that prints
    // the whole object, so finding them all cost the square of its size.
    const keys = Array.from({ length: 5_000 }, (_, i) => `"k${i}":1`).join(',');
    const body = `{"query":"mutation ($i: LogInInput!) { logIn(input: $i) { id } }","variables":{"i":{"email":"a@b.test","password":"${SECRET}",${keys}}}}`;
    expect(body.length).toBeLessThan(64 * 1024);
    const seen = await refused(body);
    expect(seen.result.status).toBe(400);
    expect(seen.result.body.errors).toHaveLength(1);
    expect(seen.result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(seen.result.body.errors?.[0]?.message).toMatch(/Field "k0" is not defined by type "LogInInput"/);
    expectQuietLog(seen);
    expect(seen.written).toBe(false);
  });

  it('bounds variables the operation does not name, which graphql would ignore', async () => {
    const body = `{"query":"{ viewer { id } }","variables":{"extra":${nestedArrays(5_000)}}}`;
    const seen = await refused(body);
    expectFieldRefusal(seen.result, indexesPath('extra', 64), DEPTH);
    expectQuietLog(seen);
  });

  it('bounds the rest of the body too: its extensions, and how many variables it names', async () => {
    const deep = await refused(`{"query":"{ viewer { id } }","extensions":${nestedArrays(10_000)}}`);
    expectFieldRefusal(deep.result, indexesPath('extensions', 63), DEPTH);
    expectQuietLog(deep);
    const names = Array.from({ length: 10_001 }, (_, i) => `"v${i}":1`).join(',');
    const many = await refused(`{"query":"{ viewer { id } }","variables":{${names}}}`, owner.cookie);
    expectFieldRefusal(many.result, 'variables', WIDTH);
    expectQuietLog(many);
  });

  it('refuses the same inline in the query, and over GET', async () => {
    const inline = await post(
      JSON.stringify({
        query: `mutation { addPart(revisionId: "00000000-0000-0000-0000-000000000000", expectedVersion: 1, kind: guide, input: { name: "x", meta: ${'['.repeat(70)}1${']'.repeat(70)} }) { id } }`,
      }),
    );
    expectFieldRefusal(inline, indexesPath('meta', 63), DEPTH);

    // Over GET the variables are in the address, which the request's log line names: by its path alone.
    const query = encodeURIComponent('query ($s: String) { publicGames(search: $s) { total } }');
    const variables = encodeURIComponent(`{"s":${nestedArrays(1_500)}}`);
    lines.length = 0;
    logged = '';
    const response = await fetch(`${t.url}/graphql?query=${query}&variables=${variables}`, {
      headers: { 'apollo-require-preflight': 'true', 'x-forwarded-for': randomIp() },
    });
    expectFieldRefusal(
      { status: response.status, body: (await response.json()) as never, setCookie: [] },
      indexesPath('search', 64),
      DEPTH,
    );
    await requestLogged();
    expectQuietLog({ result: inline, lines: [...lines], logged, written: false });
    expect(lines).toEqual([expect.objectContaining({ level: 40, req: expect.objectContaining({ method: 'GET', url: '/graphql' }) })]);
  });

  it("refuses an account's game document nested five thousand deep, and keeps the draft as it was", async () => {
    const created = await post(
      JSON.stringify({
        query: 'mutation ($i: CreateGameInput!) { createGame(input: $i) { gameName } }',
        variables: { i: { title: 'Deep Game' } },
      }),
      owner.cookie,
    );
    const gameName = (created.body.data as unknown as { createGame: { gameName: string } }).createGame.gameName;
    const draftQuery = JSON.stringify({
      query: 'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { revision(name: "draft") { id version document } } }',
      variables: { u: owner.input.userName, g: gameName },
    });
    const draftOf = async () =>
      (
        (await post(draftQuery, owner.cookie)).body.data as unknown as {
          game: { revision: { id: string; version: number; document: Record<string, unknown> } };
        }
      ).game.revision;
    const draft = await draftOf();
    const { objects: _objects, ...rest } = draft.document;
    const document = `${JSON.stringify(rest).slice(0, -1)},"objects":[${nestedObjects(5_000, 'placement')}]}`;
    const body =
      `{"query":"mutation ($r: ID!, $v: Int!, $d: JSON!) { saveDocument(revisionId: $r, expectedVersion: $v, document: $d) { version } }",` +
      `"variables":{"r":"${draft.id}","v":${draft.version},"d":${document}}}`;
    const seen = await refused(body, owner.cookie);
    expectFieldRefusal(seen.result, ['document', 'objects', 0, ...Array.from({ length: 62 }, () => 'placement')].join('.'), DEPTH);
    expectQuietLog(seen);
    expect(seen.written).toBe(false);
    expect(await draftOf()).toEqual(draft);
  });

  it('lets ordinary input through', async () => {
    const result = await post(
      JSON.stringify({ query: 'query ($s: String) { publicGames(search: $s) { total } }', variables: { s: 'dice' } }),
    );
    expect(result.body.errors).toBeUndefined();
  });
});
