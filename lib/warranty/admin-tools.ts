/**
 * The admins' tools (issue 16 items 2 and 5; decision 064):
 * - deleteEntry (`POST /api/epiformsdata/deleteentry` with storeId, the entry's id): a release
 *   form, old form or claim is marked deleted (kept for the log) and leaves every list;
 * - moveSubmitter (`POST /api/warrantyform/submit` with EmailId, FromStore, ToStore): the
 *   submitter's forms and claims of one store move to another in one transaction; the reply is
 *   the number of updated records. Both logged.
 */
import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { releaseForms, warrantyClaims } from "@/db/schema";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { Market } from "@/lib/market";
import { storeByNumber } from "./access";
import { W } from "./schemas";

export async function deleteEntry(
  db: Db,
  opts: { market: Market; actor: Actor; id: string; ctx: ActionContext },
): Promise<{ deleted: boolean; kind: "release" | "old" | "claim" }> {
  const { actor } = opts;
  requireAgroDesk(opts.market, actor, "admin");
  return db.transaction(async (tx) => {
    const now = new Date();
    const forms = await tx
      .update(releaseForms)
      .set({ deletedAt: now, deletedByUserId: actor.userId })
      .where(and(eq(releaseForms.submissionId, opts.id), isNull(releaseForms.deletedAt)))
      .returning({ id: releaseForms.id, source: releaseForms.source });
    const form = forms[0];
    if (form) {
      await logAction(tx, actor, "warranty.entry.deleted", { formId: form.id, source: form.source }, opts.ctx);
      return { deleted: true, kind: form.source as "release" | "old" };
    }
    const claims = await tx
      .update(warrantyClaims)
      .set({ deletedAt: now, deletedByUserId: actor.userId })
      .where(and(eq(warrantyClaims.submissionId, opts.id), isNull(warrantyClaims.deletedAt)))
      .returning({ id: warrantyClaims.id });
    if (!claims[0]) throw new AppError("NOT_FOUND", "warranty.errors.entryNotFound");
    await logAction(tx, actor, "warranty.entry.deleted", { claimId: claims[0].id }, opts.ctx);
    return { deleted: true, kind: "claim" };
  });
}

export async function moveSubmitter(
  db: Db,
  opts: { market: Market; actor: Actor; input: { EmailId: string; FromStore: string; ToStore: string }; ctx: ActionContext },
): Promise<{ count: number; releaseForms: number; claims: number }> {
  const { actor, input } = opts;
  requireAgroDesk(opts.market, actor, "admin");
  if (input.FromStore === input.ToStore) throw new AppError("BAD_REQUEST", W.sameStore, { fields: { ToStore: [W.sameStore] } });
  const from = await storeByNumber(db, input.FromStore, "FromStore");
  const to = await storeByNumber(db, input.ToStore, "ToStore");
  const email = input.EmailId.toLowerCase();
  return db.transaction(async (tx) => {
    const forms = await tx
      .update(releaseForms)
      .set({ storeCustomerId: to.id })
      .where(and(eq(releaseForms.storeCustomerId, from.id), eq(sql`lower(${releaseForms.submitterEmail})`, email)))
      .returning({ id: releaseForms.id });
    const claims = await tx
      .update(warrantyClaims)
      .set({ storeCustomerId: to.id, updatedAt: new Date() })
      .where(and(eq(warrantyClaims.storeCustomerId, from.id), eq(sql`lower(${warrantyClaims.submitterEmail})`, email)))
      .returning({ id: warrantyClaims.id });
    const result = { count: forms.length + claims.length, releaseForms: forms.length, claims: claims.length };
    await logAction(tx, actor, "warranty.submitter.moved", { email, from: input.FromStore, to: input.ToStore, ...result }, opts.ctx);
    return result;
  });
}
