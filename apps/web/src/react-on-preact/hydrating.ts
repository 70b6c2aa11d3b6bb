/** True while `hydrateRoot` adopts the server's HTML (Preact hydrates in one synchronous pass). */
export let isHydrating = false;

export function whileHydrating<T>(hydrate: () => T): T {
  isHydrating = true;
  try {
    return hydrate();
  } finally {
    isHydrating = false;
  }
}
