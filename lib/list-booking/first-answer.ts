import "server-only";
import type { DbOrTx } from "@/db";
import { replyAsSent } from "@/lib/api/contract";
import type { Actor } from "@/lib/auth/actor";
import { canUseArea } from "@/lib/auth/area-access";
import type { Market } from "@/lib/market";
import { ZSearchBookingsRequest, ZSearchBookingsResponse } from "./schemas";
import { searchBookings, type SearchBookingsReply } from "./search-bookings";

/**
 * The list booking's first list (the default period for the customer in play), read with the page
 * so the first paint has it and nothing below shifts when it arrives (decision 102, as 089), as
 * SearchBookings answers it: the same input through the call's schema, the customer scope of
 * searchBookings, the logistics area as the call's `area` check (decision 046), the reply through
 * its output schema. A refusal or failure gives undefined: the client then searches itself and
 * shows its own message.
 */
export async function listBookingFirstAnswer(
  db: DbOrTx,
  opts: {
    actor: Actor;
    market: Market;
    from: string;
    to: string;
    customerNo: string;
    t: (k: string, v?: Record<string, unknown>) => string;
  },
): Promise<SearchBookingsReply | undefined> {
  const { actor, market, customerNo } = opts;
  const areaCustomer = customerNo || actor.activeCustomerNumber;
  try {
    if (areaCustomer && !(await canUseArea(db, actor, areaCustomer, "logistics", "read"))) return undefined;
    const input = ZSearchBookingsRequest.parse({
      ResourceGroupId: "",
      FromDate: opts.from,
      ToDate: opts.to,
      RegNo: "",
      CustomerNo: customerNo,
    });
    return replyAsSent(ZSearchBookingsResponse, await searchBookings(db, { actor, input, market }), opts.t);
  } catch {
    return undefined;
  }
}
