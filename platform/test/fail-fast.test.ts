// A service in its own process must refuse to run in production on the embedded fallbacks, and its
// probes must tell Kubernetes the truth quickly: liveness is the process, readiness its dependencies.
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READINESS_CHECK_TIMEOUT_MS, startHealthServer } from '../src/health.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { runToExit, startService, type ServiceProcess } from './service-process.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

describe('production without its shared services', () => {
  it.each(['api', 'socket', 'worker'] as const)('%s exits at once with one line naming REDIS_URL', async (service) => {
    const result = await runToExit(service, { NODE_ENV: 'production', DATABASE_URL: db.url, S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(result, `${service} kept running without REDIS_URL`).not.toBeNull();
    expect(result!.code).toBe(78);
    const lines = result!.output.trim().split('\n');
    expect(lines, result!.output).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${service}: configuration: REDIS_URL is required in production`));
  });

  it.each(['api', 'worker'] as const)('%s exits at once with one line naming S3_ENDPOINT', async (service) => {
    const result = await runToExit(service, { NODE_ENV: 'production', DATABASE_URL: db.url, REDIS_URL: 'redis://127.0.0.1:9' });
    expect(result, `${service} kept running without S3_ENDPOINT`).not.toBeNull();
    expect(result!.code).toBe(78);
    expect(result!.output.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^${service}: configuration: S3_ENDPOINT is required in production`)),
    ]);
  });
});

describe('probes while Redis is unreachable', () => {
  const running: ServiceProcess[] = [];
  let deadRedis: string;

  beforeAll(async () => {
    // A port that was free a moment ago and that nothing listens on: connections are refused at once.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    deadRedis = `redis://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await Promise.all(running.map((service) => service.stop()));
  });

  // How fast a probe answers on a loaded machine is not this test's to say: the bound that keeps it under
  // the chart's one-second probe timeout is checked below with a dependency that never answers.
  it.each(['api', 'socket'] as const)('%s: /healthz is 200 and /readyz answers 503 naming Redis', async (service) => {
    const started = await startService(service, { DATABASE_URL: db.url, REDIS_URL: deadRedis });
    running.push(started);
    expect((await fetch(`${started.url}/healthz`)).status).toBe(200);
    for (let probe = 0; probe < 3; probe++) {
      const response = await fetch(`${started.url}/readyz`, { signal: AbortSignal.timeout(20_000) });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ failing: ['redis'] });
    }
  });

  it('answers /readyz 503 for a dependency that never answers, within the probe timeout it is given', async () => {
    // A check that never settles (a Redis that queues commands while it reconnects) can only be answered
    // through the readiness bound: without it this request would hang until the abort.
    const server = await startHealthServer(0, {
      checks: [{ name: 'redis', check: () => new Promise<boolean>(() => {}) }],
      isDraining: () => false,
    });
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(20_000) });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ failing: ['redis'] });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // The bound fits inside the chart's readiness timeout of one second (charts/test/chart-operations.test.ts).
    expect(READINESS_CHECK_TIMEOUT_MS).toBeLessThan(1_000);
  });
});
