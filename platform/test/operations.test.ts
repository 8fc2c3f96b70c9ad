// What an operator watches and shares: every service's /metrics exposes the named series and they move
// under a little load; and everything the installation puts in Redis carries its QUEUE_PREFIX. The
// services run as their own processes against a Redis server of this test alone, so "every key of the
// run" is exactly what that server holds.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Queue as BullQueue } from 'bullmq';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueue, createRedis, createRedisPubSub, type Queue, type TablecraftJobs } from '@tablecraft/platform';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { startTestS3, type TestS3 } from '../../testing/s3.ts';
import { freePort } from '../../testing/socket-process.ts';
import { sample, startService, type ServiceProcess } from './service-process.ts';

const prefix = `ops${randomBytes(4).toString('hex')}`;
let redisServer: ChildProcess;
let redisUrl: string;
let db: TestDatabase;
let s3: TestS3;
const services: Partial<Record<'api' | 'socket' | 'worker', ServiceProcess>> = {};

const scrape = async (service: ServiceProcess) => {
  const response = await fetch(`${service.url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
};

beforeAll(async () => {
  const port = await freePort();
  redisServer = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  redisUrl = `redis://127.0.0.1:${port}`;
  // Waits for the new server to accept connections.
  for (let attempt = 0; ; attempt++) {
    const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    const up = await probe.connect().then(
      () => true,
      () => false,
    );
    probe.disconnect();
    if (up) break;
    if (attempt > 100) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  db = await createTestDatabase();
  s3 = await startTestS3({ bucket: `ops-${prefix}` });
  const env = { DATABASE_URL: db.url, REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, ...s3.env };
  [services.api, services.socket, services.worker] = await Promise.all([
    startService('api', { ...env, TRUST_PROXY: 'true' }),
    startService('socket', env),
    startService('worker', env),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all(Object.values(services).map((service) => service?.stop()));
  await s3?.close();
  await db?.drop();
  redisServer?.kill('SIGTERM');
});

describe('/metrics', () => {
  // First, while every process is fresh: a counter series that first appears at 1 has no earlier sample,
  // so rate() and increase() miss the first failure; each known series must be there at 0 from the start.
  it('every labelled counter with known label values starts at 0', async () => {
    const [api, socket, worker] = await Promise.all([scrape(services.api!), scrape(services.socket!), scrape(services.worker!)]);
    for (const outcome of ['committed', 'failed', 'refused']) expect(sample(socket, 'tablecraft_room_ops_total', { outcome })).toBe(0);
    for (const outcome of ['loaded', 'failed']) expect(sample(socket, 'tablecraft_room_loads_total', { outcome })).toBe(0);
    for (const kind of ['transient', 'overflow']) expect(sample(socket, 'tablecraft_socket_frames_dropped_total', { kind })).toBe(0);
    for (const rule of ['graphqlPerAccount', 'graphqlPerAddress', 'graphqlVisitors', 'graphqlAuth', 'graphqlGuestDoor', 'filesPerAccount'])
      for (const outcome of ['waited', 'refused']) expect(sample(api, 'tablecraft_paced_requests_total', { rule, outcome })).toBe(0);
    expect(sample(worker, 'tablecraft_job_failures_total', { job: 'asset-pipeline' })).toBe(0);
  });

  it('api: times requests and GraphQL operations, and samples its Postgres pool', async () => {
    const api = services.api!;
    const before = await scrape(api);
    expect(before).toContain('# TYPE tablecraft_http_request_duration_seconds histogram');
    expect(before).toContain('# TYPE tablecraft_graphql_operation_duration_seconds histogram');
    expect(sample(before, 'tablecraft_postgres_pool_connections', { pool: 'tablecraft-api', state: 'max' })).toBeGreaterThan(0);
    const count = (text: string) =>
      sample(text, 'tablecraft_graphql_operation_duration_seconds_count', { operation: 'MetricsProbe', type: 'query', outcome: 'ok' }) ?? 0;
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ operationName: 'MetricsProbe', query: 'query MetricsProbe { __typename }' }),
      });
      expect(response.status).toBe(200);
    }
    const after = await scrape(api);
    expect(count(after) - count(before)).toBe(3);
    expect(
      sample(after, 'tablecraft_http_request_duration_seconds_count', {
        service: 'api',
        method: 'POST',
        route: '/graphql',
        status: '2xx',
      }) ?? 0,
    ).toBeGreaterThanOrEqual(3);
    expect(sample(after, 'tablecraft_postgres_pool_connections', { pool: 'tablecraft-api', state: 'total' })).toBeGreaterThanOrEqual(0);
  });

  it('socket: counts open connections and loaded rooms', async () => {
    const socket = services.socket!;
    const before = await scrape(socket);
    expect(sample(before, 'tablecraft_socket_connections')).toBe(0);
    expect(sample(before, 'tablecraft_rooms_loaded')).toBe(0);
    expect(sample(before, 'tablecraft_postgres_pool_connections', { pool: 'tablecraft-socket', state: 'max' })).toBeGreaterThan(0);
    const ws = new WebSocket(`ws://127.0.0.1:${socket.port}/socket`, { headers: { origin: 'http://localhost:8080' } });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    await expect.poll(async () => sample(await scrape(socket), 'tablecraft_socket_connections')).toBe(1);
    ws.close();
    await expect.poll(async () => sample(await scrape(socket), 'tablecraft_socket_connections')).toBe(0);
  });

  it('worker: times jobs and samples the depth of its queues', async () => {
    const worker = services.worker!;
    const before = await scrape(worker);
    expect(before).toContain('# TYPE tablecraft_job_duration_seconds histogram');
    expect(before).toContain('# TYPE tablecraft_job_failures_total counter');
    expect(sample(before, 'tablecraft_postgres_pool_connections', { pool: 'tablecraft-worker', state: 'max' })).toBeGreaterThan(0);
    await expect
      .poll(async () => sample(await scrape(worker), 'tablecraft_queue_jobs', { queue: 'asset-pipeline', state: 'waiting' }))
      .toBe(0);
    const runs = (text: string) =>
      (sample(text, 'tablecraft_job_duration_seconds_count', { job: 'asset-pipeline', outcome: 'completed' }) ?? 0) +
      (sample(text, 'tablecraft_job_duration_seconds_count', { job: 'asset-pipeline', outcome: 'failed' }) ?? 0);
    const queue: Queue<TablecraftJobs> = createQueue({ REDIS_URL: redisUrl, QUEUE_PREFIX: prefix });
    // A job due in an hour sits in the queue: the depth shows it.
    const bullConnection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    const bull = new BullQueue('asset-pipeline', { connection: bullConnection, prefix });
    try {
      await bull.add('asset-pipeline', { assetId: '00000000-0000-4000-8000-000000000001' }, { delay: 3_600_000 });
      await expect
        .poll(async () => sample(await scrape(worker), 'tablecraft_queue_jobs', { queue: 'asset-pipeline', state: 'delayed' }))
        .toBe(1);
      // An asset that does not exist: the pipeline looks, finds nothing, and the run is over.
      await queue.enqueue('asset-pipeline', { assetId: '00000000-0000-4000-8000-000000000000' });
      await expect.poll(async () => runs(await scrape(worker))).toBeGreaterThan(runs(before));
    } finally {
      await queue.close();
      await bull.close();
      bullConnection.disconnect();
    }
  });
});

describe('the installation prefix', () => {
  it('is on every key and every pub/sub channel the services use in Redis', async () => {
    // Something of each kind: a rate-limited sign-in (keys), a queued job (BullMQ keys), an access
    // message over the platform pub/sub (the socket instances subscribe to it).
    await fetch(`${services.api!.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
      body: JSON.stringify({
        query: 'mutation { logIn(input: { email: "nobody@example.com", password: "wrong-password" }) { __typename } }',
      }),
    });
    const publisher = createRedis(redisUrl, { prefix });
    const pubsub = createRedisPubSub(publisher);
    await pubsub.publish('access', JSON.stringify({ scope: 'room', code: 'ZZZZZZ' }));
    const raw = new Redis(redisUrl);
    try {
      const keys = await raw.keys('*');
      expect(keys.length, 'the run left keys in Redis').toBeGreaterThan(0);
      expect(keys.filter((key) => !key.startsWith(`${prefix}:`))).toEqual([]);
      const channels = (await raw.pubsub('CHANNELS', '*')) as string[];
      expect(channels.length, 'the socket subscribes to something').toBeGreaterThan(0);
      expect(channels.filter((channel) => !channel.startsWith(`${prefix}:`))).toEqual([]);
    } finally {
      raw.disconnect();
      await pubsub.close();
      publisher.disconnect();
    }
  });
});
