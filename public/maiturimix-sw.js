/*
 * Maiturimix service worker (decision 044): keeps the app shell of the feed-mixing screen for the
 * barn. Pages of /agrodesk/rehunsekoitus: network first, the last copy when offline. Next's static
 * files (content-hashed): cache first. API calls are never cached or answered here — the screen
 * keeps the recipe and the open mix in localStorage and queues readings itself.
 */
const CACHE = "maiturimix-v2";
const PAGE = "/agrodesk/rehunsekoitus";
const SHELL = [PAGE, "/maiturimix.webmanifest", "/maiturimix/icon-192.png"];
/** how a page names its scripts and styles, and how a chunk names the chunks it loads on demand */
const CHUNK_REF = /static\/chunks\/[\w.~-]+\.(?:js|css)/g;
const chunkRefs = (text) => [...new Set(text.match(CHUNK_REF) || [])].map((ref) => `/_next/${ref}`);

/**
 * Keeps every chunk the page can load, also those it loads only on demand (a dialog, a chart), so
 * the screen works offline in the barn whatever was opened before (decision 110): from the page's
 * HTML, the chunks it names, then those each chunk names, until none is new. Chunks of other
 * builds are dropped.
 */
async function keepPageChunks(html) {
  const cache = await caches.open(CACHE);
  const seen = new Set();
  const keep = async (urls) => {
    const fresh = urls.filter((u) => !seen.has(u));
    for (const u of fresh) seen.add(u);
    await Promise.all(
      fresh.map(async (u) => {
        let res = await cache.match(u);
        if (!res) {
          res = await fetch(u, { credentials: "same-origin" });
          if (!res.ok) return;
          await cache.put(u, res.clone());
        }
        if (u.endsWith(".js")) await keep(chunkRefs(await res.text()));
      }),
    );
  };
  await keep(chunkRefs(html));
  for (const req of await cache.keys()) {
    const path = new URL(req.url).pathname;
    if (path.startsWith("/_next/static/chunks/") && !seen.has(path)) await cache.delete(req);
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL).then(() => cache.match(PAGE)))
      .then((page) => page && page.text().then(keepPageChunks))
      .catch(() => undefined)
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
            const scan = res.clone();
            event.waitUntil(
              caches
                .open(CACHE)
                .then((c) => c.put(url.pathname, copy))
                .then(() => scan.text())
                .then(keepPageChunks)
                .catch(() => undefined),
            );
          }
          return res;
        })
        .catch(() => caches.match(url.pathname).then((hit) => hit || caches.match("/agrodesk/rehunsekoitus"))),
    );
  }
});
