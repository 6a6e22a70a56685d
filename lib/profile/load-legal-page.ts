import "server-only";
import type { Db } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { acceptedTermsVersion, consentsOf, findLatestDocument, latestDecisions } from "./legal-documents";
import type { TConsents } from "./legal-schemas";

export interface LegalPageData {
  document: { version: number; title: string; body: string; publishedAt: string } | null;
  /** terms: the version the user has accepted (0 after a rejection) */
  acceptedVersion: number;
  /** privacy: the current consent per purpose */
  consents: TConsents;
}

/** What the user agreement or privacy policy page shows: the latest text of the market and the user's decisions. */
export async function loadLegalPage(db: Db, opts: { actor: Actor; market: Market; kind: "terms" | "privacy" }): Promise<LegalPageData> {
  const doc = await findLatestDocument(db, { market: opts.market, kind: opts.kind });
  const decisions = await latestDecisions(db, { userId: opts.actor.userId, market: opts.market });
  return {
    document: doc ? { ...doc, publishedAt: doc.publishedAt.toISOString() } : null,
    acceptedVersion: acceptedTermsVersion(decisions),
    consents: consentsOf(decisions),
  };
}
