/**
 * Requests and replies of the onboarding calls (issue 12 item 4, spec 1 §3 "Registration", §5
 * "Verification, activation, registration", §8 activation messages; decision 076). Messages are
 * translation keys; the forms use the same schemas (zodResolver). Rules that depend on the market
 * (mobile and phone patterns, the Swedish organisation number) are checked again on the server
 * with the request's market (./market-rules.ts).
 */
import { z } from "zod";
import { ATTACHMENT_FIELDS, MAX_ATTACHMENT_BYTES, type AttachmentField } from "./constants";
import { customerNumber } from "@/lib/validation/customer-number";
import { email } from "@/lib/validation/email";
import { required } from "@/lib/validation/field";
import { personNumber } from "@/lib/validation/person-number";

const V = "onboarding.validation";

/** A required text: trimmed, at most `max` characters. */
const text = (requiredKey: string, max = 100) => required(z.string().trim().max(max, `${V}.tooLong`), requiredKey);
const optionalText = (max = 100) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() ? v.trim() : undefined), z.string().max(max, `${V}.tooLong`).optional());

/** A checkbox that must be ticked: true, "true" or "on" (a form post). */
const ticked = (message: string) => z.preprocess((v) => v === true || v === "true" || v === "on", z.literal(true, { error: message }));

/** Activation step 1's organisation number: letters, digits, underscore, dot, hyphen (spec 1 §5). */
export const ORG_NUMBER_LOOSE = /^[A-Za-z0-9_.-]+$/;
const orgNumberLoose = required(
  z.string().trim().max(20, "validation.orgNumber.valid").regex(ORG_NUMBER_LOOSE, "validation.orgNumber.valid"),
  "validation.orgNumber.required",
);

/** Step 1: verify the customer (customer number digits; organisation number). */
export const ZVerifyCustomerRequest = z.object({
  CustomerNumber: customerNumber(),
  OrganisationNumber: orgNumberLoose,
});
export type TVerifyCustomerRequest = z.infer<typeof ZVerifyCustomerRequest>;

/** The server's flags (one message each, spec 1 §8), and which form comes next. */
export const ZActivationFlags = z.object({
  customerNumberNotMatching: z.boolean(),
  customerNumberNotExisting: z.boolean(),
  customerNumberAlreadyActivated: z.boolean(),
  organisationNumberNotMatching: z.boolean(),
  organisationNumberAlreadyActivated: z.boolean(),
});
export type ActivationFlags = z.infer<typeof ZActivationFlags>;

export const ZVerifyCustomerResponse = ZActivationFlags.extend({
  /** true when no flag is set: the activation form may follow */
  verified: z.boolean(),
  /** the private form (a sole trader's personal organisation number) or the company form */
  isPrivate: z.boolean(),
});
export type TVerifyCustomerResponse = z.infer<typeof ZVerifyCustomerResponse>;

/** Step 2: the private or the company form (both carry the step 1 numbers again). */
export const ZActivateCustomerRequest = ZVerifyCustomerRequest.extend({
  FirstName: text(`${V}.firstName`),
  LastName: text(`${V}.lastName`),
  Email: email({ required: true }),
  Mobilephone: text("validation.mobile.required", 30),
  Telephone: optionalText(30),
  AcceptTerms: ticked(`${V}.acceptTerms`),
  PaymentResponsibility: ticked(`${V}.paymentResponsibility`),
});
export type TActivateCustomerRequest = z.infer<typeof ZActivateCustomerRequest>;

export const ZActivateCustomerResponse = z.object({ success: z.literal(true), email: z.string() });

/** The three attachments of a registration (spec 1 §3), by field name. */
export { ATTACHMENT_FIELDS, MAX_ATTACHMENT_BYTES, type AttachmentField };
/** Each attachment at most 10 MB (spec 1 §9 file limit), PDF, JPEG or PNG by content. */

const attachment = (field: AttachmentField) =>
  z.custom<Blob>((v) => typeof Blob !== "undefined" && v instanceof Blob && v.size > 0, `${V}.attachment.${field}`);

/** The registration form's fields (without the files: the form checks those itself). */
export const ZRegistrationFields = z.object({
  FirstName: text(`${V}.registerFirstName`),
  LastName: text(`${V}.registerLastName`),
  PersonNumber: personNumber({ required: true }),
  Email: email({ required: true }),
  Mobilephone: text(`${V}.registerMobile`, 30),
  Telephone: optionalText(30),
  OrganisationNumber: z.preprocess(
    (v) => (typeof v === "string" && v.trim() ? v.trim() : undefined),
    z.string().max(20, "validation.orgNumber.valid").regex(ORG_NUMBER_LOOSE, "validation.orgNumber.valid").optional(),
  ),
  CompanyName: optionalText(120),
  AcceptTerms: ticked(`${V}.acceptTerms`),
  PaymentResponsibility: ticked(`${V}.paymentResponsibility`),
});
export type TRegistrationFields = z.infer<typeof ZRegistrationFields>;

export const ZRegisterCustomerRequest = ZRegistrationFields.extend({
  ContractApplication: attachment("ContractApplication"),
  CopyOfIDDocuments: attachment("CopyOfIDDocuments"),
  RegistrationCertificate: attachment("RegistrationCertificate"),
});
export type TRegisterCustomerRequest = z.infer<typeof ZRegisterCustomerRequest>;

export const ZRegisterCustomerResponse = z.object({ success: z.literal(true), registrationId: z.number() });

/** Staff queue. */
export const ZListRegistrationsRequest = z.object({
  status: z.enum(["pending", "approved", "rejected"]).default("pending"),
});

const ZAttachmentLink = z.object({ field: z.enum(ATTACHMENT_FIELDS), name: z.string(), url: z.string() });

export const ZRegistrationItem = z.object({
  id: z.number(),
  status: z.enum(["pending", "approved", "rejected"]),
  firstName: z.string(),
  lastName: z.string(),
  personNumber: z.string(),
  email: z.string(),
  mobile: z.string(),
  phone: z.string().nullable(),
  organisationNumber: z.string().nullable(),
  companyName: z.string().nullable(),
  attachments: z.array(ZAttachmentLink),
  rejectReason: z.string().nullable(),
  customerNumber: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RegistrationItem = z.infer<typeof ZRegistrationItem>;

export const ZListRegistrationsResponse = z.object({ registrations: z.array(ZRegistrationItem) });

export const ZApproveRegistrationRequest = z.object({ id: z.coerce.number().int().positive() });
export const ZApproveRegistrationResponse = z.object({ success: z.literal(true), customerNumber: z.string() });

export const ZRejectRegistrationRequest = z.object({
  id: z.coerce.number().int().positive(),
  reason: text(`${V}.rejectReason`, 1000),
});
export const ZRejectRegistrationResponse = z.object({ success: z.literal(true) });
