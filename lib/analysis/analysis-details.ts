import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { analysisPackages, analysisRequests, analysisResults, analysisTypes, articles, customers, facilities } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { resolveCustomerNumber } from "@/lib/auth/access";
import type { Market } from "@/lib/market";
import { analysisForActor, packageAnalyses } from "./queries";
import type { TAnalysisResult } from "./schemas";

/** The results of a request (spec 2 §7 get-analysis-result/{id}): every analysis of its package, with its value once entered. */
export async function getAnalysisResult(db: DbOrTx, opts: { actor: Actor; id: number; market: Market }): Promise<TAnalysisResult> {
  const { request } = await analysisForActor(db, opts.actor, opts.id);
  const analyses = await packageAnalyses(db, request.packageId, opts.market);
  const values = await db
    .select({ code: analysisTypes.code, value: analysisResults.value })
    .from(analysisResults)
    .innerJoin(analysisTypes, eq(analysisTypes.id, analysisResults.analysisTypeId))
    .where(eq(analysisResults.requestId, request.id));
  const byCode = new Map(values.map((v) => [v.code, v.value]));
  return {
    AnalysisId: request.id,
    Status: request.status as "ordered" | "ready",
    StatusText: `analysis.status.${request.status}`,
    ResultsAt: request.resultsAt?.toISOString() ?? null,
    Results: analyses.map((a) => ({ ...a, Value: byCode.get(a.Code) ?? null })),
  };
}

/** A request with the names the preview, the PDF and the list show. */
export async function getAnalysisRequest(db: DbOrTx, opts: { actor: Actor; id: number }) {
  const { request, customerNumber, customerName } = await analysisForActor(db, opts.actor, opts.id);
  const [names] = await db
    .select({
      facility: facilities.name,
      article: articles.name,
      packageName: analysisPackages.name,
      packageCode: analysisPackages.code,
      price: analysisPackages.price,
    })
    .from(analysisPackages)
    .leftJoin(facilities, eq(facilities.code, request.facilityCode))
    .leftJoin(articles, and(eq(articles.itemNumber, request.itemNumber), eq(articles.market, request.market)))
    .where(eq(analysisPackages.id, request.packageId));
  return {
    request,
    customerNumber,
    customerName,
    facility: names?.facility ?? request.facilityCode,
    article: names?.article ?? request.itemNumber,
    packageName: names?.packageName ?? "",
    price: names?.price ?? 0,
  };
}

/** The analysis list of the customer in play (newest first), or for staff every request of the market (the lab desk). */
export async function listAnalysisRequests(db: DbOrTx, opts: { actor: Actor; market: Market; all?: boolean }) {
  const q = db
    .select({
      id: analysisRequests.id,
      customerNumber: customers.customerNumber,
      customerName: customers.name,
      createdAt: analysisRequests.createdAt,
      status: analysisRequests.status,
      article: articles.name,
      itemNumber: analysisRequests.itemNumber,
      packageName: analysisPackages.name,
      facility: facilities.name,
      weight: analysisRequests.weight,
    })
    .from(analysisRequests)
    .innerJoin(customers, eq(customers.id, analysisRequests.customerId))
    .innerJoin(analysisPackages, eq(analysisPackages.id, analysisRequests.packageId))
    .leftJoin(facilities, eq(facilities.code, analysisRequests.facilityCode))
    .leftJoin(articles, and(eq(articles.itemNumber, analysisRequests.itemNumber), eq(articles.market, analysisRequests.market)));
  if (opts.all && opts.actor.roles.internal) {
    return q.where(eq(analysisRequests.market, opts.market)).orderBy(desc(analysisRequests.createdAt)).limit(200);
  }
  const number = await resolveCustomerNumber(db, opts.actor);
  return q.where(eq(customers.customerNumber, number)).orderBy(desc(analysisRequests.createdAt)).limit(200);
}
