/**
 * A claim with its lines and comments (the comments page, `comments?id={submissionId}`): any
 * actor who sees the claim (403 otherwise). Admins get the statuses they may move it to; the
 * claim's store staff and admins may comment, farmers only read.
 */
import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers, warrantyClaimComments, warrantyClaimHours, warrantyClaimParts, warrantyClaims } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { formScope, scopeWhere, type FormScope } from "./access";
import { hourLine, partLine } from "./lines";
import { claimRow, claimSelect } from "./list-forms";
import { centsToDecimal } from "./money";
import type { TClaimDetailResponse } from "./schemas";
import { nextStatuses, type ClaimStatus } from "./status";

export async function claimForActor(db: DbOrTx, market: Market, actor: Actor, submissionId: string, opts: { lock?: boolean } = {}) {
  const scope = await formScope(db, market, actor);
  const q = db
    .select(claimSelect)
    .from(warrantyClaims)
    .innerJoin(customers, eq(customers.id, warrantyClaims.storeCustomerId))
    .where(and(eq(warrantyClaims.submissionId, submissionId), scopeWhere(scope, warrantyClaims)))
    .limit(1);
  const [row] = opts.lock ? await q.for("update", { of: warrantyClaims }) : await q;
  if (!row) throw new AppError("FORBIDDEN");
  return { ...row, scope };
}

export const canComment = (scope: FormScope): boolean => scope.kind !== "farmer";

export async function getClaim(db: DbOrTx, opts: { market: Market; actor: Actor; id: string }): Promise<TClaimDetailResponse> {
  const { claim, storeNumber, scope } = await claimForActor(db, opts.market, opts.actor, opts.id);
  const [parts, hours, comments] = await Promise.all([
    db.select().from(warrantyClaimParts).where(eq(warrantyClaimParts.claimId, claim.id)).orderBy(asc(warrantyClaimParts.lineNo)),
    db.select().from(warrantyClaimHours).where(eq(warrantyClaimHours.claimId, claim.id)).orderBy(asc(warrantyClaimHours.lineNo)),
    db
      .select()
      .from(warrantyClaimComments)
      .where(eq(warrantyClaimComments.claimId, claim.id))
      .orderBy(asc(warrantyClaimComments.createdAt), asc(warrantyClaimComments.id)),
  ]);
  return {
    claim: claimRow({ claim, storeNumber }, opts.actor),
    Vikakuvaus: claim.faultDescription ?? "",
    spareParts: parts.map((p) =>
      partLine({ Maara: p.amountHundredths, LMVaraosanumero: p.partNumber, VaraosanNimi: p.name, AHinta: p.unitPriceCents }),
    ),
    serviceHours: hours.map((h) =>
      hourLine({ TakuutyonHintaPerTunt: h.pricePerHourCents, Maara: h.hoursHundredths, Tyoseloste: h.description }),
    ),
    partsTotal: centsToDecimal(claim.partsTotalCents),
    workTotal: centsToDecimal(claim.workTotalCents),
    comments: comments.map((c) => ({
      id: c.id,
      authorName: c.authorName,
      side: c.side as "store" | "importer",
      body: c.body,
      statusTo: c.statusTo,
      createdAt: c.createdAt.toISOString(),
      mine: c.userId === opts.actor.userId,
    })),
    nextStatuses: scope.kind === "admin" ? [...nextStatuses(claim.status as ClaimStatus)] : [],
    canComment: canComment(scope),
    submitterEmail: claim.submitterEmail,
  };
}
