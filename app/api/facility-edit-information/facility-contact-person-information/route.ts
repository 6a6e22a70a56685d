import { route } from "@/lib/api/handler";
import { loadContactPerson } from "@/lib/facilities/contact-persons";
import { ZContactPersonIdRequest, ZContactPersonResponse } from "@/lib/facilities/schemas";

/** GET /api/facility-edit-information/facility-contact-person-information (spec 3 §7): contactPersonId, isInternal → { contactPersonInformation } (staff). */
export const GET = route(
  { input: ZContactPersonIdRequest, output: ZContactPersonResponse, roles: ["internal"] },
  async ({ db, market, input }) => ({
    contactPersonInformation: await loadContactPerson(db, { market, contactPersonId: input.contactPersonId }),
  }),
);
