import { route } from "@/lib/api/handler";
import { saveContactPerson } from "@/lib/facilities/contact-persons";
import { ZSaveContactPersonRequest, ZSaveResult } from "@/lib/facilities/schemas";

/** POST /api/facility-contact-person/save-contact-person (spec 3 §7): contactPersonInformation, isInternal → { result, message, id } (staff). */
export const POST = route(
  { input: ZSaveContactPersonRequest, output: ZSaveResult, roles: ["internal"] },
  async ({ db, actor, market, input, audit }) => {
    const { id } = await saveContactPerson(db, { actor, market, form: input.contactPersonInformation, ctx: audit });
    return { result: true, message: "facilities.cp.saved", id };
  },
);
