import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { analysisRequests, analysisResults, analysisTypes, users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { TFunction } from "@/lib/i18n/instance";
import { enqueueMessage } from "@/lib/integrations/messaging";
import type { Market } from "@/lib/market";
import { analysisForActor, packageAnalyses } from "./queries";

/**
 * Staff enter the results of a request (or a lab import does, through the same function): every
 * analysis of its package needs a value (400 naming the missing ones), values are replaced when
 * entered again. The first time the request becomes `ready`, the farmer is e-mailed through the
 * job queue (the outbox row and its send job in this transaction; dedupe key per request, so a
 * correction does not mail twice).
 */
export async function saveAnalysisResults(
  db: Db,
  opts: { actor: Actor; market: Market; t: TFunction; analysisId: number; results: Record<string, number>; ctx?: ActionContext },
): Promise<{ isSaved: true; AnalysisId: number }> {
  const { actor, t } = opts;
  if (!actor.roles.internal) throw new AppError("FORBIDDEN");
  return db.transaction(async (tx) => {
    const { request, customerNumber } = await analysisForActor(tx, actor, opts.analysisId);
    await tx.select({ id: analysisRequests.id }).from(analysisRequests).where(eq(analysisRequests.id, request.id)).for("update");
    const analyses = await packageAnalyses(tx, request.packageId, opts.market);
    const missing = analyses.filter((a) => opts.results[a.Code] === undefined).map((a) => a.Code);
    const extra = Object.keys(opts.results).filter((c) => !analyses.some((a) => a.Code === c));
    if (missing.length || extra.length) {
      throw new AppError("BAD_REQUEST", "analysis.errors.results", {
        fields: Object.fromEntries([...missing, ...extra].map((c) => [`results.${c}`, ["analysis.validation.value"]])),
      });
    }
    const types = await tx
      .select({ id: analysisTypes.id, code: analysisTypes.code })
      .from(analysisTypes)
      .where(
        inArray(
          analysisTypes.code,
          analyses.map((a) => a.Code),
        ),
      );
    for (const ty of types) {
      const value = opts.results[ty.code]!;
      await tx
        .insert(analysisResults)
        .values({ requestId: request.id, analysisTypeId: ty.id, value, enteredByUserId: actor.userId })
        .onConflictDoUpdate({
          target: [analysisResults.requestId, analysisResults.analysisTypeId],
          set: { value, enteredByUserId: actor.userId, enteredAt: new Date() },
        });
    }
    const first = request.status !== "ready";
    if (first) {
      await tx
        .update(analysisRequests)
        .set({ status: "ready", resultsAt: new Date() })
        .where(and(eq(analysisRequests.id, request.id), eq(analysisRequests.status, "ordered")));
      const [creator] = request.createdByUserId
        ? await tx.select({ email: users.email }).from(users).where(eq(users.id, request.createdByUserId))
        : [];
      const recipient = request.email ?? creator?.email;
      if (recipient) {
        const values = { id: request.id, name: request.name, customerNumber };
        await enqueueMessage(tx, {
          channel: "email",
          kind: "analysis-ready",
          recipient,
          subject: t("analysis.readyMail.subject", values),
          body: t("analysis.readyMail.body", values),
          dedupeKey: `analysis-ready:${request.id}`,
        });
      }
    }
    await logAction(
      tx,
      actor,
      "analysis.results",
      { analysisId: request.id, results: opts.results, first },
      { ...opts.ctx, customerNumber },
    );
    return { isSaved: true as const, AnalysisId: request.id };
  });
}
