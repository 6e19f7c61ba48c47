// The service worker: after one visit, the whole site (pages, scripts, the
// grader's WebAssembly) comes from the cache, so it loads and grades offline.
// The build fills in the file list and a version that changes with any file;
// a new version caches everything afresh and drops the old cache.
'use strict';
const BUILD = self.__BUILD__;
const FILES = self.__PRECACHE__;
const CACHE = 'scbench-' + BUILD;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(FILES.map((f) => new Request(f, { cache: 'reload' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('scbench-') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // pages are looked up without their query: /play/?task=... is /play/
    const hit = await cache.match(req, { ignoreSearch: req.mode === 'navigate' });
    if (hit) return hit;
    try {
      return await fetch(req);
    } catch (e) {
      if (req.mode === 'navigate') {
        const home = await cache.match('./');
        if (home) return home;
      }
      throw e;
    }
  })());
});
