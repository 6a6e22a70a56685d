import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "@/db";
import { customerUsers, customers, registrations, storedFiles, users } from "@/db/schema";
import { inviteUser } from "@/lib/accounts/invite-user";
import { AppError } from "@/lib/api/errors";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { Actor } from "@/lib/auth/actor";
import { publicOrigin } from "@/lib/config/public-urls";
import type { TFunction } from "@/lib/i18n/instance";
import { enqueueMessage } from "@/lib/integrations/messaging";
import type { Market } from "@/lib/market";

interface Decide {
  actor: Actor;
  market: Market;
  t: TFunction;
  id: number;
  ctx?: ActionContext;
}

/** The registration, locked for the decision; another market's is not found. */
async function lockRegistration(tx: Tx, id: number, market: Market) {
  const [row] = await tx
    .select()
    .from(registrations)
    .where(and(eq(registrations.id, id), eq(registrations.market, market)))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND", "onboarding.queue.notFound");
  return row;
}

/** The next free customer number from the registration sequence (numbers already taken are skipped). */
async function nextCustomerNumber(tx: Tx): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const { rows } = await tx.execute<{ v: string }>(sql`select nextval('registration_customer_number_seq')::text as v`);
    const number = String(rows[0]?.v);
    const [taken] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.customerNumber, number));
    if (!taken) return number;
  }
  throw new Error("no free customer number in the registration sequence");
}

/**
 * Approves a registration (decision 077): in one transaction, holding the registration's row
 * lock, the customer is created, the applicant's account (a one-time set-password link by e-mail)
 * or an existing account of the e-mail becomes its owner, the attachments become the user's files,
 * and the registration records the decision. Approving an approved registration changes nothing
 * and answers the same customer number (a double click); a rejected one answers 409.
 */
export async function approveRegistration(db: Db, opts: Decide): Promise<{ customerNumber: string }> {
  return db.transaction(async (tx) => {
    const reg = await lockRegistration(tx, opts.id, opts.market);
    if (reg.status === "approved" && reg.customerId) {
      const [c] = await tx.select({ n: customers.customerNumber }).from(customers).where(eq(customers.id, reg.customerId));
      if (c) return { customerNumber: c.n };
    }
    if (reg.status !== "pending") throw new AppError("CONFLICT", "onboarding.queue.alreadyDecided");
    const customerNumber = await nextCustomerNumber(tx);
    const name = reg.companyName?.trim() || `${reg.firstName} ${reg.lastName}`;
    const [customer] = await tx
      .insert(customers)
      .values({ customerNumber, name, organisationNumber: reg.organisationNumber ?? reg.personNumber, market: reg.market })
      .returning({ id: customers.id });
    if (!customer) throw new Error("insert into customers returned no row");
    const [existing] = await tx
      .select({ id: users.id, active: users.active })
      .from(users)
      .where(eq(sql`lower(${users.username})`, reg.email.toLowerCase()));
    let userId: number;
    if (existing?.active) {
      userId = existing.id;
      await enqueueMessage(tx, {
        channel: "email",
        kind: "registration-approved",
        recipient: reg.email,
        subject: opts.t("onboarding.queue.approvedSubject"),
        body: opts.t("onboarding.queue.approvedExistingBody", {
          name: reg.firstName,
          customerNumber,
          link: `${publicOrigin(opts.market)}/login`,
        }),
      });
    } else if (existing) {
      throw new AppError("CONFLICT", "onboarding.activate.accountDisabled");
    } else {
      ({ userId } = await inviteUser(tx, {
        email: reg.email,
        firstName: reg.firstName,
        lastName: reg.lastName,
        mobile: reg.mobile,
        phone: reg.phone,
        market: opts.market,
        t: opts.t,
        invitedBy: opts.t("app.name"),
        mail: {
          kind: "registration-approved",
          subjectKey: "onboarding.queue.approvedSubject",
          bodyKey: "onboarding.queue.approvedBody",
          values: { name: reg.firstName, customerNumber },
        },
      }));
      await tx.update(users).set({ personNumber: reg.personNumber }).where(eq(users.id, userId));
    }
    await tx
      .insert(customerUsers)
      .values({ userId, customerId: customer.id, profile: "owner", isDefault: !existing })
      .onConflictDoNothing();
    await tx
      .update(registrations)
      .set({ status: "approved", customerId: customer.id, userId, decidedByUserId: opts.actor.userId, decidedAt: new Date() })
      .where(eq(registrations.id, reg.id));
    await tx
      .update(storedFiles)
      .set({ ownerUserId: userId })
      .where(inArray(storedFiles.key, [reg.contractApplicationKey, reg.copyOfIdKey, reg.registrationCertificateKey]));
    await logAction(tx, opts.actor, "onboarding.registrationApproved", { registrationId: reg.id, userId }, { ...opts.ctx, customerNumber });
    return { customerNumber };
  });
}

/** Rejects a pending registration with a reason, e-mailed to the applicant; rejecting again changes nothing. */
export async function rejectRegistration(db: Db, opts: Decide & { reason: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const reg = await lockRegistration(tx, opts.id, opts.market);
    if (reg.status === "rejected") return;
    if (reg.status !== "pending") throw new AppError("CONFLICT", "onboarding.queue.alreadyDecided");
    await tx
      .update(registrations)
      .set({ status: "rejected", rejectReason: opts.reason, decidedByUserId: opts.actor.userId, decidedAt: new Date() })
      .where(eq(registrations.id, reg.id));
    await enqueueMessage(tx, {
      channel: "email",
      kind: "registration-rejected",
      recipient: reg.email,
      subject: opts.t("onboarding.queue.rejectedSubject"),
      body: opts.t("onboarding.queue.rejectedBody", { name: reg.firstName, reason: opts.reason }),
    });
    await logAction(tx, opts.actor, "onboarding.registrationRejected", { registrationId: reg.id }, opts.ctx);
  });
}
