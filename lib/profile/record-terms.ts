import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { consentEvents } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { Market } from "@/lib/market";
import { TERMS_PURPOSE } from "./consent-purposes";
import { checkForm } from "./check-form";
import { findLatestDocument } from "./legal-documents";
import { ZAcceptTermsForm } from "./legal-schemas";

/**
 * Accepts (AcceptTerms ticked, else 400 'Du måste godkänna användningsvillkoren') or rejects the
 * user agreement of the request's market, as the version the user read: a version that is not the
 * latest any more is 409 (read the new one). Appends to the consent log with time and version.
 */
export async function recordTerms(
  db: Db,
  opts: { actor: Actor; market: Market; accept: boolean; input: { AcceptTerms?: unknown; version: number }; ctx?: ActionContext },
) {
  const { actor, market } = opts;
  if (opts.accept)
    checkForm(ZAcceptTermsForm, {
      AcceptTerms: opts.input.AcceptTerms === true || opts.input.AcceptTerms === "true" || opts.input.AcceptTerms === "on",
    });
  return db.transaction(async (tx) => {
    // one decision at a time per user (a double click records once per state)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('consent'), ${actor.userId})`);
    const doc = await findLatestDocument(tx, { market, kind: "terms" });
    if (!doc) throw new AppError("NOT_FOUND");
    if (doc.version !== opts.input.version) throw new AppError("CONFLICT", "profile.terms.newVersion");
    await tx.insert(consentEvents).values({
      userId: actor.userId,
      market,
      purpose: TERMS_PURPOSE,
      given: opts.accept,
      documentKind: "terms",
      documentVersion: doc.version,
      ip: opts.ctx?.ip ?? null,
    });
    await logAction(
      tx,
      actor,
      opts.accept ? "profile.terms.accepted" : "profile.terms.rejected",
      { market, version: doc.version },
      opts.ctx,
    );
    return { success: true as const, version: doc.version };
  });
}
