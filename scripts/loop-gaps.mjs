/**
 * A measuring aid for the server process, loaded only on purpose (decision 117):
 *
 *   PORTAL_NODE_ARGS="--import ./scripts/loop-gaps.mjs" npm start
 *
 * It records, inside the server process,
 * - each route's time from the request's arrival in Node's HTTP server to the end of its reply
 *   (the latency the process itself adds, without the client's or the network's part);
 * - every stall of the event loop of LOOP_GAPS_MS (4) ms or more, seen by a 1 ms timer, with the
 *   routes that had a request in flight at that moment and whether a garbage collection took
 *   most of it. A fast call that waits, waits behind these.
 *
 * `GET /__loop-gaps` answers the report of everything since the last such request (plain text)
 * and starts a new window; `npm run bench -- --server-stats` asks for it around the harvest.
 * The path exists only in a process started with this file; nothing else in the portal knows it.
 */
import http from "node:http";
import { performance, PerformanceObserver } from "node:perf_hooks";
import { setInterval } from "node:timers";

const THRESHOLD_MS = Number(process.env.LOOP_GAPS_MS ?? 4);
const REPORT_PATH = "/__loop-gaps";

/** route → latencies (ms) */
const latencies = new Map();
/** request id → route */
const inFlight = new Map();
let nextId = 0;
/** route set (+ "GC") → [count, total ms, max ms, histogram 4–6, 6–9, 9–12, 12–16, 16+] */
const stalls = new Map();
/** recent garbage collections: [start, duration] */
const collections = [];
let windowStart = performance.now();
let idleSeen = 0;

/** "/api/x/123/y" → "/api/x/:n/y": one line per route, not per id. */
const routeOf = (url) => (url ?? "").split("?")[0].replace(/\/\d+(?=\/|$)/g, "/:n");

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, res) {
  if (event === "request") {
    if (req.url === REPORT_PATH) {
      res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
      res.end(report());
      return true;
    }
    const id = nextId++;
    const route = routeOf(req.url);
    const t0 = performance.now();
    inFlight.set(id, route);
    const done = () => {
      if (!inFlight.delete(id)) return;
      let list = latencies.get(route);
      if (!list) latencies.set(route, (list = []));
      list.push(performance.now() - t0);
    };
    res.on("finish", done);
    res.on("close", done);
  }
  return emit.apply(this, arguments);
};

new PerformanceObserver((list) => {
  for (const e of list.getEntries()) collections.push([e.startTime, e.duration]);
  if (collections.length > 1000) collections.splice(0, 500);
}).observe({ entryTypes: ["gc"] });

let last = performance.now();
setInterval(() => {
  const now = performance.now();
  const gap = now - last;
  last = now;
  if (gap < THRESHOLD_MS) return;
  const gc = collections.filter(([s, d]) => s + d > now - gap && s < now).reduce((a, [, d]) => a + d, 0);
  const key = (gc > gap / 2 ? "GC: " : "") + ([...new Set(inFlight.values())].sort().join(" + ") || "(no request in flight)");
  const s = stalls.get(key) ?? [0, 0, 0, 0, 0, 0, 0, 0];
  s[0]++;
  s[1] += gap;
  s[2] = Math.max(s[2], gap);
  s[gap < 6 ? 3 : gap < 9 ? 4 : gap < 12 ? 5 : gap < 16 ? 6 : 7]++;
  stalls.set(key, s);
}, 1).unref();

function report() {
  const seconds = (performance.now() - windowStart) / 1000;
  // the idle collector's count (lib/runtime/idle-collection.ts, decision 118), when it is installed
  const idle = globalThis[Symbol.for("portal.idleCollection")];
  const collected = idle ? idle.collections - idleSeen : null;
  if (idle) idleSeen = idle.collections;
  const lines = [
    `server process ${process.pid}: the last ${seconds.toFixed(1)} s` +
      (collected === null ? "; no idle collection (PORTAL_IDLE_GC=0)" : `; ${collected} young-generation collections between requests`),
    "",
    "route: time in this process (ms)",
  ];
  for (const [route, list] of [...latencies].sort((a, b) => b[1].length - a[1].length)) {
    list.sort((a, b) => a - b);
    const q = (p) => list[Math.min(list.length - 1, Math.floor(p * list.length))].toFixed(1);
    lines.push(`  ${route.padEnd(48)} n ${String(list.length).padStart(5)}  p50 ${q(0.5)}  p90 ${q(0.9)}  p99 ${q(0.99)}  max ${q(1)}`);
  }
  lines.push("", `event-loop stalls of ${THRESHOLD_MS} ms or more, by the routes in flight [4–6, 6–9, 9–12, 12–16, 16+ ms]`);
  for (const [key, s] of [...stalls].sort((a, b) => b[1][1] - a[1][1]).slice(0, 30))
    lines.push(
      `  ${String(s[0]).padStart(5)} stalls ${s[1].toFixed(0).padStart(6)} ms  max ${s[2].toFixed(0).padStart(3)}  [${s.slice(3).join(" ")}]  ${key}`,
    );
  latencies.clear();
  stalls.clear();
  windowStart = performance.now();
  return `${lines.join("\n")}\n`;
}
