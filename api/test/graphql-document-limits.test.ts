import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { startTestApi, type TestApi } from '../../testing/api.ts';

// graphql's validation costs more than linear time in the document (400 chained fragments, 15 kB, took
// most of a second of CPU), so a document's tokens, fragments and depth are bounded before it runs:
// refused as QUERY_TOO_COMPLEX with HTTP 400, charged nothing, resolving nothing.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

/** `count` fragments on Query, each selecting `ok` and spreading the next. */
const chained = (count: number) =>
  `query { ...F0 } ${Array.from({ length: count }, (_, i) => `fragment F${i} on Query { ok ${i + 1 < count ? `...F${i + 1}` : ''} }`).join(' ')}`;

// Each request gets an address of its own (outside randomIp()'s range), so what one was charged never
// shows in another's count.
let nextHost = 200;
async function send(query: string) {
  const ip = `203.0.113.${nextHost++}`;
  const result = await t.graphql(query, undefined, { headers: { 'x-forwarded-for': ip } });
  return { ...result, charged: await t.services.rateLimits.consumed('graphqlByIp', ip) };
}

describe('documents bounded before validation', () => {
  it('refuses 400 chained fragments (15 kB) without validating or charging them', async () => {
    const query = chained(400);
    expect(query.length).toBeGreaterThan(14_000);
    const result = await send(query);
    expect(result.status).toBe(400);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors).toEqual([
      { message: 'The request is too long (more than 2000 tokens). Ask for less per request.', extensions: { code: 'QUERY_TOO_COMPLEX' } },
    ]);
    expect(result.charged).toBe(0);
  });

  it('refuses more than 50 fragments however short the document', async () => {
    const result = await send(chained(51));
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual([
      { message: 'The request has too many fragments (51 of 50).', extensions: { code: 'QUERY_TOO_COMPLEX' } },
    ]);
    expect(result.charged).toBe(0);
    // Fifty still answer.
    expect((await send(chained(50))).body).toEqual({ data: { ok: true } });
  });

  it('measures fragments that spread others twice once each, refusing their expanded size at once', async () => {
    // 40 fragments, each spreading the one before twice: 2^40 fields once expanded.
    const fragments = Array.from({ length: 40 }, (_, i) =>
      i === 0 ? 'fragment F0 on Query { ok }' : `fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`,
    );
    const result = await send(`query { ...F39 } ${fragments.join(' ')}`);
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]).toEqual({
      message: 'The request is too deep or too large (depth 1 of 12, more than a billion fields of 1500).',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
    expect(result.charged).toBe(0);
  });

  it('refuses depth reached through fragments before validation', async () => {
    // Game → its open rooms → each room's game: two levels per fragment.
    const deep = (count: number) =>
      `{ publicGames { games { ...R0 } } } ${Array.from(
        { length: count },
        (_, i) => `fragment R${i} on Game { id viewerOpenRooms { game { ${i + 1 < count ? `...R${i + 1}` : 'id'} } } }`,
      ).join(' ')}`;
    const result = await send(deep(6));
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]).toEqual({
      message: 'The request is too deep or too large (depth 15 of 12, 21 fields of 1500).',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
    expect(result.charged).toBe(0);
    // Within the depth, the same shape goes on to be priced (and refused there: lists multiply).
    expect((await send(deep(4))).body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
  });

  it('still answers ordinary operations by POST and GET, and reports syntax errors as before', async () => {
    expect((await send('{ ok viewer { id } }')).body).toEqual({ data: { ok: true, viewer: null } });
    const response = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ ok }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(await response.json()).toEqual({ data: { ok: true } });
    const broken = await send('{ ok ');
    expect(broken.status).toBe(400);
    expect(broken.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});

describe('subscription documents bounded before validation', () => {
  /** Subscribes once over WebSocket and answers the first thing the server says: a result or the refusal. */
  async function subscribeOnce(query: string): Promise<{ errors?: unknown[]; data?: unknown }> {
    const client = createClient({ url: t.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, lazy: true, retryAttempts: 0 });
    try {
      return await new Promise((resolve, reject) => {
        client.subscribe(
          { query },
          {
            next: (message) => resolve(message as { errors?: unknown[]; data?: unknown }),
            error: (error) =>
              Array.isArray(error) ? resolve({ errors: error }) : reject(error instanceof Error ? error : new Error(String(error))),
            complete: () => undefined,
          },
        );
      });
    } finally {
      await client.dispose();
    }
  }
  /** A subscription to an asset whose selection is `count` fragments, each spreading the next. */
  const chainedSubscription = (count: number) =>
    `subscription { assetUpdated(id: "00000000-0000-4000-8000-000000000000") { ...F0 } } ${Array.from(
      { length: count },
      (_, i) => `fragment F${i} on Asset { status ${i + 1 < count ? `...F${i + 1}` : ''} }`,
    ).join(' ')}`;

  it('refuses chained fragments over WebSocket as over HTTP, before validating them', async () => {
    const query = chainedSubscription(400);
    expect(query.length).toBeGreaterThan(14_000);
    expect((await subscribeOnce(query)).errors).toEqual([
      { message: 'The request is too long (more than 2000 tokens). Ask for less per request.', extensions: { code: 'QUERY_TOO_COMPLEX' } },
    ]);
    expect((await subscribeOnce(chainedSubscription(51))).errors).toEqual([
      { message: 'The request has too many fragments (51 of 50).', extensions: { code: 'QUERY_TOO_COMPLEX' } },
    ]);
    // Within the limits, the document goes on to be validated and run: this asset does not exist.
    const within = await subscribeOnce(chainedSubscription(3));
    expect(within.errors).toHaveLength(1);
    expect(within.errors![0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });
});
