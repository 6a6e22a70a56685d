import type { DbOrTx } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import { getErp, type ErpAgreement, type ErpAgreements } from "@/lib/integrations/erp";
import { todayIn } from "@/lib/market/format";
import { requireCallCustomer, showsInternalFields, type CustomerVariant } from "./access";
import { defaultSeedYear } from "./format";
import type { TSeedSectionResponse, TSeedYearResponse } from "./schemas";
import { byStatusAndYear, toAgreementRow } from "./to-rows";

type Opts = { actor: Actor; customerNumber: string; variant?: CustomerVariant; erp?: ErpAgreements };

/** The seed agreements of one year that are not connected to another (those show under their parent). */
async function seedOfYear(erp: ErpAgreements, customerNumber: string, year: number | null, internal: boolean) {
  const list: ErpAgreement[] =
    year === null ? [] : (await erp.listAgreements({ customerNumber, kind: "seed", year, connectedTo: "top" })).sort(byStatusAndYear);
  return {
    agreements: list.map((a) => toAgreementRow(a, internal)),
    AgreementsCommaseparatedList: list
      .filter((a) => a.counts.connected > 0)
      .map((a) => a.agreementNumber)
      .join(","),
  };
}

/**
 * The seed section (POST /api/myagreements/seed[-subcustomer]): the years for the year dropdown
 * and the agreements of the selected year — this year when there are any, else the newest; or the
 * year of `agreementNumber` (the page's toggle) when that is one of the customer's seed agreements.
 */
export async function listSeedAgreements(db: DbOrTx, opts: Opts & { agreementNumber?: string; now?: Date }): Promise<TSeedSectionResponse> {
  const { customerNumber, market } = await requireCallCustomer(db, opts.actor, opts.customerNumber, opts.variant);
  const erp = opts.erp ?? getErp(db);
  const years = await erp.listAgreementYears({ customerNumber, kind: "seed" });
  let selectedYear = defaultSeedYear(years, Number(todayIn(market, opts.now).slice(0, 4)));
  if (opts.agreementNumber) {
    const toggled = await erp.getAgreement(opts.agreementNumber);
    if (toggled && toggled.customerNumber === customerNumber && toggled.kind === "seed") selectedYear = toggled.year;
  }
  return { customerNumber, years, selectedYear, ...(await seedOfYear(erp, customerNumber, selectedYear, showsInternalFields(opts.actor))) };
}

/** The year dropdown of the seed section (POST /api/seedagreement/getseedagreements[-subcustomer]). */
export async function listSeedAgreementsOfYear(db: DbOrTx, opts: Opts & { year: number }): Promise<TSeedYearResponse> {
  const { customerNumber } = await requireCallCustomer(db, opts.actor, opts.customerNumber, opts.variant);
  const erp = opts.erp ?? getErp(db);
  return {
    customerNumber,
    selectedValue: opts.year,
    ...(await seedOfYear(erp, customerNumber, opts.year, showsInternalFields(opts.actor))),
  };
}
