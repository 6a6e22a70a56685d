import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { customerUsers, customers, users } from "@/db/schema";
import { inviteUser } from "@/lib/accounts/invite-user";
import { AppError } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limit";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { TFunction } from "@/lib/i18n/instance";
import { enqueueMessage } from "@/lib/integrations/messaging";
import { publicOrigin } from "@/lib/config/public-urls";
import type { Market } from "@/lib/market";
import { normalizeMobile, normalizePhone } from "@/lib/validation/phone";
import { ONBOARDING_LIMITS } from "./limits";
import { flagMessages, isVerified, marketFieldErrors } from "./rules";
import type { TActivateCustomerRequest } from "./schemas";
import { verifyCustomer } from "./verify-customer";

/**
 * Activation (spec 1 §5; decision 076): the step 1 numbers are checked again, then, holding the
 * customer's row lock, the customer must still have no user. A new e-mail gets an account with a
 * one-time set-password link (the invitation of decision 046); an e-mail that already has an
 * account is connected and told by mail. The user becomes the customer's owner. Two activations at
 * once: the second waits for the lock and is refused as already activated (409).
 */
export async function activateCustomer(
  db: Db,
  opts: { market: Market; t: TFunction; input: TActivateCustomerRequest; ctx?: ActionContext },
): Promise<{ email: string }> {
  const { input, market, t } = opts;
  await enforceRateLimit(db, ONBOARDING_LIMITS.activatePerAddress, opts.ctx?.ip);
  const fieldErrors = marketFieldErrors(market, input);
  if (Object.keys(fieldErrors).length) throw new AppError("BAD_REQUEST", "errors.BAD_REQUEST", { fields: fieldErrors });
  const numbers = { market, customerNumber: input.CustomerNumber, organisationNumber: input.OrganisationNumber };
  const flags = await verifyCustomer(db, numbers);
  if (!flags.verified) throw new AppError("CONFLICT", flagMessages(flags)[0]);
  const email = input.Email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id, customerNumber: customers.customerNumber })
      .from(customers)
      .where(and(eq(customers.customerNumber, input.CustomerNumber.trim()), eq(customers.market, market)))
      .for("update");
    if (!customer) throw new AppError("CONFLICT", "onboarding.flags.customerNumberNotExisting");
    const again = await verifyCustomer(tx, numbers);
    if (!isVerified(again)) throw new AppError("CONFLICT", flagMessages(again)[0]);
    const [existing] = await tx
      .select({ id: users.id, active: users.active })
      .from(users)
      .where(eq(sql`lower(${users.username})`, email));
    let userId: number;
    if (existing) {
      if (!existing.active) throw new AppError("CONFLICT", "onboarding.activate.accountDisabled");
      userId = existing.id;
      await enqueueMessage(tx, {
        channel: "email",
        kind: "customer-activated",
        recipient: email,
        subject: t("onboarding.activate.mailSubject"),
        body: t("onboarding.activate.connectedBody", { customerNumber: customer.customerNumber, link: `${publicOrigin(market)}/login` }),
      });
    } else {
      ({ userId } = await inviteUser(tx, {
        email,
        firstName: input.FirstName,
        lastName: input.LastName,
        mobile: normalizeMobile(market, input.Mobilephone) ?? input.Mobilephone,
        phone: input.Telephone ? (normalizePhone(market, input.Telephone) ?? input.Telephone) : null,
        market,
        t,
        invitedBy: t("app.name"),
        mail: {
          kind: "customer-activated",
          subjectKey: "onboarding.activate.mailSubject",
          bodyKey: "onboarding.activate.mailBody",
          values: { name: input.FirstName, customerNumber: customer.customerNumber },
        },
      }));
    }
    await tx
      .insert(customerUsers)
      .values({ userId, customerId: customer.id, profile: "owner", isDefault: !existing })
      .onConflictDoNothing();
    await logAction(
      tx,
      { userId },
      "onboarding.customerActivated",
      { paymentResponsibility: true, acceptTerms: true, newAccount: !existing },
      { ...opts.ctx, customerNumber: customer.customerNumber },
    );
  });
  return { email };
}
