import type { IncomingMessage } from 'node:http';
import { expect, it } from 'vitest';
import { addressGroup, clientAddress } from '../src/client-address.ts';

const request = (remoteAddress: string, forwardedFor?: string) => ({ socket: { remoteAddress }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }) as unknown as IncomingMessage;

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
  expect(clientAddress(request('10.0.0.5', '198.51.100.1, 203.0.113.9'), true)).toBe('203.0.113.9');
  expect(clientAddress(request('10.0.0.5', '198.51.100.1, 203.0.113.9'), false)).toBe('10.0.0.5');
  expect(clientAddress(request('10.0.0.5'), true)).toBe('10.0.0.5');
});
