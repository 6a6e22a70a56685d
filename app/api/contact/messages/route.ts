import { route } from "@/lib/api/handler";
import { listContactMessages } from "@/lib/contact/list-contact-messages";
import { ZListContactRequest, ZListContactResponse } from "@/lib/contact/schemas";

/** Staff: contact messages of the request's market, newest first. */
export const GET = route({ input: ZListContactRequest, output: ZListContactResponse, roles: ["internal"] }, async ({ db, input, market }) =>
  listContactMessages(db, { market, page: input.page }),
);
