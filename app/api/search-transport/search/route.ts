import { route } from "@/lib/api/handler";
import { searchTransport } from "@/lib/transport/search-transport";
import { ZSearchTransportRequest, ZSearchTransportResponse } from "@/lib/transport/schemas";

/**
 * The transport search (spec 1 §2; the call is ours, see the decision record): category, text,
 * fromDate, toDate → { rows, truncated, showOwner }. 400 with field messages (e.g. a range over
 * 7 days on toDate), 403 for a customer number outside the actor's scope.
 */
export const POST = route(
  { input: ZSearchTransportRequest, area: { name: "logistics", level: "read" }, output: ZSearchTransportResponse },
  ({ db, actor, input, market }) => searchTransport(db, { actor, market, input }),
);
