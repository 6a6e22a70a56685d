import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { customerProfiles, customers, users } from "@/db/schema";
import { isAppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireCustomerManager } from "@/lib/customer-admin/manage-access";
import { isMarket, type Market } from "@/lib/market";
import { DEFAULT_AVATAR_URL } from "./avatar-files";

export interface ProfileData {
  user: { firstName: string; lastName: string; email: string; avatarUrl: string | null; ssn: string | null; market: Market };
  company: {
    customerNumber: string;
    market: Market;
    canEdit: boolean;
    avatarUrl: string;
    hasAvatar: boolean;
    form: { CompanyName: string; Address: string; City: string; ZipCode: string; PhoneMobile: string; PhoneWork: string; Email: string };
    businessName: string;
  } | null;
}

/**
 * What the profile page shows (issue 12 item 1): the signed-in user's own fields and, for the
 * customer in play, the company card (its own fields, else the customer's register data) and
 * whether the user may change it (an owner, or staff acting for it).
 */
export async function loadProfile(db: Db, opts: { actor: Actor }): Promise<ProfileData> {
  const { actor } = opts;
  const [u] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      avatarUrl: users.avatarUrl,
      ssn: users.personNumber,
    })
    .from(users)
    .where(eq(users.id, actor.userId));
  const user = {
    firstName: u?.firstName ?? "",
    lastName: u?.lastName ?? "",
    email: u?.email ?? "",
    avatarUrl: u?.avatarUrl ?? null,
    ssn: u?.ssn ?? null,
    market: actor.homeMarket,
  };
  const customerNumber = actor.activeCustomerNumber;
  if (!customerNumber) return { user, company: null };
  let canEdit = true;
  try {
    await requireCustomerManager(db, { actor, customerNumber });
  } catch (e) {
    if (!isAppError(e) || e.code !== "FORBIDDEN") throw e;
    canEdit = false;
  }
  const [c] = await db
    .select({ customer: customers, profile: customerProfiles })
    .from(customers)
    .leftJoin(customerProfiles, eq(customerProfiles.customerId, customers.id))
    .where(eq(customers.customerNumber, customerNumber));
  if (!c) return { user, company: null };
  const p = c.profile;
  return {
    user,
    company: {
      customerNumber,
      market: isMarket(c.customer.market) ? c.customer.market : "se",
      canEdit,
      avatarUrl: p?.avatarUrl ?? DEFAULT_AVATAR_URL,
      hasAvatar: Boolean(p?.avatarUrl),
      form: {
        CompanyName: p?.companyName ?? c.customer.name,
        Address: p?.address ?? c.customer.address ?? "",
        City: p?.city ?? c.customer.city ?? "",
        ZipCode: p?.zipCode ?? c.customer.zipCode ?? "",
        PhoneMobile: p?.mobile ?? "",
        PhoneWork: p?.workPhone ?? "",
        Email: p?.email ?? "",
      },
      businessName: p?.businessName ?? "",
    },
  };
}
