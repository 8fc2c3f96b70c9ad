import { expect, it } from 'vitest';
import { addressGroup, addressNetwork } from '../src/client-address.ts';

it('counts an address as is, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64', () => {
  expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
  expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(addressGroup('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
  expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
});

it('puts an IPv4 address in its /24 and an IPv6 address in its /64', () => {
  expect(addressNetwork('203.0.113.7')).toBe('203.0.113.0/24');
  expect(addressNetwork('203.0.113.250')).toBe('203.0.113.0/24');
  expect(addressNetwork('203.0.114.7')).toBe('203.0.114.0/24');
  expect(addressNetwork('::ffff:203.0.113.7')).toBe('203.0.113.0/24');
  expect(addressNetwork('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
  expect(addressNetwork('2001:DB8:1:2:ffff::1')).toBe('2001:db8:1:2::/64');
  expect(addressNetwork('unknown')).toBe('unknown');
});
