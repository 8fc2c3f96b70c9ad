import type { IncomingMessage } from 'node:http';
import { addressGroup } from '@tablecraft/platform';

export { addressGroup };

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
