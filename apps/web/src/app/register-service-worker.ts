/**
 * The offline page and the cached app shell (apps/web/service-worker), registered once the page
 * has loaded. A rendered page's scripts start after its first paint (decision 051), often after
 * `load` has fired. Only in a build: in development Vite serves unhashed modules that must never
 * be cached.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .catch((error: unknown) => console.warn('service worker not registered', error));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
