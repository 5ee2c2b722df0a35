// What the request log says of the client's address (LOG_CLIENT_ADDRESS). An IP address is
// personal data, and the log is kept by whatever collects it, for as long as that keeps it; the
// rate limits need the whole address only in memory (or Redis) for one window. `truncated`, the
// default, keeps the network a request came from (an IPv4 /24, an IPv6 /48), enough to tell a
// crawler's network or a proxy that forgets X-Forwarded-For, not the one subscriber.
import { isIPv4, isIPv6 } from 'node:net';

export const CLIENT_ADDRESS_MODES = ['full', 'truncated', 'off'] as const;
export type ClientAddressMode = (typeof CLIENT_ADDRESS_MODES)[number];

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

function truncateIpv4(ip: string): string {
  return ip.replace(/\.\d+$/, '.0');
}

/** The first three groups of an IPv6 address (its /48), as `2001:db8:85a3::`, zero groups at its end left out. */
function truncateIpv6(ip: string): string {
  const [head = '', tail] = ip.split('::');
  const groups = head === '' ? [] : head.split(':');
  // With `::` the groups after it are no part of the first 48 bits unless the head is shorter.
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - groups.length - tailGroups.length;
  const all = tail === undefined ? groups : [...groups, ...Array<string>(missing).fill('0'), ...tailGroups];
  const first = all.slice(0, 3).map((g) => g.replace(/^0+(?=.)/, '').toLowerCase());
  while (first.at(-1) === '0') first.pop(); // 2001:db8:0:: is written 2001:db8::
  return `${first.join(':')}::`;
}

/** The client address as the log may hold it under `mode`; undefined leaves it out of the line. */
export function loggableAddress(ip: string | undefined, mode: ClientAddressMode): string | undefined {
  if (mode === 'off' || ip === undefined) return undefined;
  if (mode === 'full') return ip;
  const mapped = MAPPED_IPV4.exec(ip);
  if (mapped) return `::ffff:${truncateIpv4(mapped[1]!)}`;
  if (isIPv4(ip)) return truncateIpv4(ip);
  if (isIPv6(ip.replace(/%.*$/, ''))) return truncateIpv6(ip.replace(/%.*$/, ''));
  return undefined; // not an address (a test's inject without one): nothing to log
}
