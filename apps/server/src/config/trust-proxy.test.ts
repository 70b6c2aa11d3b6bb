import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { ZTrustProxy, type TTrustProxy } from './trust-proxy';

const trustProxyOf = (value: string | undefined) =>
  parseEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8,fd00::/8', ['127.0.0.1', '10.0.0.0/8', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
    ['192.168.0.0/255.255.0.0', ['192.168.0.0/255.255.0.0']],
  ] as const)('reads %s', (value, expected) => {
    expect(trustProxyOf(value)).toEqual(expected);
  });

  it.each([
    ['true', 'TRUST_PROXY true would believe any X-Forwarded-For'],
    ['1', 'TRUST_PROXY cannot be a number of proxies'],
    ['10.0.0.0/33', 'TRUST_PROXY "10.0.0.0/33" is not an address or range'],
    ['nginx', 'TRUST_PROXY "nginx" is not an address or range'],
    [',', 'TRUST_PROXY is not an address or range'],
  ])('refuses %s with one line naming the variable', (value, message) => {
    expect(() => trustProxyOf(value)).toThrow(`Invalid configuration: ${message}`);
  });
});

/** The address Fastify gives `request.ip` (what every rate limit counts) for one request. */
async function clientAddress(trustProxy: TTrustProxy, peer: string, forwardedFor?: string): Promise<string> {
  const app = Fastify({ trustProxy });
  app.get('/', async (request) => request.ip);
  const response = await app.inject({
    url: '/',
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  await app.close();
  return response.body;
}

describe('the client address is the right-most hop no trusted proxy vouches for', () => {
  const NGINX = '127.0.0.1';
  const CLIENT = '203.0.113.9';

  it.each([
    // nginx appends the peer it saw ($proxy_add_x_forwarded_for): whatever the client wrote stays on the left.
    ['the proxy by address', ZTrustProxy.parse('127.0.0.1'), `198.51.100.1, ${CLIENT}`, CLIENT],
    [
      'the proxy by address, many made-up hops',
      ZTrustProxy.parse('127.0.0.1'),
      `1.1.1.1, 2.2.2.2, 3.3.3.3, ${CLIENT}`,
      CLIENT,
    ],
    ['two trusted tiers', ZTrustProxy.parse('127.0.0.1,10.0.0.0/8'), `198.51.100.1, ${CLIENT}, 10.1.2.3`, CLIENT],
    ['nobody trusted', ZTrustProxy.parse('false'), `198.51.100.1, ${CLIENT}`, NGINX],
  ])('%s', async (_name, trust, forwardedFor, expected) => {
    expect(await clientAddress(trust, NGINX, forwardedFor)).toBe(expected);
  });

  it('a peer that is not a trusted proxy is the client, whatever it claims', async () => {
    expect(await clientAddress(ZTrustProxy.parse('127.0.0.1'), CLIENT, '198.51.100.1')).toBe(CLIENT);
  });
});
