/** Request and reply schemas of the signing calls (the public signing page and staff's signing state). */
import { z } from "zod";

const zToken = z
  .string({ error: "signing.errors.invalidLink" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{32,64}$/, { error: "signing.errors.invalidLink" });
const zLast4 = z
  .string({ error: "signing.errors.last4" })
  .trim()
  .regex(/^\d{4}$/, { error: "signing.errors.last4" });

export const ZSigningTokenRequest = z.object({ token: zToken });
export const ZRequestCodeRequest = z.object({ token: zToken, last4: zLast4 });
export const ZCompleteSigningRequest = z.object({
  token: zToken,
  last4: zLast4,
  code: z
    .string({ error: "signing.errors.code" })
    .trim()
    .regex(/^\d{6}$/, { error: "signing.errors.code" }),
});

export const ZSigningStateReply = z.object({
  AgreementNumber: z.string(),
  Status: z.enum(["pending", "signed", "expired", "cancelled", "voided"]),
  ReceiverName: z.string(),
  /** where the one-time code goes, masked */
  CodeChannel: z.string(),
  ExpiresAt: z.string(),
  SignedAt: z.string().nullable(),
});
export type TSigningStateReply = z.input<typeof ZSigningStateReply>;
export const ZCodeSentReply = z.object({ Sent: z.literal(true), CodeChannel: z.string() });
export const ZCompleteSigningReply = z.object({ Status: z.literal("signed"), AgreementNumber: z.string() });

const zAgreementNumber = z
  .string({ error: "trading.form.unknownAgreement" })
  .trim()
  .regex(/^\d{4,12}$/, { error: "trading.form.unknownAgreement" });
export const ZAgreementNumberRequest = z.object({ AgreementNumber: zAgreementNumber });

/** Staff's view of an agreement's signing (never a token). */
export const ZSigningRequestRow = z.object({
  Status: z.enum(["pending", "signed", "expired", "cancelled", "voided"]),
  /** sent | opened | signed | expired | cancelled | voided (the state staff see) */
  State: z.enum(["sent", "opened", "signed", "expired", "cancelled", "voided"]),
  ReceiverName: z.string(),
  SentAt: z.string(),
  OpenedAt: z.string().nullable(),
  SignedAt: z.string().nullable(),
  ExpiresAt: z.string(),
  EndedAt: z.string().nullable(),
  ReminderSentAt: z.string().nullable(),
});
export const ZSigningStatusReply = z.object({
  AgreementNumber: z.string(),
  AgreementStatus: z.string(),
  Sealed: z.boolean(),
  Requests: z.array(ZSigningRequestRow),
});
export type TSigningStatusReply = z.input<typeof ZSigningStatusReply>;
export const ZCancelSigningReply = z.object({ Cancelled: z.boolean() });

/** The state staff see: a pending link past its time counts as expired before the sweep ends it. */
export const SIGNING_STATES = ["sent", "opened", "signed", "expired", "cancelled", "voided"] as const;

/** GET /api/signing/list (staff): the acted-for customer's agreements that were sent for signing. */
export const ZSigningListRequest = z.object({
  CustomerNumber: z
    .string({ error: "signingStaff.errors.customer" })
    .trim()
    .regex(/^\d{4,12}$/, { error: "signingStaff.errors.customer" }),
});
export const ZSigningListRow = z.object({
  AgreementNumber: z.string(),
  AgreementType: z.string(),
  /** open (waiting for a signature), current (signed), inactive */
  AgreementStatus: z.string(),
  /** the newest link's state */
  State: z.enum(SIGNING_STATES),
  ReceiverName: z.string(),
  SentAt: z.string(),
  OpenedAt: z.string().nullable(),
  SignedAt: z.string().nullable(),
  ExpiresAt: z.string(),
  EndedAt: z.string().nullable(),
  ReminderSentAt: z.string().nullable(),
  /** links sent for this agreement (a resend voids the one before) */
  Sends: z.number().int(),
  Sealed: z.boolean(),
  /** resend and cancel apply (the agreement waits for a signature) */
  CanResend: z.boolean(),
  CanCancel: z.boolean(),
});
export type TSigningListRow = z.infer<typeof ZSigningListRow>;
export const ZSigningListReply = z.object({ CustomerNumber: z.string(), Agreements: z.array(ZSigningListRow) });
export type TSigningListReply = z.input<typeof ZSigningListReply>;

/** POST /api/signing/resend (staff): a new link to the newest link's receiver; the old one is voided. */
export const ZResendSigningReply = z.object({ Message: z.literal("OK"), AgreementNumber: z.string(), ReceiverName: z.string() });
