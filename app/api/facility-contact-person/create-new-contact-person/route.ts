import { route } from "@/lib/api/handler";
import { newContactPersonTemplate } from "@/lib/facilities/contact-persons";
import { ZContactPersonResponse, ZCreateContactPersonRequest } from "@/lib/facilities/schemas";

/** POST /api/facility-contact-person/create-new-contact-person (spec 3 §7): contactPersonOwnerId → { contactPersonInformation }: the blank form with a create key (staff). */
export const POST = route(
  { input: ZCreateContactPersonRequest, output: ZContactPersonResponse, roles: ["internal"] },
  async ({ db, market, input }) => ({
    contactPersonInformation: await newContactPersonTemplate(db, { market, ownerId: input.contactPersonOwnerId }),
  }),
);
