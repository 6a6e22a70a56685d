import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { customers, weighIns } from "@/db/schema";
import { canAccessCustomer } from "@/lib/auth/access";
import type { Actor } from "@/lib/auth/actor";
import { customerInPlay } from "@/lib/auth/actor";
import { canUseArea } from "@/lib/auth/area-access";
import { listSwitchableCustomers } from "@/lib/customers/list-switchable-customers";
import { preselectedCustomer } from "./picker";

export const WEIGH_IN_PAGE_ROWS = 50;

export interface WeighInPageRow {
  weighInNumber: string;
  weighedAt: Date;
  facilityName: string;
  itemNumber: string;
  sort: string | null;
  netKg: number;
  settledKg: number | null;
  moisture: number | null;
}

export interface WeighInPage {
  /** the customer in play's family: its parent customer first, then the sub-customers */
  options: { customerNumber: string; name: string; isSubCustomer: boolean }[];
  selected: string | null;
  /** false: the user's role at the chosen customer does not include agreements (decision 046) */
  allowed: boolean;
  weighIns: WeighInPageRow[];
}

/**
 * The weigh-in page (decision 078): the options are the customer in play and its family from the
 * switcher (scoped by the switcher's rules); the chosen one is checked again with
 * canAccessCustomer and the agreements read role before its latest weigh-ins are read.
 */
export async function loadWeighInPage(db: Db, opts: { actor: Actor; requested?: string | null }): Promise<WeighInPage> {
  const all = await listSwitchableCustomers(db, { actor: opts.actor });
  const inPlay = customerInPlay(opts.actor);
  const current = all.find((c) => c.customerNumber === inPlay);
  const root = current?.parentCustomerNumber ?? current?.customerNumber ?? null;
  const family = root ? all.filter((c) => c.customerNumber === root || c.parentCustomerNumber === root) : [];
  const options = family.map((c) => ({ customerNumber: c.customerNumber, name: c.name, isSubCustomer: c.isSubCustomer }));
  const selected = preselectedCustomer(
    options.map((o) => o.customerNumber),
    opts.requested,
  );
  if (!selected || !(await canAccessCustomer(db, opts.actor, selected))) return { options, selected, allowed: false, weighIns: [] };
  if (!(await canUseArea(db, opts.actor, selected, "agreements", "read"))) return { options, selected, allowed: false, weighIns: [] };
  const rows = await db
    .select({
      weighInNumber: weighIns.weighInNumber,
      weighedAt: weighIns.weighedAt,
      facilityName: weighIns.facilityName,
      itemNumber: weighIns.itemNumber,
      sort: weighIns.sort,
      netKg: weighIns.netKg,
      settledKg: weighIns.settledKg,
      moisture: weighIns.moisture,
    })
    .from(weighIns)
    .innerJoin(customers, eq(customers.id, weighIns.customerId))
    .where(eq(customers.customerNumber, selected))
    .orderBy(desc(weighIns.weighedAt), desc(weighIns.id))
    .limit(WEIGH_IN_PAGE_ROWS);
  return { options, selected, allowed: true, weighIns: rows };
}
