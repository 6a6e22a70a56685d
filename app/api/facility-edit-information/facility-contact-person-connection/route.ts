import { route } from "@/lib/api/handler";
import { isConnected } from "@/lib/facilities/contact-persons";
import { ZConnectionRequest, ZFacilityConnectionResponse } from "@/lib/facilities/schemas";

/** GET /api/facility-edit-information/facility-contact-person-connection (spec 3 §7): facilityId, contactPersonId → { isContactPersonConnected } (staff). */
export const GET = route(
  { input: ZConnectionRequest, output: ZFacilityConnectionResponse, roles: ["internal"] },
  async ({ db, market, input }) => ({ isContactPersonConnected: await isConnected(db, { market, ...input }) }),
);
