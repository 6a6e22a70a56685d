import { route } from "@/lib/api/handler";
import { setConnection } from "@/lib/facilities/contact-persons";
import { ZConnectRequest, ZPersonConnectedFacilitiesResponse } from "@/lib/facilities/schemas";

/** POST /api/facility-contact-person/connect-facility-to-contact-person (spec 3 §7): contactPersonId, facilityId, isNewConnection, isInternal → { contactPersonConnectedFacilities } (staff). */
export const POST = route(
  { input: ZConnectRequest, output: ZPersonConnectedFacilitiesResponse, roles: ["internal"] },
  async ({ db, actor, market, input, audit }) => {
    const lists = await setConnection(db, {
      actor,
      market,
      facilityId: input.facilityId,
      contactPersonId: input.contactPersonId,
      connect: input.isNewConnection,
      ctx: audit,
    });
    return { contactPersonConnectedFacilities: lists.contactPersonConnectedFacilities };
  },
);
