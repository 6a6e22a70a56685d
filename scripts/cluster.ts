/**
 * The cluster launcher of `npm start` (decision 097): runs `<script> [args…]` — `next start` — in N
 * worker processes with node:cluster, so one port is served by N event loops. Each worker's
 * `listen()` goes through this primary (Node's round-robin on Linux hands each new connection to the
 * next worker), so there is no proxy hop: a request is read and answered by one worker.
 *
 *   node --import tsx scripts/cluster.ts <workers> <script> [args…]
 *
 * - PORTAL_NODE_ARGS: node options for the workers (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof":
 *   one profile per worker); each worker gets PORTAL_WORKER=<1…N> in its environment.
 * - A worker that ends is started again after a back-off (scripts/cluster-policy.ts); when no worker
 *   was ever ready (a broken build), or workers keep dying right after starting, the launcher stops
 *   the others and exits with the failed worker's code, so `npm start` fails clearly.
 * - SIGTERM/SIGINT (or the parent going away) stop every worker gracefully (Next finishes the
 *   requests in hand), then the launcher exits 0; a worker still alive after 10 s is killed.
 * - Worker output goes through here line by line, prefixed with `[wN]`, so logs stay readable.
 * - A worker's message for its siblings (lib/cluster/siblings.ts, e.g. "empty your search cache")
 *   is passed to every other worker.
 */
import cluster, { type Worker } from "node:cluster";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { isSiblingMessage } from "../lib/cluster/siblings";
import { RESTART_RULES, RestartPolicy } from "./cluster-policy";

const STOP_GRACE_MS = 10_000;
const [countArg = "", script, ...scriptArgs] = process.argv.slice(2);
const count = Number(countArg);
const log = (m: string) => console.log(`[portal] ${m}`);

if (!script || !Number.isInteger(count) || count < 1) {
  console.error("usage: cluster.ts <workers> <script> [args…]");
  process.exit(2);
}

cluster.setupPrimary({
  exec: script,
  args: scriptArgs,
  // not this process's own options (tsx's loader): the workers run plain node, as `next start` did
  execArgv: (process.env.PORTAL_NODE_ARGS ?? "").split(" ").filter(Boolean),
  silent: true,
});

/** PORTAL_WORKER_READY_MS: how long a worker must listen before the start counts as working (tests shorten it) */
const rules = { ...RESTART_RULES, readyMs: Number(process.env.PORTAL_WORKER_READY_MS) || RESTART_RULES.readyMs };
const policy = new RestartPolicy(rules);
/** slot (1…N) → the worker in it, and when it started listening */
const slots = new Map<number, { worker: Worker; listenedAt: number | null }>();
let stopping = false;
let exitCode = 0;

/** workers' output pipes not yet drained: the launcher's exit waits for them (at most 1 s) */
let openPipes = 0;

function prefix(from: Readable | null, to: Writable, tag: string) {
  if (!from) return;
  openPipes++;
  const lines = createInterface({ input: from, crlfDelay: Infinity });
  lines.on("line", (line) => to.write(`${tag} ${line}\n`));
  lines.once("close", () => openPipes--);
}

function exitWhenDrained(code: number) {
  const end = Date.now() + 1_000;
  const check = () => (openPipes <= 0 || Date.now() > end ? process.exit(code) : setTimeout(check, 20));
  check();
}

function start(slot: number) {
  const worker = cluster.fork({ PORTAL_WORKER: String(slot) });
  const tag = `[w${slot}]`;
  prefix(worker.process.stdout, process.stdout, tag);
  prefix(worker.process.stderr, process.stderr, tag);
  slots.set(slot, { worker, listenedAt: null });
  worker.on("listening", () => {
    const s = slots.get(slot);
    if (s?.worker !== worker || s.listenedAt !== null) return;
    s.listenedAt = Date.now();
    setTimeout(() => {
      if (slots.get(slot)?.worker === worker) policy.ready();
    }, rules.readyMs).unref();
  });
  // a worker's message for its siblings (lib/cluster/siblings.ts) goes to every other worker
  worker.on("message", (m: unknown) => {
    if (!isSiblingMessage(m)) return;
    for (const other of slots.values())
      if (other.worker !== worker && other.worker.isConnected()) other.worker.send(m, undefined, () => {});
  });
  worker.on("exit", (code, signal) => {
    const s = slots.get(slot);
    if (s?.worker === worker) slots.delete(slot);
    if (stopping) {
      if (slots.size === 0) exitWhenDrained(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    const servedMs = s?.listenedAt != null ? Date.now() - s.listenedAt : null;
    const decision = policy.exited(servedMs);
    const ran = servedMs === null ? "before listening" : `after ${(servedMs / 1000).toFixed(1)} s`;
    if (!decision.restart) {
      log(`worker ${slot} (pid ${worker.process.pid}) ended with ${how} ${ran}; ${decision.reason}: stopping`);
      stop(code || 1);
      return;
    }
    log(`worker ${slot} (pid ${worker.process.pid}) ended with ${how} ${ran}; restarting in ${decision.delayMs} ms`);
    // the delay also lets a signal that ends everything (Ctrl+C reaches the workers too) arrive first
    setTimeout(() => {
      if (!stopping) start(slot);
    }, decision.delayMs);
  });
}

function stop(code: number) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  if (slots.size === 0) exitWhenDrained(code);
  for (const { worker } of slots.values()) worker.process.kill("SIGTERM");
  setTimeout(() => {
    for (const { worker } of slots.values()) worker.process.kill("SIGKILL");
    process.exit(code);
  }, STOP_GRACE_MS).unref();
}

process.on("SIGTERM", () => stop(0));
process.on("SIGINT", () => stop(0));
// started by scripts/start.ts with an IPC channel: if that process is gone, so are we
process.on("disconnect", () => stop(0));

for (let slot = 1; slot <= count; slot++) start(slot);
log(`${count} server processes on one port (node:cluster): ${[...slots.values()].map((s) => s.worker.process.pid).join(", ")}`);
