/**
 * Whether the database is known to be unreachable right now (decision 024), for pages: an API call
 * answers 503 from its own error, but a page has already begun to render when a query fails, so
 * proxy.ts asks here first and answers 503 with Retry-After while the database is down.
 *
 * The state lives on globalThis: the proxy is bundled apart from pages and route handlers but runs
 * in the same server process. A failed query marks the database down (db/errors.ts
 * markUnavailable); while it is marked, a page request probes it (at most once a second, through
 * the app's own pool) and the first answer clears the mark, so pages come back without a restart.
 */

type Probe = () => Promise<unknown>;
interface State {
  downSince: number | null;
  probe: Probe | null;
  lastProbeAt: number;
  probing: Promise<boolean> | null;
}

const PROBE_EVERY_MS = 1000;
const PROBE_TIMEOUT_MS = 1000;

const g = globalThis as unknown as { __portalDbAvailability?: State };
function state(): State {
  g.__portalDbAvailability ??= { downSince: null, probe: null, lastProbeAt: 0, probing: null };
  return g.__portalDbAvailability;
}

/** A query failed because the database could not be reached. */
export function noteDbDown(now = Date.now()): void {
  state().downSince ??= now;
}

/** The database answered. */
export function noteDbUp(): void {
  const s = state();
  s.downSince = null;
  s.lastProbeAt = 0; // the next fault probes at once
}

/** How to ask the database whether it is back (db/index.ts registers `select 1` on the app's pool). */
export function registerDbProbe(probe: Probe): void {
  state().probe = probe;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("probe timed out")), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/**
 * True when the database is marked down and a probe (or the last one, less than a second ago)
 * found it still down. False at once when nothing failed: the usual case costs nothing.
 */
export async function dbKnownDown(now = Date.now()): Promise<boolean> {
  const s = state();
  if (s.downSince === null) return false;
  if (!s.probe) return true;
  if (s.probing) return s.probing;
  if (now - s.lastProbeAt < PROBE_EVERY_MS) return true;
  s.lastProbeAt = now;
  const probe = s.probe;
  s.probing = withTimeout(probe(), PROBE_TIMEOUT_MS)
    .then(
      () => {
        noteDbUp();
        return false;
      },
      () => true,
    )
    .finally(() => {
      s.probing = null;
    });
  return s.probing;
}
