/**
 * Young-generation garbage collection while the server process is idle (decision 118).
 *
 * V8 collects the young generation (a scavenge) when it is full. That happens in the middle of
 * whatever request is running. The scavenge then copies everything that request still holds,
 * promotes much of it to the old generation, and stops every other request for 2–8 ms. The
 * promoted garbage then brings the long mark-compact pauses (9–37 ms) closer.
 *
 * Here the process counts its requests in flight. When the last one ends, no other request is in
 * flight IDLE_GRACE_MS later, and the young generation is more than a quarter full, a scavenge
 * runs. Under the harvest's think time most scavenges then fall between requests, where they hold
 * nobody up and promote little.
 * Under a steady load with no idle moment nothing changes: V8 collects as it always did. The grace
 * keeps it so: a saturated process is empty only for the moment between a reply and the next
 * request, and a collection there would only delay that request.
 *
 * `PORTAL_IDLE_GC=0` turns it off. Installed once per server process by instrumentation.ts.
 */
import "server-only";
import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { onEveryRequest, type HookableServer } from "./request-hook";

export interface YoungGeneration {
  /** bytes in use */
  used: number;
  /** bytes it holds before V8 collects it itself (in use + available) */
  capacity: number;
}

export interface IdleCollectorDeps {
  /** one young-generation collection, synchronously */
  collect: () => void;
  youngGeneration: () => YoungGeneration;
  /** runs `fn` once the process has been idle for a moment (IDLE_GRACE_MS) */
  later: (fn: () => void) => void;
}

/** Collect when the young generation is fuller than this share of its capacity. */
export const IDLE_COLLECT_SHARE = 0.25;
/** How long no request must arrive after the last one ended before a collection (ms). */
export const IDLE_GRACE_MS = 2;

export interface IdleCollector {
  /** a request started */
  started(): void;
  /** a request ended (its reply was sent, or its connection closed) */
  ended(): void;
  readonly inFlight: number;
  /** collections run so far */
  readonly collections: number;
}

/**
 * The rule, apart from Node: after the last request in flight ends, once, later — when still no
 * request is in flight and the young generation is fuller than `share` of its capacity — collect.
 */
export function createIdleCollector(deps: IdleCollectorDeps, share = IDLE_COLLECT_SHARE): IdleCollector {
  let inFlight = 0;
  let pending = false;
  let collections = 0;
  const check = () => {
    pending = false;
    if (inFlight > 0) return; // a request arrived meanwhile: V8 decides, as without this
    const young = deps.youngGeneration();
    if (young.capacity > 0 && young.used > young.capacity * share) {
      deps.collect();
      collections++;
    }
  };
  return {
    started() {
      inFlight++;
    },
    ended() {
      if (inFlight > 0) inFlight--;
      if (inFlight === 0 && !pending) {
        pending = true;
        deps.later(check);
      }
    },
    get inFlight() {
      return inFlight;
    },
    get collections() {
      return collections;
    },
  };
}

/**
 * V8's own collector for the young generation, or null where the runtime refuses it. The `gc`
 * function exists only with --expose-gc: the flag is set for the moment it takes to read `gc` from
 * a new context, then set back, as Jest does for --logHeapUsage. Nothing else sees a global `gc`.
 */
export function youngGenerationCollector(): (() => void) | null {
  try {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as unknown;
    setFlagsFromString("--no-expose-gc");
    if (typeof gc !== "function") return null;
    return () => (gc as (options: { type: "minor" }) => void)({ type: "minor" });
  } catch {
    return null;
  }
}

export function youngGeneration(): YoungGeneration {
  const space = getHeapSpaceStatistics().find((s) => s.space_name === "new_space");
  return space ? { used: space.space_used_size, capacity: space.space_used_size + space.space_available_size } : { used: 0, capacity: 0 };
}

const INSTALLED = Symbol.for("portal.idleCollection");

/**
 * Counts the requests of every server of these classes (Node's http and https servers, which
 * `next start` uses) in one collector. Idempotent per class (a class counted once stays with its
 * first collector); returns the collector, or null when turned off (`PORTAL_IDLE_GC=0`) or when
 * the runtime has no collector to call.
 */
export function installIdleCollection(
  servers: HookableServer[],
  { env = process.env, deps }: { env?: Record<string, string | undefined>; deps?: IdleCollectorDeps } = {},
): IdleCollector | null {
  if (["0", "off", "false"].includes((env.PORTAL_IDLE_GC ?? "").trim().toLowerCase())) return null;
  // one collector per process (tests pass their own deps and get their own)
  const g = globalThis as Record<symbol, unknown>;
  let collector = deps ? undefined : (g[INSTALLED] as IdleCollector | undefined);
  if (!collector) {
    const collect = deps?.collect ?? youngGenerationCollector();
    if (!collect) return null;
    collector = createIdleCollector({
      collect,
      youngGeneration: deps?.youngGeneration ?? youngGeneration,
      later: deps?.later ?? ((fn) => void setTimeout(fn, IDLE_GRACE_MS)),
    });
    if (!deps) g[INSTALLED] = collector;
  }
  const counted = collector;
  onEveryRequest(servers, INSTALLED, (_req, reply) => {
    if (!reply || typeof reply.once !== "function") return;
    counted.started();
    let open = true;
    const end = () => {
      if (!open) return;
      open = false;
      counted.ended();
    };
    reply.once("finish", end);
    reply.once("close", end);
  });
  return counted;
}
