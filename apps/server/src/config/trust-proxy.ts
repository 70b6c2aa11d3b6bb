import net from 'node:net';
import { z } from 'zod';

/**
 * Which peers may tell us the client's address in X-Forwarded-For, as Fastify's `trustProxy`
 * takes it: nobody (false) or the proxies' addresses and ranges. The client is then the
 * right-most address no trusted proxy vouches for (decision 069), so an address a client writes
 * into the header itself, which lands to the left, is never believed. A hop count is refused:
 * it cannot tell a proxy from a client that connects directly, and Fastify 5.12 ignores it
 * (every request would count against the proxy's own address).
 */
export type TTrustProxy = false | string[];

/** Names proxy-addr (Fastify's resolver) understands for the private ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const TRUE_REFUSED =
  'true would believe any X-Forwarded-For (anyone could pick the address rate limits count): ' +
  "list the proxies' addresses, e.g. TRUST_PROXY=127.0.0.1 or 10.0.0.0/8";
const HOPS_REFUSED =
  "cannot be a number of proxies (it cannot tell a proxy from a client that connects directly): list the proxies' addresses, e.g. 127.0.0.1 or 10.0.0.0/8";

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix) && !(family === 4 && net.isIPv4(prefix))) return false;
  return net.isIPv4(prefix) || Number(prefix) <= (family === 4 ? 32 : 128);
}

export const ZTrustProxy = z
  .string()
  .default('false')
  .transform((value, ctx): TTrustProxy => {
    const text = value.trim();
    if (text === 'false' || text === '0') return false;
    if (text === 'true') {
      ctx.addIssue({ code: 'custom', message: TRUE_REFUSED });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: HOPS_REFUSED });
      return z.NEVER;
    }
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = entries.find((entry) => !isAddressOrRange(entry));
    if (entries.length === 0 || wrong !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `${wrong === undefined ? '' : `"${wrong}" `}is not an address or range: use false, or addresses and CIDR ranges separated by commas (127.0.0.1,10.0.0.0/8)`,
      });
      return z.NEVER;
    }
    return entries;
  });
