import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers, customerUsers, users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { maskPersonalNumber } from "./constants";
import type { TReceiver } from "./schemas";

export interface ReceiverRow {
  id: number;
  name: string;
  email: string;
  mobile: string | null;
  personNumber: string | null;
  profile: string;
}

/** The active users of a customer who can sign (they have a personal number). */
export async function receiverRows(db: DbOrTx, customerNumber: string): Promise<ReceiverRow[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: users.mobile,
      personNumber: users.personNumber,
      profile: customerUsers.profile,
    })
    .from(customerUsers)
    .innerJoin(users, eq(users.id, customerUsers.userId))
    .innerJoin(customers, eq(customers.id, customerUsers.customerId))
    .where(and(eq(customers.customerNumber, customerNumber), eq(users.active, true), eq(users.isInternal, false)))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows
    .filter((r) => r.personNumber)
    .map((r) => ({
      id: r.id,
      name: `${r.firstName} ${r.lastName}`.trim(),
      email: r.email,
      mobile: r.mobile,
      personNumber: r.personNumber,
      profile: r.profile,
    }));
}

/**
 * The receivers staff can send an agreement to for digital signing (spec 2 §7
 * get-receivers-for-digital-signing): the signing users of the customer acted for. The personal
 * number is masked except its last four digits. Internal users only (403 otherwise, and without a
 * customer acted for).
 */
export async function listReceivers(db: DbOrTx, opts: { actor: Actor }): Promise<{ Receivers: TReceiver[] }> {
  const customerNumber = opts.actor.actingCustomerNumber;
  if (!opts.actor.roles.internal || !customerNumber) throw new AppError("FORBIDDEN");
  const rows = await receiverRows(db, customerNumber);
  return {
    Receivers: rows.map((r) => ({
      Id: r.id,
      Name: r.name,
      Email: r.email,
      MobilePhoneNumber: r.mobile,
      PersonalNumber: maskPersonalNumber(r.personNumber),
      RoleProfileName: r.profile,
    })),
  };
}
