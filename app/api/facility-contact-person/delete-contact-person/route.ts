import { route } from "@/lib/api/handler";
import { deleteContactPerson } from "@/lib/facilities/contact-persons";
import { ZDeleteContactPersonRequest, ZDeleteResult } from "@/lib/facilities/schemas";

/** POST /api/facility-contact-person/delete-contact-person (spec 3 §7): contactPersonOwnerId, contactPersonId → { result, message } (staff). */
export const POST = route(
  { input: ZDeleteContactPersonRequest, output: ZDeleteResult, roles: ["internal"] },
  async ({ db, actor, market, input, audit }) => {
    await deleteContactPerson(db, {
      actor,
      market,
      ownerId: input.contactPersonOwnerId,
      contactPersonId: input.contactPersonId,
      ctx: audit,
    });
    return { result: true, message: "facilities.cp.deleted" };
  },
);
