import { route } from "@/lib/api/handler";
import { subscriptionStatus } from "@/lib/facilities/subscriptions";
import { ZFacilityIdRequest, ZSubscriptionStatus } from "@/lib/facilities/schemas";

/** GET /api/facility-opening-hours-subscription/facility-subscription (spec 3 §7): facilityId → { isFacilitySubscribedByUser, customerNumber, userId, facilityId, facilityInformationSubscriptions } (own). */
export const GET = route({ input: ZFacilityIdRequest, output: ZSubscriptionStatus }, ({ db, actor, market, input }) =>
  subscriptionStatus(db, { actor, market, facilityId: input.facilityId }),
);
