import { route } from "@/lib/api/handler";
import { applyReDestination } from "@/lib/re-destination/apply-re-destination";
import { ZReDestinationApplyRequest, ZReDestinationReceiptResponse } from "@/lib/re-destination/schemas";

/**
 * Re-destination "Genomför" (designed here): the validate request plus `batchId` (a UUID chosen by
 * the client; a retry repeats it) → the receipt: the review plus { batchId, appliedAt, appliedBy,
 * notified, repeated }. One transaction; 409 with `fields["line-<id>"]` when a line changed since
 * it was shown (nothing is changed then).
 */
export const POST = route(
  { input: ZReDestinationApplyRequest, area: { name: "logistics", level: "write" }, output: ZReDestinationReceiptResponse },
  ({ db, actor, market, input, audit }) => applyReDestination(db, { actor, market, input, ctx: audit }),
);
