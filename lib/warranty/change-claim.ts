/**
 * Claim handling (issue 16 item 4; decision 062): admins move a claim along the transitions of
 * status.ts (with an optional comment), store staff of the claim's store and admins comment.
 * Each change locks the claim row; a status change names the status it moves from, so two
 * handlers cannot both move it (the second gets 409). Comment, status, e-mail to the submitter and
 * action log are one transaction.
 */
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { warrantyClaimComments, warrantyClaims } from "@/db/schema";
import { isAgroAdmin, requireAgroDesk } from "@/lib/agrodesk/access";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { TFunction } from "@/lib/i18n/instance";
import type { Market } from "@/lib/market";
import { canComment, claimForActor } from "./get-claim";
import { notifySubmitter } from "./notify-submitter";
import { canMove, STATUS_KEYS, type ClaimStatus } from "./status";

interface Opts {
  market: Market;
  actor: Actor;
  t: TFunction;
  ctx: ActionContext;
}

export async function changeClaimStatus(
  db: Db,
  opts: Opts & { input: { id: string; from: ClaimStatus; to: ClaimStatus; comment?: string } },
): Promise<{ status: ClaimStatus }> {
  const { actor, input, t } = opts;
  requireAgroDesk(opts.market, actor, "admin");
  return db.transaction(async (tx) => {
    const { claim } = await claimForActor(tx, opts.market, actor, input.id, { lock: true });
    if (claim.status !== input.from) throw new AppError("CONFLICT", "warranty.errors.statusChanged");
    if (!canMove(input.from, input.to))
      throw new AppError("CONFLICT", "warranty.errors.transition", { values: { from: input.from, to: input.to } });
    await tx.update(warrantyClaims).set({ status: input.to, updatedAt: new Date() }).where(eq(warrantyClaims.id, claim.id));
    const [comment] = await tx
      .insert(warrantyClaimComments)
      .values({
        claimId: claim.id,
        userId: actor.userId,
        authorName: actor.name,
        side: "importer",
        body: input.comment ?? t(STATUS_KEYS[input.to]),
        statusTo: input.to,
      })
      .returning({ id: warrantyClaimComments.id });
    await notifySubmitter(tx, {
      t,
      kind: "status",
      submitterEmail: claim.submitterEmail,
      actorEmail: actor.email,
      commentId: comment!.id,
      submissionId: claim.submissionId,
      serial: claim.serialNumber,
      status: t(STATUS_KEYS[input.to]),
      body: input.comment ?? "",
    });
    await logAction(tx, actor, "warranty.claim.status", { claimId: claim.id, from: input.from, to: input.to }, opts.ctx);
    return { status: input.to };
  });
}

export async function addClaimComment(db: Db, opts: Opts & { input: { id: string; body: string } }): Promise<{ id: number }> {
  const { actor, input, t } = opts;
  requireAgroDesk(opts.market, actor, "user");
  return db.transaction(async (tx) => {
    const { claim, scope } = await claimForActor(tx, opts.market, actor, input.id, { lock: true });
    if (!canComment(scope)) throw new AppError("FORBIDDEN", "warranty.errors.readOnly");
    const [comment] = await tx
      .insert(warrantyClaimComments)
      .values({
        claimId: claim.id,
        userId: actor.userId,
        authorName: actor.name,
        side: isAgroAdmin(actor) ? "importer" : "store",
        body: input.body,
      })
      .returning({ id: warrantyClaimComments.id });
    await tx.update(warrantyClaims).set({ updatedAt: new Date() }).where(eq(warrantyClaims.id, claim.id));
    await notifySubmitter(tx, {
      t,
      kind: "comment",
      submitterEmail: claim.submitterEmail,
      actorEmail: actor.email,
      commentId: comment!.id,
      submissionId: claim.submissionId,
      serial: claim.serialNumber,
      status: t(STATUS_KEYS[claim.status as ClaimStatus]),
      body: input.body,
    });
    await logAction(tx, actor, "warranty.claim.comment", { claimId: claim.id, commentId: comment!.id }, opts.ctx);
    return { id: comment!.id };
  });
}
