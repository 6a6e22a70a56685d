/*
 * Maiturimix service worker (decision 044): keeps the app shell of the feed-mixing screen for the
 * barn. Pages of /agrodesk/rehunsekoitus: network first, the last copy when offline. Next's static
 * files (content-hashed): cache first. API calls are never cached or answered here — the screen
 * keeps the recipe and the open mix in localStorage and queues readings itself.
 */
const CACHE = "maiturimix-v1";
const SHELL = ["/agrodesk/rehunsekoitus", "/maiturimix.webmanifest", "/maiturimix/icon-192.png"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL).catch(() => undefined))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("maiturimix-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (url.pathname.startsWith("/_next/static/") || url.pathname.startsWith("/maiturimix")) {
    event.respondWith(
      caches.match(req).then(
        (hit) =>
          hit ||
          fetch(req).then((res) => {
            if (res.ok) {
              const copy = res.clone();
              void caches.open(CACHE).then((c) => c.put(req, copy));
            }
            return res;
          }),
      ),
    );
    return;
  }
  if (req.mode === "navigate" && url.pathname.startsWith("/agrodesk/rehunsekoitus")) {
    event.respondWith(
      fetch(req)
        .then((res) => {
          if (res.ok) {
            const copy = res.clone();
            void caches.open(CACHE).then((c) => c.put(url.pathname, copy));
          }
          return res;
        })
        .catch(() => caches.match(url.pathname).then((hit) => hit || caches.match("/agrodesk/rehunsekoitus"))),
    );
  }
});
