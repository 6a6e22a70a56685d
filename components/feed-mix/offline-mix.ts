/**
 * The open mix on the device (decision 043): every change the farmer makes in the barn is applied
 * at once to the copy on the phone with the same arithmetic as the server (lib/feed-mix/arithmetic)
 * and queued with its own idempotency key; the queue is sent in order when there is a connection,
 * and each reply replaces the copy (the server decides). Pure functions; storage in offline-store.ts.
 */
import {
  applyReading,
  expectedCumulative,
  loadedSoFar,
  mostRecent,
  nextComponent,
  scaleRemaining,
  undoScale,
} from "@/lib/feed-mix/arithmetic";
import type { TMix } from "@/lib/feed-mix/schemas";
import { newIdempotencyKey } from "@/lib/client/idempotency-key";

export type MixOp =
  | {
      call: "updatemix";
      key: string;
      params: { mixId: number; feedName: string; weight: number; sortOrder: number; scaleaccordingcomponentsBtn: boolean };
    }
  | { call: "cancelrecentfeed"; key: string; params: { mixId: number; currentDate: string } }
  | { call: "scaleaccordingcomponents"; key: string; params: { mixId: number } }
  | { call: "autoscale"; key: string; params: { mixId: number; scaleAccordingToFirstItem: boolean } };

/** A random idempotency key (one per queued change). */
export const newKey = newIdempotencyKey;

/** The derived fields of a mix after its rows changed. */
function withTotals(mix: TMix): TMix {
  const next = nextComponent(mix.Feeds);
  const done = mix.Feeds.every((f) => f.MixUpdated);
  const started = mix.Feeds.some((f) => f.MixUpdated);
  return {
    ...mix,
    LoadedWeight: loadedSoFar(mix.Feeds),
    Done: done,
    NextSortOrder: next?.SortOrder ?? null,
    ExpectedCumulative: next ? expectedCumulative(mix.Feeds, next.SortOrder) : null,
    ScaleButtonEnabled: mix.ScaleAccordingToFirstItem && !mix.Scaled && started && !done,
  };
}

/** The mix as it will be once `op` is applied (what the server will answer); unchanged when the op would be refused. */
export function applyOp(mix: TMix, op: MixOp): TMix {
  switch (op.call) {
    case "updatemix": {
      const r = applyReading(mix.Feeds, op.params.sortOrder, op.params.weight);
      if (!r.ok) return mix;
      return withTotals({
        ...mix,
        Feeds: mix.Feeds.map((f) =>
          f.SortOrder === op.params.sortOrder
            ? { ...f, ActualWeight: r.actualWeight, MixUpdated: true, ActualSortOrder: r.actualSortOrder }
            : f,
        ),
      });
    }
    case "cancelrecentfeed": {
      const last = mostRecent(mix.Feeds);
      if (!last) return mix;
      const feeds = mix.Feeds.map((f) =>
        f.SortOrder === last.SortOrder ? { ...f, ActualWeight: null, MixUpdated: false, ActualSortOrder: null } : f,
      );
      // after the final recipe: back to the pre-scale amounts, and it can be calculated again
      return withTotals({ ...mix, Feeds: mix.Scaled ? undoScale(feeds) : feeds, Scaled: false });
    }
    case "scaleaccordingcomponents": {
      if (!mix.ScaleAccordingToFirstItem || mix.Scaled) return mix;
      const r = scaleRemaining(mix.Feeds);
      return r ? withTotals({ ...mix, Feeds: r.rows, Scaled: true }) : mix;
    }
    case "autoscale":
      return withTotals({ ...mix, ScaleAccordingToFirstItem: op.params.scaleAccordingToFirstItem });
  }
}

/** The server's copy with the ops not yet answered applied on top. */
export const replay = (mix: TMix, pending: readonly MixOp[]): TMix => pending.reduce(applyOp, mix);

/** A failure that means "no connection now, try later" (fetch's TypeError, a gateway or an unavailable server). */
export function isOfflineError(e: unknown): boolean {
  if (e instanceof TypeError) return true;
  const status = (e as { status?: unknown } | null)?.status;
  return status === 502 || status === 503 || status === 504;
}
