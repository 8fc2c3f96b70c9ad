import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Redis } from 'ioredis';
import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { assetChannel, createLogger, createRedis, createRedisPubSub, type PubSub } from '@tablecraft/platform';
import { startWorker, workerConfigSchema, type RunningWorker } from '@tablecraft/worker';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { startTestS3, type TestS3 } from '../../testing/s3.ts';
import { createUserWithSession, type TestUser } from '../../testing/uploads-fixtures.ts';
import { makePng } from '../../testing/uploads-images.ts';

// Subscriptions over HTTP as Apollo Client's HttpLink sends them: a POST whose Accept takes a multipart
// answer, each event a part. The production path: a real S3 server, BullMQ and pub/sub on the real Redis, a
// real worker on connections of its own. The worker starts only once a subscriber has seen the upload
// pending, so the pending → ready change is seen every time, not only when the worker is slow.
let s3: TestS3;
let redis: Redis;
let pubsub: PubSub;
let env: Record<string, string>;
let t: TestApi;
let worker: RunningWorker | undefined;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  const prefix = `tc-test-multipart-${randomBytes(5).toString('hex')}`;
  s3 = await startTestS3();
  redis = createRedis(inject('redisUrl'), { name: 'multipart-test' });
  pubsub = createRedisPubSub(redis);
  env = { ...s3.env, REDIS_URL: inject('redisUrl'), QUEUE_PREFIX: prefix };
  t = await startTestApi({ env, pubsub, redis });
  alice = await createUserWithSession(t.db.pool);
  bob = await createUserWithSession(t.db.pool);
});

afterAll(async () => {
  await worker?.close();
  await t?.services.queue.close();
  await t?.close();
  await pubsub?.close();
  const keys = redis ? await redis.keys(`${env.QUEUE_PREFIX}:*`) : [];
  if (keys.length) await redis.del(...keys);
  redis?.disconnect();
  await s3?.close();
});

function startTheWorker(): Promise<RunningWorker> {
  return startWorker({
    config: workerConfigSchema.parse({ ...env, DATABASE_URL: t.db.url, NODE_ENV: 'test', LOG_LEVEL: 'silent', QUEUE_BACKOFF_MS: '100' }),
    logger: createLogger('worker-test', { level: 'silent', pretty: false }),
    pool: t.db.pool,
    pubsub: createRedisPubSub(createRedis(inject('redisUrl'), { name: 'multipart-test-worker' })),
  });
}

async function upload(api: TestApi, cookie: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await makePng(400, 300))], { type: 'image/png' }), 'picture.png');
  const response = await fetch(`${api.url}/upload`, { method: 'POST', body: form, headers: { 'x-tablecraft-csrf': '1', cookie } });
  const body = (await response.json()) as { id?: string };
  if (response.status !== 200 || !body.id) throw new Error(`upload failed: ${response.status} ${JSON.stringify(body)}`);
  return body.id;
}

const ASSET_UPDATED = 'subscription AssetUpdated($id: ID!) { assetUpdated(id: $id) { id status thumbnailPath } }';
// What Apollo Client 4's HttpLink sends for a subscription.
const APOLLO_ACCEPT = 'multipart/mixed;boundary=graphql;subscriptionSpec=1.0,application/graphql-response+json,application/json;q=0.9';

interface Part {
  payload?: { data?: { assetUpdated?: { id: string; status: string; thumbnailPath: string | null } } | null; errors?: unknown[] } | null;
  errors?: unknown[];
}

/** A multipart answer read as it arrives: its complete parts so far, and whether the closing boundary came. */
interface Stream {
  status: number;
  contentType: string | null;
  parts: () => Part[];
  /** Parts that carry an event or an error (heartbeats left out). */
  events: () => Part[];
  closed: () => boolean;
  /** Resolves once the body has ended, however it ended. */
  finished: Promise<void>;
  abort: () => void;
}

async function subscribe(
  api: TestApi,
  query: string,
  variables: Record<string, unknown>,
  options: { cookie?: string; accept?: string; headers?: Record<string, string> } = {},
): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    signal: controller.signal,
    headers: {
      'content-type': 'application/json',
      accept: options.accept ?? APOLLO_ACCEPT,
      'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  let raw = '';
  const finished = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) raw += decoder.decode(chunk, { stream: true });
    } catch {
      // Aborted by the test.
    }
  })();
  const read = () => {
    // Every piece between two delimiters is a whole part; what follows the last one is a part still being
    // written, or `--` when the stream is closed.
    const pieces = raw.split('\r\n--graphql');
    const parts = pieces.slice(1, -1).map((piece) => JSON.parse(piece.slice(piece.indexOf('\r\n\r\n') + 4)) as Part);
    return { parts, closed: pieces.length > 1 && pieces.at(-1)!.startsWith('--') };
  };
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    parts: () => read().parts,
    events: () => read().parts.filter((part) => Object.keys(part).length > 0),
    closed: () => read().closed,
    finished,
    abort: () => controller.abort(),
  };
}

const listeners = async (id: string) => (await t.services.pubsub.listeners([assetChannel(id)]))[0];

describe('a subscription over HTTP (multipart)', () => {
  it("streams the asset from pending to ready as the real worker finishes it, and Apollo Client's HttpLink reads it", async () => {
    const id = await upload(t, alice.cookie);
    const stream = await subscribe(t, ASSET_UPDATED, { id }, { cookie: alice.cookie });
    expect(stream.status).toBe(200);
    expect(stream.contentType).toBe('multipart/mixed;boundary="graphql";subscriptionSpec="1.0"');

    // Apollo Client's own HttpLink, on the same upload: the strongest check that the protocol is the one it speaks.
    const client = new ApolloClient({
      link: new HttpLink({ uri: `${t.url}/graphql`, headers: { cookie: alice.cookie, 'x-forwarded-for': '10.251.0.1' } }),
      cache: new InMemoryCache(),
    });
    const seenByClient: string[] = [];
    const clientErrors: unknown[] = [];
    const subscription = client
      .subscribe<{ assetUpdated: { id: string; status: string } }>({ query: gql(ASSET_UPDATED), variables: { id } })
      .subscribe({
        next: (result) => {
          if (result.error) clientErrors.push(result.error);
          if (result.data) seenByClient.push(result.data.assetUpdated.status);
        },
        error: (error: unknown) => clientErrors.push(error),
      });
    try {
      await expect
        .poll(() => stream.events())
        .toEqual([{ payload: { data: { assetUpdated: { id, status: 'pending', thumbnailPath: null } } } }]);
      await expect.poll(() => seenByClient).toEqual(['pending']);

      worker = await startTheWorker();
      await expect
        .poll(() => stream.events().map((part) => part.payload?.data?.assetUpdated), { timeout: 20_000 })
        .toEqual([
          { id, status: 'pending', thumbnailPath: null },
          { id, status: 'ready', thumbnailPath: `/files/assets/${id}/thumb` },
        ]);
      await expect.poll(() => seenByClient, { timeout: 20_000 }).toEqual(['pending', 'ready']);
      expect(clientErrors).toEqual([]);
      // The stream stays open for later changes: its end is the client's or the server's to choose.
      expect(stream.closed()).toBe(false);
    } finally {
      subscription.unsubscribe();
      stream.abort();
      client.stop();
    }
  });

  it("refuses another user's asset and a visitor with an error part and no data", async () => {
    const id = await upload(t, alice.cookie);
    for (const cookie of [bob.cookie, undefined]) {
      const stream = await subscribe(t, ASSET_UPDATED, { id }, { cookie });
      await stream.finished;
      expect(stream.closed()).toBe(true);
      expect(stream.events()).toEqual([
        {
          payload: {
            errors: [{ message: "We can't find what you're looking for.", path: ['assetUpdated'], extensions: { code: 'NOT_FOUND' } }],
          },
        },
      ]);
    }
    expect(await listeners(id)).toBe(0);
  });

  it('lets go of the pub/sub subscription when the client goes away, after heartbeats kept it open', async () => {
    const id = await upload(t, alice.cookie);
    const stream = await subscribe(t, ASSET_UPDATED, { id }, { cookie: alice.cookie });
    await expect.poll(() => stream.events().length).toBe(1);
    expect(await listeners(id)).toBe(1);
    expect(t.api.httpSubscriptions()).toBe(1);
    // A quiet stream carries an empty part every 5 s, so nothing between here and the client sees it idle.
    await expect.poll(() => stream.parts().filter((part) => Object.keys(part).length === 0).length, { timeout: 8_000 }).toBeGreaterThan(0);
    stream.abort();
    await expect.poll(() => listeners(id)).toBe(0);
    await expect.poll(() => t.api.httpSubscriptions()).toBe(0);
  });

  it('answers a subscription sent for a single JSON answer with a 400 naming both transports, and logs no error', async () => {
    const logged = vi.spyOn(t.services.logger, 'error');
    try {
      const result = await t.graphql(ASSET_UPDATED, { id: randomUUID() }, { cookie: alice.cookie });
      expect(result.status).toBe(400);
      expect(result.body.data).toBeUndefined();
      expect(result.body.errors).toEqual([
        {
          message: expect.stringMatching(/WebSocket \(graphql-ws\).*multipart\/mixed;subscriptionSpec=1\.0/),
          extensions: { code: 'BAD_REQUEST' },
        },
      ]);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('leaves queries with a multipart Accept to Apollo, and keeps the CSRF rule for subscriptions', async () => {
    const query = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: APOLLO_ACCEPT, cookie: alice.cookie },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(query.status).toBe(200);
    expect(await query.json()).toEqual({ data: { viewer: { id: alice.id } } });

    // A form could send this one from another site: refused before anything runs.
    const forged = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', accept: APOLLO_ACCEPT, cookie: alice.cookie },
      body: JSON.stringify({ query: ASSET_UPDATED, variables: { id: randomUUID() } }),
    });
    expect(forged.status).toBe(400);
    expect(forged.headers.get('content-type')).not.toMatch(/multipart/);
    expect(JSON.stringify(await forged.json())).toMatch(/Cross-Site Request Forgery/);
  });

  it('refuses documents past the depth limit as WebSocket subscriptions are refused', async () => {
    const deep = `subscription ($id: ID!) { assetUpdated(id: $id) { ${'renditions { '.repeat(12)}name${' }'.repeat(12)} } }`;
    const stream = await subscribe(t, deep, { id: randomUUID() }, { cookie: alice.cookie });
    expect(stream.status).toBe(400);
    await stream.finished;
    expect(stream.contentType).not.toMatch(/multipart/);
  });
});

describe('a subscription over HTTP on an API of its own', () => {
  it('ends with the closing boundary when the API shuts down', async () => {
    const own = await startTestApi({ env: s3.env });
    let closing: Promise<void> | undefined;
    try {
      const carol = await createUserWithSession(own.db.pool);
      const id = await upload(own, carol.cookie);
      const stream = await subscribe(own, ASSET_UPDATED, { id }, { cookie: carol.cookie });
      await expect.poll(() => stream.events().map((part) => part.payload?.data?.assetUpdated?.status)).toEqual(['pending']);
      expect(stream.closed()).toBe(false);
      closing = own.close();
      await stream.finished;
      expect(stream.closed()).toBe(true);
      expect(own.api.httpSubscriptions()).toBe(0);
      expect((await own.services.pubsub.listeners([assetChannel(id)]))[0]).toBe(0);
    } finally {
      await (closing ?? own.close());
    }
  });

  it('waits its turn with the pacing of other GraphQL requests, and is refused past the queue', async () => {
    const rule = { perSecond: 0.5, burst: 1, maxWaiting: 1, maxWaitMs: 10_000 };
    const own = await startTestApi({ env: s3.env, paceRules: { graphqlPerAccount: rule } });
    try {
      const carol = await createUserWithSession(own.db.pool);
      const id = await upload(own, carol.cookie);
      // The account's one turn of the burst.
      expect((await own.graphql('{ viewer { id } }', {}, { cookie: carol.cookie })).body.data).toEqual({ viewer: { id: carol.id } });
      const first = subscribe(own, ASSET_UPDATED, { id }, { cookie: carol.cookie });
      await expect.poll(() => own.api.pacing().graphqlPerAccount.waiting).toBe(1);
      const second = await subscribe(own, ASSET_UPDATED, { id }, { cookie: carol.cookie });
      expect(second.status).toBe(429);
      await second.finished;
      // The first is served in its turn.
      const stream = await first;
      expect(stream.status).toBe(200);
      await expect.poll(() => stream.events().map((part) => part.payload?.data?.assetUpdated?.status)).toEqual(['pending']);
      stream.abort();
      await expect.poll(() => own.api.httpSubscriptions()).toBe(0);
    } finally {
      await own.close();
    }
  });
});
