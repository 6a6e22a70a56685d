/**
 * Messages between the server processes of one instance (decision 097). In a worker of the cluster
 * launcher (scripts/cluster.ts), `tellSiblings(topic)` asks the primary to pass the topic to every
 * other worker, where the handlers registered with `onSiblingMessage(topic, …)` run. Outside a
 * cluster (one `next start`, `next dev`, tests) there are no siblings and it does nothing.
 * Best effort and one way: for per-process caches that a write in one worker must empty in the
 * others (the search answers of decision 098). No framework imports.
 */

/** The message a worker sends to the primary and the primary passes on (scripts/cluster.ts). */
export interface SiblingMessage {
  portalSiblings: string;
}

export function isSiblingMessage(m: unknown): m is SiblingMessage {
  return typeof m === "object" && m !== null && typeof (m as Partial<SiblingMessage>).portalSiblings === "string";
}

// on globalThis: the build may give each route its own copy of this module, but the process has one channel
const KEY = Symbol.for("portal.siblingHandlers");
const holder = globalThis as { [KEY]?: Map<string, Set<() => void>> };

function handlers(): Map<string, Set<() => void>> {
  let map = holder[KEY];
  if (!map) {
    const created = new Map<string, Set<() => void>>();
    holder[KEY] = map = created;
    process.on("message", (m: unknown) => {
      if (!isSiblingMessage(m)) return;
      for (const fn of created.get(m.portalSiblings) ?? []) {
        try {
          fn();
        } catch (e) {
          console.error(`[siblings] ${m.portalSiblings}:`, e instanceof Error ? e.message : e);
        }
      }
    });
  }
  return map;
}

/** Runs `fn` whenever another worker of this instance tells `topic`. */
export function onSiblingMessage(topic: string, fn: () => void): void {
  const map = handlers();
  let set = map.get(topic);
  if (!set) map.set(topic, (set = new Set()));
  set.add(fn);
}

/** Tells the other workers of this instance `topic`; false when there are none to tell (not a cluster worker). */
export function tellSiblings(topic: string): boolean {
  if (!process.env.PORTAL_WORKER || typeof process.send !== "function" || !process.connected) return false;
  const message: SiblingMessage = { portalSiblings: topic };
  process.send(message, undefined, {}, () => {}); // errors (a closing channel) are ignored
  return true;
}
