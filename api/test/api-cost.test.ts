import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';

const UNPACED = { perSecond: 1_000_000, burst: 1_000_000, maxWaiting: 0, maxWaitingPerKey: 0, maxWaitMs: 0 };
import { signUpUser } from '../../testing/accounts.ts';

// What one caller may make the API do: cost per request, requests per minute, search length, and how
// much a game's documents may grow. Each refusal is checked to have changed nothing.

let t: TestApi;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let game: { id: string; gameName: string };
const PUBLISHES_PER_HOUR = 8;
beforeAll(async () => {
  t = await startTestApi({
    env: { GRAPHQL_POINTS_PER_MINUTE: '2000', PUBLISHES_PER_HOUR: String(PUBLISHES_PER_HOUR) },
    // The allowances in Redis are what this file checks: the per-process pacing (request-pacing.test.ts)
    // would otherwise make a visitor's 2,000 requests take minutes before the allowance is reached.
    paceRules: { graphqlPerAddress: UNPACED, graphqlVisitors: UNPACED },
  });
  owner = await signUpUser(t);
  const created = await t.graphql<{ createGame: { id: string; gameName: string } }>(
    'mutation { createGame(input: { title: "Big Game", visibility: PUBLIC }) { id gameName } }',
    {},
    { cookie: owner.cookie },
  );
  game = created.body.data!.createGame;
});
afterAll(async () => {
  await t?.close();
});

const ADD =
  'mutation ($r: ID!, $v: Int!, $i: JSON!) { addPart(revisionId: $r, expectedVersion: $v, kind: guide, input: $i) { revision { id version } } }';
const DRAFT = 'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { revision(name: "draft") { id version } } }';
const PUBLISH = 'mutation ($g: ID!) { publishRevision(gameId: $g) { name } }';

async function draft() {
  const result = await t.graphql<{ game: { revision: { id: string; version: number } } }>(
    DRAFT,
    { u: owner.input.userName, g: game.gameName },
    { cookie: owner.cookie },
  );
  return result.body.data!.game.revision;
}

async function draftRow() {
  const { rows } = await t.db.pool.query<{ version: number; bytes: string }>(
    `SELECT version, document_bytes AS bytes FROM revisions WHERE game_id = $1 AND number IS NULL`,
    [game.id],
  );
  return rows[0]!;
}

async function revisionCount() {
  return (await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM revisions WHERE game_id = $1', [game.id])).rows[0]!.n;
}

/** Grows the draft with guides of 99,000 characters until it holds at least `bytes`. */
async function growDraftTo(bytes: number) {
  let current = await draft();
  while (Number((await draftRow()).bytes) < bytes) {
    const result = await t.graphql<{ addPart: { revision: { id: string; version: number } } }>(
      ADD,
      { r: current.id, v: current.version, i: { name: 'Rules', markdown: 'x'.repeat(99_000) } },
      { cookie: owner.cookie },
    );
    if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
    current = result.body.data.addPart.revision;
  }
  return current;
}

/** Records the SQL sent through `pool.query` until stopped; `take` returns what came since the last take. */
function readsOf(pool: TestApi['db']['pool']) {
  let seen: string[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const spy = vi.spyOn(pool, 'query').mockImplementation(((...args: unknown[]) => {
    const first = args[0];
    seen.push(typeof first === 'string' ? first : String((first as { text?: unknown } | null)?.text ?? ''));
    return query(...args);
  }) as never);
  return {
    take: () => {
      const taken = seen;
      seen = [];
      return taken;
    },
    stop: () => spy.mockRestore(),
  };
}

describe('cost and quotas', () => {
  it('refuses fifty aliases of every revision document as QUERY_TOO_COSTLY, resolving nothing', async () => {
    const aliases = Array.from({ length: 50 }, (_, i) => `a${i}: game(userName: $u, gameName: $g) { revisions { document } }`).join('\n');
    // What the database was asked while each request ran: a refused query reads no game and no revision.
    const reads = readsOf(t.db.pool);
    onTestFinished(() => reads.stop());
    const result = await t.graphql(`query ($u: String!, $g: String!) { ${aliases} }`, { u: owner.input.userName, g: game.gameName });
    expect(result.status).toBe(400);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', maxCost: 5000 });
    expect(reads.take().filter((sql) => /\b(games|revisions)\b/.test(sql))).toEqual([]);
    // One game with its revisions and documents, as the editor's assets page asks, still answers, and its
    // reads are seen here (what makes the empty list above mean something).
    const one = await t.graphql<{ game: { revisions: unknown[] } }>(
      'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { revisions { id document } } }',
      { u: owner.input.userName, g: game.gameName },
      { cookie: owner.cookie },
    );
    expect(one.body.data?.game.revisions).toHaveLength(1);
    expect(reads.take().filter((sql) => /\brevisions\b/.test(sql)).length).toBeGreaterThan(0);
  });

  it("answers the editor's own heaviest list: a game's 500 uploads with every rendition and sheet frame", async () => {
    // The query the editor's assets page sends (web/src/editor/assets/documents.ts): pricing each column
    // of each asset, and each rendition and frame kept inside its row, refused it, and no upload ever
    // showed as ready.
    const uploads = `query ($g: ID!) { viewerAssets(gameId: $g, first: 500) {
      id status pipeline contentType byteSize width height rows columns gameId failureReason originalPath thumbnailPath createdAt updatedAt
      renditions { name path width height contentType byteSize }
      frames { index row column path width height } } }`;
    const result = await t.graphql<{ viewerAssets: unknown[] }>(uploads, { g: game.id }, { cookie: owner.cookie });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.viewerAssets).toEqual([]);
  });

  it('refuses requests past the per-address allowance with RATE_LIMITED and HTTP 429', async () => {
    // Outside the range other requests draw their addresses from, so no other test shares this allowance.
    const ip = '192.0.2.77';
    const ask = () => t.graphql('{ a: plans { id name } b: plans { id name } }', {}, { headers: { 'x-forwarded-for': ip } });
    let refused: Awaited<ReturnType<typeof ask>> | undefined;
    for (let i = 0; i < 2_100 && !refused; i++) {
      const result = await ask();
      if (result.status !== 200) refused = result;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused?.body.errors?.[0]?.extensions?.retryAfterSeconds)).toBeGreaterThan(0);
    // Another address is not held back by the first one's requests.
    expect((await t.graphql('{ ok }')).status).toBe(200);
  });

  it('refuses a public search longer than 100 characters without querying, and a large anonymous request before reading it', async () => {
    const result = await t.graphql('query ($s: String!) { publicGames(search: $s) { total } }', { s: 'a'.repeat(101) });
    expect(result.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { search: 'must be at most 100 characters' },
    });
    // 1.9 MB from a visitor: refused from its declared length, before it is parsed.
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query ($s: String!) { publicGames(search: $s) { total } }', variables: { s: 'a'.repeat(1_900_000) } }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const fine = await t.graphql<{ publicGames: { total: number } }>('query ($s: String!) { publicGames(search: $s) { total } }', {
      s: 'big',
    });
    // Answered, not refused (whether "Big Game" is listed depends on whether it was published yet).
    expect(fine.body.errors).toBeUndefined();
    expect(fine.body.data?.publicGames.total).toEqual(expect.any(Number));
  });

  it('searches public titles through a trigram index', async () => {
    const { rows } = await t.db.pool.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE indexname = 'games_public_title_trgm_idx'`,
    );
    expect(rows[0]?.indexdef).toContain('gin_trgm_ops');
  });

  it('refuses a draft change past the 2 MB document cap and leaves the draft as it was', async () => {
    const current = await growDraftTo(1_950_000);
    const before = await draftRow();
    const result = await t.graphql(
      ADD,
      { r: current.id, v: current.version, i: { name: 'One too many', markdown: 'y'.repeat(99_000) } },
      { cookie: owner.cookie },
    );
    expect(result.body.errors?.[0]?.extensions).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(result.body.errors?.[0]?.message).toMatch(/at most 2 MB/);
    expect(await draftRow()).toEqual(before);
  });

  it('refuses a response whose documents would pass the size ceiling, reading none of them', async () => {
    // Five published copies of a ~2 MB draft: cheap by the estimate, but ~10 MB of documents in one answer.
    for (let i = 0; i < 5; i++) expect((await t.graphql(PUBLISH, { g: game.id }, { cookie: owner.cookie })).body.errors).toBeUndefined();
    const fields = [1, 2, 3, 4, 5].map((n) => `v${n}: revision(name: "v${n}") { document }`).join(' ');
    const result = await t.graphql(`query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { ${fields} } }`, {
      u: owner.input.userName,
      g: game.gameName,
    });
    expect(result.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', maxBytes: 8_000_000 });
    expect(JSON.stringify(result.body).length).toBeLessThan(8_000_000);
  });

  it('refuses publishing past the hourly allowance, adding no revision', async () => {
    // Five publishes above used part of the allowance.
    let refused: { extensions?: { code?: string } } | undefined;
    for (let i = 0; i < PUBLISHES_PER_HOUR && !refused; i++)
      refused = (await t.graphql(PUBLISH, { g: game.id }, { cookie: owner.cookie })).body.errors?.[0];
    expect(refused?.extensions?.code).toBe('RATE_LIMITED');
    const count = await revisionCount();
    expect((await t.graphql(PUBLISH, { g: game.id }, { cookie: owner.cookie })).body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await revisionCount()).toBe(count);
  });

  it('counts drafts and revisions toward the plan storage and refuses a publish past it, adding no revision', async () => {
    const other = await signUpUser(t);
    const created = await t.graphql<{ createGame: { id: string } }>(
      'mutation { createGame(input: { title: "Quota" }) { id } }',
      {},
      { cookie: other.cookie },
    );
    const gameId = created.body.data!.createGame.id;
    // A plan with room for the empty draft and half of it again: a published copy does not fit.
    const { rows } = await t.db.pool.query<{ bytes: string }>('SELECT document_bytes AS bytes FROM revisions WHERE game_id = $1', [gameId]);
    await t.db.pool.query(`INSERT INTO plans (id, name, max_asset_bytes, sort_order) VALUES ('tiny', 'Tiny', $1, -1)`, [
      Math.floor(Number(rows[0]!.bytes) * 1.5),
    ]);
    await t.db.pool.query(`UPDATE users SET plan_id = 'tiny' WHERE id = $1`, [other.id]);
    const usage = await t.graphql<{ viewer: { account: { usage: { storageBytes: number } } } }>(
      '{ viewer { account { usage { storageBytes } } } }',
      {},
      { cookie: other.cookie },
    );
    expect(usage.body.data?.viewer.account.usage.storageBytes).toBeGreaterThan(0);
    const result = await t.graphql(PUBLISH, { g: gameId }, { cookie: other.cookie });
    expect(result.body.errors?.[0]?.extensions).toMatchObject({ code: 'PLAN_LIMIT' });
    expect((await t.db.pool.query('SELECT 1 FROM revisions WHERE game_id = $1 AND number IS NOT NULL', [gameId])).rowCount).toBe(0);
  });
});
