import { route } from "@/lib/api/handler";
import { saveSubscription } from "@/lib/facilities/subscriptions";
import { ZSaveSubscriptionRequest, ZSubscriptionStatus } from "@/lib/facilities/schemas";

/** POST /api/facility-opening-hours-subscription/SaveFacilitySubscription (spec 3 §7): ?isNewSubscription= + CustomerNumber, UserId (must be the session's), FacilityId → the status and list; 409 at 10. */
export const POST = route(
  { input: ZSaveSubscriptionRequest, output: ZSubscriptionStatus, customer: (input) => input.CustomerNumber },
  ({ db, actor, market, input, audit }) =>
    saveSubscription(db, {
      actor,
      market,
      facilityId: input.FacilityId,
      subscribe: input.isNewSubscription,
      userId: input.UserId,
      customerNumber: input.CustomerNumber,
      ctx: audit,
    }),
);
