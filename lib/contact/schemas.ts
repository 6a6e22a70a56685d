/**
 * The contact form (spec 1 §5 "Contact form"; decision 078): subject and message always; signed
 * out also name, a valid e-mail and the customer number (digits). The call takes the signed-out
 * fields as optional and requires them on the server when nobody is signed in; the form uses
 * `contactFormSchema(signedIn)`.
 */
import { z } from "zod";
import { customerNumber } from "@/lib/validation/customer-number";
import { email } from "@/lib/validation/email";
import { required } from "@/lib/validation/field";

export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5000;

const C = "contact.validation";

const base = {
  subject: required(z.string().trim().max(SUBJECT_MAX, `${C}.subjectTooLong`), `${C}.subject`),
  message: required(z.string().trim().max(MESSAGE_MAX, `${C}.messageTooLong`), `${C}.message`),
};

const signedOut = {
  name: required(z.string().trim().max(100, `${C}.nameTooLong`), `${C}.name`),
  email: email({ required: true }),
  customerNumber: customerNumber(),
};

const loose = z.preprocess(
  (v) => (typeof v === "string" ? v : undefined),
  z
    .string()
    .max(MESSAGE_MAX + 100)
    .optional(),
);

/**
 * The call's input: every field as text here; the server checks them with `contactFormSchema`
 * for a signed-in or signed-out sender, so every field's message comes back at once.
 */
export const ZContactRequest = z.object({ subject: loose, message: loose, name: loose, email: loose, customerNumber: loose });
export type TContactRequest = z.infer<typeof ZContactRequest>;

/** The form's schema: signed out, name, e-mail and customer number are required. */
export const ZSignedInContact = z.object(base);
export const ZSignedOutContact = z.object({ ...base, ...signedOut });
export const contactFormSchema = (signedIn: boolean) => (signedIn ? ZSignedInContact : ZSignedOutContact);

export const ZContactResponse = z.object({ success: z.literal(true), id: z.number() });

export const ZListContactRequest = z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0) });

export const ZContactItem = z.object({
  id: z.number(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  customerNumber: z.string().nullable(),
  signedIn: z.boolean(),
  subject: z.string(),
  message: z.string(),
});
export type ContactItem = z.infer<typeof ZContactItem>;

export const ZListContactResponse = z.object({
  messages: z.array(ZContactItem),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type TListContactResponse = z.infer<typeof ZListContactResponse>;
