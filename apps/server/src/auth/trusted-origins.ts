import type { TEnv } from '../config/env';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Origins whose pages may change state through the API: the site itself; outside production also
 * its loopback aliases (http://127.0.0.1:3000 for PUBLIC_URL http://localhost:3000, same scheme and
 * port: one machine, one server) and Vite's dev server.
 */
export function trustedOrigins(env: TEnv): string[] {
  const site = new URL(env.PUBLIC_URL);
  const origins = new Set([site.origin]);
  if (env.NODE_ENV !== 'production') {
    for (const host of LOOPBACK_HOSTS) {
      const alias = new URL(site.origin);
      alias.hostname = host;
      origins.add(alias.origin);
    }
  }
  if (env.NODE_ENV === 'development') origins.add('http://localhost:5173').add('http://127.0.0.1:5173');
  return [...origins];
}
