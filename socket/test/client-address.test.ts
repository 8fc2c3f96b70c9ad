import type { IncomingMessage } from 'node:http';
import { expect, it } from 'vitest';
import { addressGroup, clientAddress } from '../src/client-address.ts';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }) as unknown as IncomingMessage;

it('counts IPv4 as is, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64', () => {
  expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
  expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(addressGroup('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
  expect(addressGroup('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
  expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(addressGroup('::1')).toBe('0:0:0:0::/64');
});

// The entries before the last are whatever the client wrote; only the one our proxy appended is trusted.
it('takes the last X-Forwarded-For entry only behind a trusted proxy', () => {
  expect(clientAddress(request('10.0.0.5', '198.51.100.1, 203.0.113.9'), 1)).toBe('203.0.113.9');
  expect(clientAddress(request('10.0.0.5', '198.51.100.1, 203.0.113.9'), 0)).toBe('10.0.0.5');
  expect(clientAddress(request('10.0.0.5'), 1)).toBe('10.0.0.5');
  // Two proxies (a load balancer, then the ingress): the client is the second entry from the end.
  expect(clientAddress(request('10.0.0.5', '6.6.6.6, 198.51.100.1, 10.1.0.7'), 2)).toBe('198.51.100.1');
});

// The chart sets one TRUST_PROXY for the API and the socket: a count of proxies must start both.
it('reads TRUST_PROXY as the number of proxies in front, as the API does', async () => {
  const { socketConfigSchema } = await import('../src/config.ts');
  const parse = (value: string) => socketConfigSchema.parse({ DATABASE_URL: 'postgres://x', TRUST_PROXY: value }).TRUST_PROXY;
  expect([parse('2'), parse('true'), parse('false'), parse('0')]).toEqual([2, 1, 0, 0]);
  expect(() => parse('many')).toThrow(/number of proxies/);
});
