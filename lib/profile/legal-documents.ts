import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { consentEvents, legalDocuments } from "@/db/schema";
import type { Market } from "@/lib/market";
import { BASELINE_TERMS_VERSION, PRIVACY_PURPOSES, TERMS_PURPOSE } from "./consent-purposes";
import type { TConsents } from "./legal-schemas";

export type LegalKind = "terms" | "privacy";

/** The latest published version of the user agreement or privacy policy of a market, or null. */
export async function findLatestDocument(db: DbOrTx, opts: { market: Market; kind: LegalKind }) {
  const [doc] = await db
    .select({
      version: legalDocuments.version,
      title: legalDocuments.title,
      body: legalDocuments.body,
      publishedAt: legalDocuments.publishedAt,
    })
    .from(legalDocuments)
    .where(and(eq(legalDocuments.market, opts.market), eq(legalDocuments.kind, opts.kind)))
    .orderBy(desc(legalDocuments.version))
    .limit(1);
  return doc ?? null;
}

/** The user's latest decision per purpose in a market (the consent log is append-only: the newest row counts). */
export async function latestDecisions(db: DbOrTx, opts: { userId: number; market: Market }) {
  const rows = await db
    .selectDistinctOn([consentEvents.purpose], {
      purpose: consentEvents.purpose,
      given: consentEvents.given,
      version: consentEvents.documentVersion,
      at: consentEvents.createdAt,
    })
    .from(consentEvents)
    .where(and(eq(consentEvents.userId, opts.userId), eq(consentEvents.market, opts.market)))
    .orderBy(consentEvents.purpose, desc(consentEvents.id));
  return new Map(rows.map((r) => [r.purpose, r]));
}

/** The terms version the user has accepted: the latest decision's (0 after a rejection), else the baseline. */
export function acceptedTermsVersion(decisions: Awaited<ReturnType<typeof latestDecisions>>): number {
  return acceptedVersionOf(decisions.get(TERMS_PURPOSE));
}

/** The version a latest terms decision accepts (0 after a rejection); without one, the baseline. */
function acceptedVersionOf(decision: { given: boolean; version: number } | undefined): number {
  if (!decision) return BASELINE_TERMS_VERSION;
  return decision.given ? decision.version : 0;
}

export function consentsOf(decisions: Awaited<ReturnType<typeof latestDecisions>>): TConsents {
  return Object.fromEntries(PRIVACY_PURPOSES.map((p) => [p, decisions.get(p)?.given ?? false])) as TConsents;
}

/**
 * The version of the user agreement the user must accept before going on (decision 075), or null:
 * a version newer than the one they accepted, or any version after they rejected it.
 */
export async function findTermsToAccept(db: DbOrTx, opts: { userId: number; market: Market }): Promise<number | null> {
  // every signed-in page asks this (the shell's terms guard): ONE statement for the latest version
  // and the user's latest terms decision, without the document's text (decision 117; it was two
  // statements one after the other, the first reading the whole agreement)
  const latest = db
    .select({ version: legalDocuments.version })
    .from(legalDocuments)
    .where(and(eq(legalDocuments.market, opts.market), eq(legalDocuments.kind, "terms")))
    .orderBy(desc(legalDocuments.version))
    .limit(1)
    .as("latest");
  const decision = db
    .select({ given: consentEvents.given, version: consentEvents.documentVersion })
    .from(consentEvents)
    .where(and(eq(consentEvents.userId, opts.userId), eq(consentEvents.market, opts.market), eq(consentEvents.purpose, TERMS_PURPOSE)))
    .orderBy(desc(consentEvents.id))
    .limit(1)
    .as("decision");
  const [row] = await db
    .select({ latest: latest.version, given: decision.given, version: decision.version })
    .from(latest)
    .leftJoinLateral(decision, sql`true`);
  if (!row) return null;
  const accepted = acceptedVersionOf(row.given === null || row.version === null ? undefined : { given: row.given, version: row.version });
  return accepted >= row.latest ? null : row.latest;
}
