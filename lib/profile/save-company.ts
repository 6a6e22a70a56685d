import "server-only";
import type { Db } from "@/db";
import { customerProfiles } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { requireCustomerManager } from "@/lib/customer-admin/manage-access";
import { isMarket } from "@/lib/market";
import { checkForm } from "./check-form";
import { companyFormFor, type TCompany, ZBusinessProfileForm } from "./schemas";

function customerInPlay(actor: Actor): string {
  const n = actor.activeCustomerNumber;
  if (!n) throw new AppError("FORBIDDEN", "errors.noActiveCustomer");
  return n;
}

/**
 * The company form of the customer in play (spec 1 §3 "Company", §5): name, address, city
 * required; zip, mobile, work phone and e-mail by the customer's market's rules (Swedish mobile
 * +46 and 9 digits, Finnish +358 …). Only an owner of the customer, or staff acting for it,
 * changes it (403 otherwise, as the company avatar). Stored on the company card (customer_profiles).
 */
export async function saveCompany(db: Db, opts: { actor: Actor; input: Record<string, unknown>; ctx?: ActionContext }) {
  const customerNumber = customerInPlay(opts.actor);
  return db.transaction(async (tx) => {
    const customer = await requireCustomerManager(tx, { actor: opts.actor, customerNumber, lock: true });
    const c: TCompany = checkForm(companyFormFor(isMarket(customer.market) ? customer.market : "se"), opts.input);
    const values = {
      companyName: c.CompanyName,
      address: c.Address,
      city: c.City,
      zipCode: c.ZipCode,
      mobile: c.PhoneMobile,
      workPhone: c.PhoneWork ?? null,
      email: c.Email,
      updatedAt: new Date(),
    };
    await tx
      .insert(customerProfiles)
      .values({ customerId: customer.id, ...values })
      .onConflictDoUpdate({ target: customerProfiles.customerId, set: values });
    await logAction(tx, opts.actor, "profile.company.saved", { customerId: customer.id }, { ...opts.ctx, customerNumber });
    return { success: true as const, company: { ...c, PhoneWork: c.PhoneWork ?? "" } };
  });
}

/** The business profile of the customer in play: its name (required); owners and staff acting for it. */
export async function saveBusinessProfile(db: Db, opts: { actor: Actor; input: { BusinessName?: string | null }; ctx?: ActionContext }) {
  const customerNumber = customerInPlay(opts.actor);
  return db.transaction(async (tx) => {
    const customer = await requireCustomerManager(tx, { actor: opts.actor, customerNumber, lock: true });
    const { BusinessName } = checkForm(ZBusinessProfileForm, opts.input);
    await tx
      .insert(customerProfiles)
      .values({ customerId: customer.id, businessName: BusinessName })
      .onConflictDoUpdate({ target: customerProfiles.customerId, set: { businessName: BusinessName, updatedAt: new Date() } });
    await logAction(tx, opts.actor, "profile.business.saved", { customerId: customer.id }, { ...opts.ctx, customerNumber });
    return { success: true as const, businessName: BusinessName };
  });
}
