import { isIPv6 } from 'node:net';
import type { IncomingMessage } from 'node:http';

/**
 * The address a connection counts against for per-IP caps. Behind `proxyHops` trusted proxies
 * (TRUST_PROXY) it is the X-Forwarded-For entry that many from the end: the one the outermost of our own
 * proxies appended, which a client cannot forge (the entries before it are whatever the client sent).
 * IPv6 addresses count by their /64, as one household or host usually holds a whole /64 and could
 * otherwise take a fresh address for every connection.
 */
export function clientAddress(req: IncomingMessage, proxyHops: number): string {
  const forwarded = proxyHops > 0 ? req.headers['x-forwarded-for'] : undefined;
  const entries = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').map((entry) => entry.trim()) ?? [];
  const address = entries.at(-proxyHops) || req.socket.remoteAddress || 'unknown';
  return addressGroup(address);
}

/** An IPv4 address as is (also when written IPv4-mapped, ::ffff:a.b.c.d); an IPv6 address as its /64. */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
