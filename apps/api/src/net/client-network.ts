import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address stands for when the shop counts per address (failed logins, sign-ups,
 * unpaid bookings, holds given up, the per-route limits). An IPv4 address is itself (a carrier's shared
 * address is one client: its limits are settings). An IPv6 address is counted by its /64: one subscriber
 * gets a whole /64 and can pick any address in it, so counting single IPv6 addresses would let one phone
 * count as millions of clients. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is the IPv4 address.
 * Anything else is kept as it is.
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped && isIPv4(mapped[1] as string)) return mapped[1] as string;
  if (!isIPv6(address)) return address;
  const zoneless = address.split('%')[0] as string;
  const [head = '', tail = ''] = zoneless.split('::');
  const left = head ? head.split(':') : [];
  const right = zoneless.includes('::') ? (tail ? tail.split(':') : []) : [];
  // An embedded IPv4 tail (`64:ff9b::192.0.2.1`) fills the last two groups, past the /64 anyway.
  const groups = zoneless.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  const prefix = groups.slice(0, 4).map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16).toString(16) : '0'));
  return `${prefix.join(':')}::/64`;
}
