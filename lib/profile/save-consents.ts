import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { consentEvents } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { Market } from "@/lib/market";
import { PRIVACY_PURPOSES } from "./consent-purposes";
import { consentsOf, findLatestDocument, latestDecisions } from "./legal-documents";
import type { TConsents } from "./legal-schemas";

/**
 * The privacy policy's consent checkboxes (spec 3 §2 "Privacy policy"): every purpose whose state
 * changes is appended to the consent log (given or withdrawn) with the time and the version of the
 * policy the user read (409 when that is not the latest any more). Unchanged purposes add nothing.
 */
export async function saveConsents(
  db: Db,
  opts: { actor: Actor; market: Market; input: { consents: Partial<TConsents>; version: number }; ctx?: ActionContext },
) {
  const { actor, market } = opts;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('consent'), ${actor.userId})`);
    const doc = await findLatestDocument(tx, { market, kind: "privacy" });
    if (!doc) throw new AppError("NOT_FOUND");
    if (doc.version !== opts.input.version) throw new AppError("CONFLICT", "profile.privacy.newVersion");
    const current = consentsOf(await latestDecisions(tx, { userId: actor.userId, market }));
    const changed = PRIVACY_PURPOSES.filter((p) => opts.input.consents[p] !== undefined && opts.input.consents[p] !== current[p]);
    if (changed.length) {
      await tx.insert(consentEvents).values(
        changed.map((p) => ({
          userId: actor.userId,
          market,
          purpose: p,
          given: opts.input.consents[p] === true,
          documentKind: "privacy" as const,
          documentVersion: doc.version,
          ip: opts.ctx?.ip ?? null,
        })),
      );
      await logAction(
        tx,
        actor,
        "profile.consents.saved",
        { market, version: doc.version, changes: Object.fromEntries(changed.map((p) => [p, opts.input.consents[p]])) },
        opts.ctx,
      );
    }
    const consents = { ...current, ...Object.fromEntries(changed.map((p) => [p, opts.input.consents[p] === true])) };
    return { success: true as const, consents, changed };
  });
}
