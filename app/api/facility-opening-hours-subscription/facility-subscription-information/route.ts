import { route } from "@/lib/api/handler";
import { loadPublicFacility, subscriptionStatus } from "@/lib/facilities/subscriptions";
import { ZFacilityIdRequest, ZSubscriptionInformationResponse } from "@/lib/facilities/schemas";

/** GET /api/facility-opening-hours-subscription/facility-subscription-information (spec 3 §7): facilityId → { facilityInformation (public hours, address, map link), isFacilitySubscribedByUser } (any signed-in user). */
export const GET = route({ input: ZFacilityIdRequest, output: ZSubscriptionInformationResponse }, async ({ db, actor, market, input }) => {
  const status = await subscriptionStatus(db, { actor, market, facilityId: input.facilityId });
  return {
    facilityInformation: await loadPublicFacility(db, { market, facilityId: input.facilityId }),
    isFacilitySubscribedByUser: status.isFacilitySubscribedByUser,
  };
});
