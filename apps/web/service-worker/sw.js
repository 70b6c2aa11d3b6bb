/* global self, caches */
// Decision record 033. Filled in by the build (vite.config.ts): this build's app shell and offline page.
const VERSION = '__VERSION__';
const PRECACHE = /* the build puts the list here */ JSON.parse('__PRECACHE__');
const CACHE = `beatpasal-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';

/** Hashed build files (never change under one name), the icons and the manifest: nothing personal. */
const isStatic = (url) => url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
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

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // API answers and files carry personal data: never through this worker or its cache.
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/files/'))
    return;
  if (request.mode === 'navigate') {
    // Network only, so a deploy is seen at once; the page itself is never cached (it may be rendered for one person).
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_PAGE)));
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
