// Rate-limit counters are kept in Redis under the installation's prefix once: `<prefix>:rl:<rule>:<key>`,
// so installations sharing one Redis count apart (docs/DEPLOYMENT.md, QUEUE_PREFIX).
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createRedis } from '@tablecraft/platform';
import { createRateLimits } from '../src/common/index.ts';

const prefix = `tc-test-rl-${randomBytes(4).toString('hex')}`;
let raw: Redis;
let prefixed: Redis;

beforeAll(() => {
  raw = new Redis(inject('redisUrl'));
  // As the services make it: ioredis adds `<prefix>:` to every key.
  prefixed = createRedis(inject('redisUrl'), { name: 'rate-limit-keys-test', prefix });
});

afterAll(async () => {
  const keys = await raw.keys(`${prefix}*`);
  if (keys.length) await raw.del(...keys);
  raw.disconnect();
  prefixed.disconnect();
});

it('stores counters under the prefix once, on the services’ own connection', async () => {
  const limits = createRateLimits(prefixed, prefix);
  await limits.consume('logInByIp', '203.0.113.7');
  await limits.penalize('logInFailuresByPair', 'alice|203.0.113.7');
  expect((await raw.keys(`${prefix}*`)).sort()).toEqual([
    `${prefix}:rl:logInByIp:203.0.113.7`,
    `${prefix}:rl:logInFailuresByPair:alice|203.0.113.7`,
  ]);
  expect(await limits.consumed('logInByIp', '203.0.113.7')).toBe(1);
  await limits.reset('logInByIp', '203.0.113.7');
  expect(await raw.exists(`${prefix}:rl:logInByIp:203.0.113.7`)).toBe(0);
});

it('adds the prefix itself on a connection that has none', async () => {
  const limits = createRateLimits(raw, prefix);
  await limits.consume('signUpByIp', '198.51.100.9');
  expect(await raw.keys(`${prefix}*signUpByIp*`)).toEqual([`${prefix}:rl:signUpByIp:198.51.100.9`]);
  // Either way it is the same counter: the two connections count together.
  expect(await createRateLimits(prefixed, prefix).consumed('signUpByIp', '198.51.100.9')).toBe(1);
});
