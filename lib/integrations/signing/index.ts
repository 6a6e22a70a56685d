/**
 * Digital signing behind a small interface (issue 11, decision 031). The portal's own
 * implementation (./local.ts) sends a link, checks the receiver's identity with the last four
 * digits of the personal number plus a one-time code, and records the signature; BankID (SE) or a
 * Finnish trust network provider can implement the same interface later (their identity check
 * replaces the code step; `complete` stays the one guarded transition).
 */
import "server-only";
import type { Db, DbOrTx } from "@/db";
import type { Market } from "@/lib/market";
import { localSigning } from "./local";

export interface SigningReceiver {
  name: string;
  email: string | null;
  mobile: string | null;
  /** 12 digits; only its last four are stored */
  personalNumber: string;
}

export interface SendSigningInput {
  agreementId: number;
  agreementNumber: string;
  market: Market;
  receiver: SigningReceiver;
  /** the portal origin the link points to (configured, never from request headers) */
  origin: string;
  createdByUserId: number | null;
  ip?: string;
  /** send the link by e-mail/SMS (staff sending); false when the signer opens it at once */
  deliver: boolean;
  /** a note from staff put in the e-mail */
  note?: string;
  now?: Date;
}

export interface SigningState {
  signingRequestId: number;
  agreementId: number;
  agreementNumber: string;
  status: "pending" | "signed" | "expired" | "cancelled" | "voided";
  receiverName: string;
  /** where the code goes, masked ("f***@demo.se", "+46 *** ** 67") */
  codeChannel: string;
  market: Market;
  expiresAt: Date;
  signedAt: Date | null;
}

export type CompleteResult = { outcome: "signed" } | { outcome: "alreadySigned" };

export interface SigningProvider {
  readonly name: string;
  /** A new link for the agreement (voids a pending one) in the caller's transaction; the URL holds the raw token. */
  send(tx: DbOrTx, input: SendSigningInput): Promise<{ signingRequestId: number; url: string }>;
  /** The request behind a token (records the first opening). Unknown, ended or expired tokens throw 404. */
  open(db: Db, opts: { token: string; ip?: string; now?: Date }): Promise<SigningState>;
  /** Checks the last four digits and sends a one-time code to the receiver. */
  requestCode(db: Db, opts: { token: string; last4: string; ip?: string; now?: Date }): Promise<void>;
  /** Checks last four digits and code, then signs once (`UPDATE … WHERE status = 'pending' RETURNING`). */
  complete(db: Db, opts: { token: string; last4: string; code: string; ip?: string; now?: Date }): Promise<CompleteResult>;
  /** Ends the agreement's pending link (staff cancel). */
  cancel(tx: DbOrTx, opts: { agreementId: number; userId: number | null; ip?: string }): Promise<boolean>;
}

/** The configured provider (SIGNING_PROVIDER; only `local` so far). */
export function getSigningProvider(): SigningProvider {
  const name = process.env.SIGNING_PROVIDER ?? "local";
  if (name !== "local") throw new Error(`SIGNING_PROVIDER=${name} is not available`);
  return localSigning;
}

export { hashToken, signingLinkDays } from "./local";
