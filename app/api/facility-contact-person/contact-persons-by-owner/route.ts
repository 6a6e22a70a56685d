import { route } from "@/lib/api/handler";
import { listContactPersonsByOwner } from "@/lib/facilities/contact-persons";
import { ZContactPersonsByOwnerRequest, ZContactPersonsByOwnerResponse } from "@/lib/facilities/schemas";

/** GET /api/facility-contact-person/contact-persons-by-owner (spec 3 §7): contactPersonOwnerId, isInternal → { contactPersonsByOwner } (staff). */
export const GET = route(
  { input: ZContactPersonsByOwnerRequest, output: ZContactPersonsByOwnerResponse, roles: ["internal"] },
  async ({ db, market, input }) => ({
    contactPersonsByOwner: await listContactPersonsByOwner(db, { market, ownerId: input.contactPersonOwnerId }),
  }),
);
