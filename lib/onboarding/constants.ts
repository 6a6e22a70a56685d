/** The registration's attachment fields and size limit, without zod: the form reads them in the
 * browser (decision 099); lib/onboarding/schemas.ts re-exports them. */
export const ATTACHMENT_FIELDS = ["ContractApplication", "CopyOfIDDocuments", "RegistrationCertificate"] as const;
export type AttachmentField = (typeof ATTACHMENT_FIELDS)[number];

export const MAX_ATTACHMENT_BYTES = 10_485_760;
