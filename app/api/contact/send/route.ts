import { publicRoute } from "@/lib/api/handler";
import { ZContactRequest, ZContactResponse } from "@/lib/contact/schemas";
import { sendContactMessage } from "@/lib/contact/send-contact-message";

/** The contact form (signed in or out): stored for staff, e-mailed to staff, a receipt to the sender. */
export const POST = publicRoute({ input: ZContactRequest, output: ZContactResponse }, async ({ db, actor, input, market, t, audit }) => {
  const { id } = await sendContactMessage(db, { actor, market, t, input, ctx: audit });
  return { success: true as const, id };
});
