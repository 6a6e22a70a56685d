import { route } from "@/lib/api/handler";
import { isConnected } from "@/lib/facilities/contact-persons";
import { ZConnectionRequest, ZContactPersonConnectionResponse } from "@/lib/facilities/schemas";

/** GET /api/facility-contact-person/contact-person-facility-connection (spec 3 §7): contactPersonId, facilityId → { isFacilityConnected } (staff). */
export const GET = route(
  { input: ZConnectionRequest, output: ZContactPersonConnectionResponse, roles: ["internal"] },
  async ({ db, market, input }) => ({ isFacilityConnected: await isConnected(db, { market, ...input }) }),
);
