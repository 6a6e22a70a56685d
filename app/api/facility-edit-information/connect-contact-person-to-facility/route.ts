import { route } from "@/lib/api/handler";
import { setConnection } from "@/lib/facilities/contact-persons";
import { ZConnectRequest, ZFacilityConnectedPersonsResponse } from "@/lib/facilities/schemas";

/** POST /api/facility-edit-information/connect-contact-person-to-facility (spec 3 §7): facilityId, contactPersonId, isNewConnection, isInternal → { facilityConnectedContactPersons } (staff). */
export const POST = route(
  { input: ZConnectRequest, output: ZFacilityConnectedPersonsResponse, roles: ["internal"] },
  async ({ db, actor, market, input, audit }) => {
    const lists = await setConnection(db, {
      actor,
      market,
      facilityId: input.facilityId,
      contactPersonId: input.contactPersonId,
      connect: input.isNewConnection,
      ctx: audit,
    });
    return { facilityConnectedContactPersons: lists.facilityConnectedContactPersons };
  },
);
