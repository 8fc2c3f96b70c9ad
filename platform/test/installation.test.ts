// One database is one installation, and QUEUE_PREFIX names its queues, Redis keys and channels: a service
// that starts with another prefix against the same database would talk past its peers, so it refuses.
// Tests share one Redis with a prefix each, but each has its own database, so this check never crosses them.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { checkInstallationPrefix, claimInstallationPrefix } from '@tablecraft/platform';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { runToExit, startService, type ServiceProcess } from './service-process.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('the installation prefix', () => {
  it('is recorded by the first service and then only that prefix is accepted', async () => {
    const own = await createTestDatabase();
    try {
      expect(await claimInstallationPrefix(own.pool, 'alpha')).toEqual({ ok: true, recorded: true });
      expect(await claimInstallationPrefix(own.pool, 'alpha')).toEqual({ ok: true, recorded: false });
      expect(await claimInstallationPrefix(own.pool, 'beta')).toEqual({ ok: false, installed: 'alpha' });
      const mismatches: string[] = [];
      await checkInstallationPrefix(own.pool, { service: 'api', prefix: 'beta', onMismatch: (line) => mismatches.push(line) });
      expect(mismatches).toEqual([expect.stringMatching(/^api: configuration: QUEUE_PREFIX is "beta" .*QUEUE_PREFIX "alpha"/)]);
    } finally {
      await own.drop();
    }
  });

  it('waits for a database that cannot answer yet instead of failing the start, and checks once it can', async () => {
    const own = await createTestDatabase();
    try {
      await own.pool.query("INSERT INTO installation (queue_prefix) VALUES ('alpha')");
      let answering = false;
      const flaky = {
        query: ((...args: Parameters<typeof own.pool.query>) =>
          answering ? own.pool.query(...args) : Promise.reject(new Error('connect ECONNREFUSED'))) as typeof own.pool.query,
      };
      const waiting: Error[] = [];
      const mismatch = new Promise<string>((resolve) => {
        void checkInstallationPrefix(flaky, {
          service: 'socket',
          prefix: 'beta',
          retryMs: 20,
          onWaiting: (error) => {
            waiting.push(error);
            answering = true;
          },
          onMismatch: resolve,
        });
      });
      expect(await mismatch).toMatch(/QUEUE_PREFIX is "beta"/);
      expect(waiting.map((error) => error.message)).toEqual(['connect ECONNREFUSED']);
    } finally {
      await own.drop();
    }
  });

  describe('services in their own processes', () => {
    const prefix = `inst${randomBytes(4).toString('hex')}`;
    let first: ServiceProcess | undefined;
    afterAll(async () => {
      await first?.stop();
      const redis = new Redis(inject('redisUrl'));
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    });

    it.each(['api', 'socket', 'worker'] as const)(
      '%s refuses another prefix than a running peer, naming both',
      async (service) => {
        const env = { DATABASE_URL: db.url, REDIS_URL: inject('redisUrl') };
        first ??= await startService('socket', { ...env, QUEUE_PREFIX: prefix });
        const result = await runToExit(service, { ...env, QUEUE_PREFIX: `${prefix}b` }, 30_000);
        expect(result, `${service} kept running with another prefix`).not.toBeNull();
        expect(result!.code).toBe(78);
        expect(result!.output).toContain(`${service}: configuration: QUEUE_PREFIX is "${prefix}b"`);
        expect(result!.output).toContain(`QUEUE_PREFIX "${prefix}"`);
      },
      60_000,
    );
  });
});
