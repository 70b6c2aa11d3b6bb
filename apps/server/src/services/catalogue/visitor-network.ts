import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, `::` expanded; null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!isIPv6(address) || address.includes('.')) return null;
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * Who a visitor is, as far as counting goes: their IPv4 address, or the /64 network of their IPv6
 * address (one home or phone gets a whole /64 and may rotate through it). Browser headers are not
 * part of it: they are the caller's to change on every request.
 */
export function visitorNetwork(ip: string): string {
  const mapped = ip.toLowerCase().startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  if (isIPv4(mapped)) return mapped;
  const groups = ipv6Groups(ip);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip;
}
