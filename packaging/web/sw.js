// The offline cache. build.sh fills in VERSION (a hash of every file) and FILES; a new
// build gets a new cache, and the old one is removed once the new worker takes over.
// A new worker waits until the player says Reload (the page posts "skip-waiting"): nothing
// changes under a game in progress.
const VERSION = "@VERSION@";
const FILES = @FILES@;
const CACHE = "pnp-companion-" + VERSION;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: "no-cache" }))))
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names
        .filter((n) => n.startsWith("pnp-companion-") && n !== CACHE)
        .map((n) => caches.delete(n))))
      .then(() => self.clients.claim())
  );
});

// Cache first: the app is the same files until the next build. A file is matched by its
// own URL first: only a Cache Storage response whose URL is the request's gets V8's code
// cache for the wasm (one matched with ignoreSearch, or built anew, never does); a page
// asked for with a query ("?cold") is matched without it.
self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(event.request)
        .then((hit) => hit || cache.match(event.request, { ignoreSearch: true }))
        .then((hit) => hit || fetch(event.request).catch(() => cache.match("./index.html")))
    )
  );
});
