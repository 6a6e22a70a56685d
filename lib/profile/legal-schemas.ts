import { z } from "zod";
import { PRIVACY_PURPOSES } from "./consent-purposes";

/** Accepting the user agreement (spec 1 §5 "Privacy": AcceptTerms required, 'Du måste godkänna användningsvillkoren'). */
export const ZAcceptTermsForm = z.object({
  AcceptTerms: z.literal(true, { error: "profile.terms.acceptRequired" }),
});
export const ZAcceptTermsRequest = z.object({
  AcceptTerms: z
    .union([z.boolean(), z.literal("true"), z.literal("on")])
    .optional()
    .nullable(),
  version: z.coerce.number().int().positive(),
});
export const ZRejectTermsRequest = z.object({ version: z.coerce.number().int().positive() });
export const ZTermsResponse = z.object({ success: z.literal(true), version: z.number().int() });

export const ZConsents = z.object(
  Object.fromEntries(PRIVACY_PURPOSES.map((p) => [p, z.boolean()])) as Record<(typeof PRIVACY_PURPOSES)[number], z.ZodBoolean>,
);
export type TConsents = z.infer<typeof ZConsents>;
export const ZSaveConsentsRequest = z.object({ consents: ZConsents.partial(), version: z.coerce.number().int().positive() });
export const ZSaveConsentsResponse = z.object({ success: z.literal(true), consents: ZConsents, changed: z.array(z.string()) });
