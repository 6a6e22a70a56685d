import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { analysisPackageScopes, analysisPackages, analysisRequests, customers, facilityArticles } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireCustomerAccess } from "@/lib/auth/access";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { Market } from "@/lib/market";
import type { TSaveAnalysisRequest, TSaveAnalysisResponse } from "./schemas";

/**
 * Orders an analysis (spec 2 §7 save-analysis): the customer must be in reach (403), the article
 * one the facility takes and the package one offered for that facility, article and trigger (400
 * on the field). One row and its action log in a transaction.
 */
export async function saveAnalysis(
  db: Db,
  opts: { actor: Actor; market: Market; input: TSaveAnalysisRequest; ctx?: ActionContext },
): Promise<TSaveAnalysisResponse> {
  const { actor, market, input: i } = opts;
  await requireCustomerAccess(db, actor, i.CustomerNumber);
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.customerNumber, i.CustomerNumber));
  if (!customer) throw new AppError("FORBIDDEN");
  const [article] = await db
    .select({ itemNumber: facilityArticles.itemNumber })
    .from(facilityArticles)
    .where(and(eq(facilityArticles.facilityCode, i.Faci), eq(facilityArticles.itemNumber, i.Article), eq(facilityArticles.market, market)));
  if (!article) throw new AppError("BAD_REQUEST", "analysis.errors.save", { fields: { Article: ["analysis.validation.required"] } });
  const [pkg] = await db
    .select({ id: analysisPackages.id })
    .from(analysisPackages)
    .innerJoin(analysisPackageScopes, eq(analysisPackageScopes.packageId, analysisPackages.id))
    .where(
      and(
        eq(analysisPackages.code, i.AnalysisPackage),
        eq(analysisPackages.market, market),
        eq(analysisPackageScopes.facilityCode, i.Faci),
        eq(analysisPackageScopes.itemNumber, i.Article),
        eq(analysisPackageScopes.trigger, i.Trigger),
      ),
    )
    .limit(1);
  if (!pkg) throw new AppError("BAD_REQUEST", "analysis.errors.save", { fields: { AnalysisPackage: ["analysis.validation.required"] } });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(analysisRequests)
      .values({
        customerId: customer.id,
        market,
        trigger: i.Trigger,
        facilityCode: i.Faci,
        itemNumber: i.Article,
        itemDescSort: i.ItemDescSort ?? null,
        packageId: pkg.id,
        weight: i.Weight,
        name: i.Name,
        address: i.Address,
        postalAddress: i.PostalAddress,
        phoneNumber: i.PhoneNumber,
        mobilePhone: i.MobilePhone ?? null,
        email: i.Email ?? null,
        otherInformation: i.OtherInformation ?? null,
        createdByUserId: actor.userId,
      })
      .returning({ id: analysisRequests.id });
    if (!row) throw new Error("insert into analysis_requests returned no row");
    await logAction(
      tx,
      actor,
      "analysis.ordered",
      { analysisId: row.id, package: i.AnalysisPackage, facility: i.Faci },
      { ...opts.ctx, customerNumber: i.CustomerNumber },
    );
    return { SaveAnalysisResult: true as const, AnalysisId: row.id };
  });
}
