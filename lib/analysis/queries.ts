import "server-only";
import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import {
  analysisPackageItems,
  analysisPackageScopes,
  analysisPackages,
  analysisRequests,
  analysisTypes,
  articles,
  customers,
  facilities,
  facilityArticles,
  users,
} from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { canAccessCustomer, requireCustomerAccess } from "@/lib/auth/access";
import type { Market } from "@/lib/market";
import type { TCompanyInfo, TOption, TPackageContent } from "./schemas";

/** A request the actor may see (its customer's users, staff acting for it, or any staff): 404 / 403. */
export async function analysisForActor(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await db
    .select({ request: analysisRequests, customerNumber: customers.customerNumber, customerName: customers.name })
    .from(analysisRequests)
    .innerJoin(customers, eq(customers.id, analysisRequests.customerId))
    .where(eq(analysisRequests.id, id));
  if (!row) throw new AppError("NOT_FOUND", "analysis.errors.notFound");
  // staff enter results for any customer's request (the lab desk); customers see their own only
  if (!actor.roles.internal && !(await canAccessCustomer(db, actor, row.customerNumber))) throw new AppError("FORBIDDEN");
  return row;
}

/** The form's prefill (spec 2 §7 get-company-info/{customer}): the customer's name and address, the user's phone and e-mail. */
export async function getCompanyInfo(db: DbOrTx, opts: { actor: Actor; customer: string }): Promise<TCompanyInfo> {
  await requireCustomerAccess(db, opts.actor, opts.customer);
  const [c] = await db.select().from(customers).where(eq(customers.customerNumber, opts.customer));
  if (!c) throw new AppError("NOT_FOUND");
  const me = opts.actor.roles.internal ? null : opts.actor;
  const [u] = me ? await db.select({ phone: users.phone, mobile: users.mobile }).from(users).where(eq(users.id, me.userId)) : [];
  return {
    CustomerNumber: c.customerNumber,
    Name: c.name,
    Address: c.address ?? "",
    PostalAddress: [c.zipCode, c.city].filter(Boolean).join(" "),
    PhoneNumber: u?.phone ?? u?.mobile ?? "",
    MobilePhone: u?.mobile ?? "",
    Email: me?.email ?? "",
  };
}

/** The facilities of the market that take analysis samples (the form's Faci list). */
export async function listAnalysisFacilities(db: DbOrTx, market: Market): Promise<TOption[]> {
  return db
    .selectDistinct({ Value: facilities.code, Text: facilities.name })
    .from(facilities)
    .innerJoin(facilityArticles, eq(facilityArticles.facilityCode, facilities.code))
    .where(eq(facilities.market, market))
    .orderBy(asc(facilities.name));
}

/** Articles a facility takes samples of (spec 2 §7 get-articles/{faci}). */
export async function listFacilityArticles(db: DbOrTx, opts: { market: Market; faci: string }): Promise<TOption[]> {
  return db
    .select({ Value: articles.itemNumber, Text: articles.name })
    .from(facilityArticles)
    .innerJoin(articles, and(eq(articles.itemNumber, facilityArticles.itemNumber), eq(articles.market, facilityArticles.market)))
    .where(and(eq(facilityArticles.facilityCode, opts.faci), eq(facilityArticles.market, opts.market)))
    .orderBy(asc(articles.name));
}

/** Staff's customer search of the form (spec 2 §7 get-customer-list?term=): number prefix or name, this market, 20 at most. */
export async function listAnalysisCustomers(db: DbOrTx, opts: { actor: Actor; market: Market; term?: string }) {
  if (!opts.actor.roles.internal) throw new AppError("FORBIDDEN");
  const term = (opts.term ?? "").trim();
  if (term.length < 2) return [];
  const digits = /^\d+$/.test(term);
  return db
    .select({ CustomerNumber: customers.customerNumber, Name: customers.name })
    .from(customers)
    .where(
      and(
        eq(customers.market, opts.market),
        eq(customers.active, true),
        digits ? sql`${customers.customerNumber} like ${`${term}%`}` : or(ilike(customers.name, `%${term.replace(/[\\%_]/g, "\\$&")}%`)),
      ),
    )
    .orderBy(asc(customers.customerNumber))
    .limit(20);
}

/** Packages for a facility, article and trigger (spec 2 §7 get-analysis-package-facility/…). */
export async function listPackages(
  db: DbOrTx,
  opts: { market: Market; faci: string; article: string; trigger: string },
): Promise<TOption[]> {
  const rows = await db
    .select({ code: analysisPackages.code, name: analysisPackages.name, price: analysisPackages.price })
    .from(analysisPackages)
    .innerJoin(analysisPackageScopes, eq(analysisPackageScopes.packageId, analysisPackages.id))
    .where(
      and(
        eq(analysisPackages.market, opts.market),
        eq(analysisPackageScopes.facilityCode, opts.faci),
        eq(analysisPackageScopes.itemNumber, opts.article),
        eq(analysisPackageScopes.trigger, opts.trigger),
      ),
    )
    .orderBy(asc(analysisPackages.price), asc(analysisPackages.name));
  return rows.map((r) => ({ Value: r.code, Text: `${r.name} (${r.price.toFixed(2).replace(".", ",")})` }));
}

/** The analyses in a package offered for that article at that facility (spec 2 §7 get-analysis-in-package/…); 404 when it is not offered. */
export async function listPackageContent(
  db: DbOrTx,
  opts: { market: Market; package: string; article: string; faci: string },
): Promise<TPackageContent> {
  const [offered] = await db
    .select({ id: analysisPackages.id })
    .from(analysisPackages)
    .innerJoin(analysisPackageScopes, eq(analysisPackageScopes.packageId, analysisPackages.id))
    .where(
      and(
        eq(analysisPackages.market, opts.market),
        eq(analysisPackages.code, opts.package),
        eq(analysisPackageScopes.facilityCode, opts.faci),
        eq(analysisPackageScopes.itemNumber, opts.article),
      ),
    )
    .limit(1);
  if (!offered) throw new AppError("NOT_FOUND", "analysis.errors.packageContent");
  return packageAnalyses(db, offered.id, opts.market);
}

export async function packageAnalyses(db: DbOrTx, packageId: number, market: Market) {
  const rows = await db
    .select({ Code: analysisTypes.code, sv: analysisTypes.name, fi: analysisTypes.nameFi, Unit: analysisTypes.unit })
    .from(analysisPackageItems)
    .innerJoin(analysisTypes, eq(analysisTypes.id, analysisPackageItems.analysisTypeId))
    .where(eq(analysisPackageItems.packageId, packageId))
    .orderBy(asc(analysisTypes.sortOrder), asc(analysisTypes.code));
  return rows.map((r) => ({ Code: r.Code, Name: market === "fi" ? r.fi : r.sv, Unit: r.Unit }));
}
