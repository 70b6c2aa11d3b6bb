/* global self, caches */
// Decision records 033 and 093. Filled in by the build (vite.config.ts): this build's app shell and offline page.
const VERSION = '__VERSION__';
const PRECACHE = /* the build puts the list here */ JSON.parse('__PRECACHE__');
const CACHE = `beatpasal-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';
/** Pages kept for the next visit, the least recently fetched dropped first: a few landing pages, not a history. */
const MAX_PAGES = 20;

/** Hashed build files (never change under one name), the icons and the manifest: nothing personal. */
const isStatic = (url) => url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname);

/**
 * The page the worker is installed from was fetched before there was a worker to keep it: fetched
 * once more (after the page's load, about 20 KB) so the next visit to it starts from the kept copy.
 */
async function keepOpenPages() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const urls = new Set(windows.map((client) => client.url.split('#')[0]));
  await Promise.all(
    [...urls].map(async (url) => {
      const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
      if (response && isPublicPage(response)) await keepPage(new Request(url), response);
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(keepOpenPages)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name)))),
  );
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/** The server marks the pages it rendered as a visitor sees them `public` (decision 093): nobody's own data. */
const isPublicPage = (response) =>
  response.ok &&
  response.type === 'basic' &&
  !response.redirected &&
  /(^|,)\s*public\s*(,|$)/.test(response.headers.get('cache-control') ?? '');

async function keepPage(request, response) {
  const cache = await caches.open(CACHE);
  await cache.delete(request);
  await cache.put(request, response);
  const pages = (await cache.keys()).filter((kept) => !isStatic(new URL(kept.url)));
  await Promise.all(pages.slice(0, Math.max(0, pages.length - MAX_PAGES)).map((old) => cache.delete(old)));
}

/**
 * Stale-while-revalidate for public pages: a repeat visit shows the page kept last time at once and
 * the page's own reads refresh it; the network's copy replaces the kept one for the next visit, so a
 * deploy is seen one visit later. A page not marked public is never kept, and offline the kept page
 * or the offline page answers.
 */
async function page(event) {
  const { request } = event;
  const network = fetch(request).then((response) => {
    if (isPublicPage(response)) event.waitUntil(keepPage(request, response.clone()));
    return response;
  });
  const kept = await caches.open(CACHE).then((cache) => cache.match(request));
  if (kept) {
    event.waitUntil(network.catch(() => undefined));
    return kept;
  }
  return network.catch(async () => (await caches.match(OFFLINE_PAGE)) ?? Response.error());
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // API answers and files carry personal data: never through this worker or its cache.
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/files/'))
    return;
  if (request.mode === 'navigate') {
    event.respondWith(page(event));
    return;
  }
  if (isStatic(url)) event.respondWith(cacheFirst(request));
});

// Web Push (decision 083): the server sends { title, body, url, tag } encrypted for this browser.
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: typeof message.url === 'string' ? message.url : '/notifications' },
    }),
  );
});

/** Opens the notification's page: in a tab of this site already open (focused, then navigated), else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a path of this site: a push can never send the person elsewhere.
  const target = new URL(event.notification.data?.url ?? '/notifications', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      const focused = await open.focus();
      // navigate() works only on a page this worker controls; another one gets a new window.
      return focused.navigate(url).catch(() => self.clients.openWindow(url));
    }),
  );
});
