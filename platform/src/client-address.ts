import { isIPv6 } from 'node:net';

/**
 * The address a client counts as for per-address limits: an IPv4 address as is (also when written
 * IPv4-mapped, ::ffff:a.b.c.d); an IPv6 address as its /64, since one household or host usually holds a
 * whole /64 and could otherwise take a fresh address for every request.
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address)
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The network a client address belongs to, for sharing a capacity fairly between networks rather than
 * addresses: an IPv4 address's /24 (one provider's customers, one office, or one rented block a flood
 * takes many addresses from), an IPv6 address's /64. Anything else (a name, "unknown") is its own network.
 */
export function addressNetwork(address: string): string {
  const group = addressGroup(address);
  const ipv4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(group);
  return ipv4 ? `${ipv4[1]}.0/24` : group;
}

/** The eight groups of an IPv6 address, with `::` spelt out as groups of 0. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  return [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
}
