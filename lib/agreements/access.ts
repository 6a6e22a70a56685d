/**
 * Who may see which agreement data (spec 1 §6, §7): every call names a customer number or an
 * agreement (or sample, weigh-in, delivery note) and the actor must be allowed that customer:
 * one of their own, a sub-customer of one, or — for internal staff — the customer they act for
 * and its sub-customers. The "-subcustomer" call variants also require the customer to be a
 * sub-customer. Anything else is 403, also for numbers that do not exist, so a caller cannot
 * learn which agreement numbers exist.
 */
import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { canAccessCustomer } from "@/lib/auth/access";
import type { ErpAgreement, ErpAgreements } from "@/lib/integrations/erp";
import type { AgreementKind } from "./constants";

/** "own": the plain call; "sub": its "-subcustomer" variant (spec 1 §7). */
export type CustomerVariant = "own" | "sub";

/** Internal-only fields are shown only to internal staff acting for a customer, whatever the request says. */
export function showsInternalFields(actor: Actor): boolean {
  return Boolean(actor.roles.internal && actor.actingCustomerNumber);
}

/** The customer of a call, checked: accessible to the actor, and a sub-customer for the "-subcustomer" variants. */
export async function requireCallCustomer(
  db: DbOrTx,
  actor: Actor,
  customerNumber: string,
  variant: CustomerVariant = "own",
): Promise<{ customerNumber: string; market: "se" | "fi"; isSubCustomer: boolean }> {
  if (!(await canAccessCustomer(db, actor, customerNumber))) throw new AppError("FORBIDDEN", "agreements.errors.forbidden");
  const [row] = await db
    .select({ market: customers.market, parentId: customers.parentCustomerId })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber))
    .limit(1);
  if (!row) throw new AppError("FORBIDDEN", "agreements.errors.forbidden");
  const isSubCustomer = row.parentId !== null;
  if (variant === "sub" && !isSubCustomer) throw new AppError("FORBIDDEN", "agreements.errors.notSubCustomer");
  return { customerNumber, market: row.market === "fi" ? "fi" : "se", isSubCustomer };
}

/**
 * An agreement the actor may see: of `customerNumber` when given (which must itself be allowed,
 * see requireCallCustomer), else of any customer the actor may use. 403 otherwise; 404 when it is
 * the customer's but not of the expected kind.
 */
export async function requireAgreement(
  db: DbOrTx,
  erp: ErpAgreements,
  actor: Actor,
  agreementNumber: string,
  opts: { customerNumber?: string; variant?: CustomerVariant; kinds?: readonly AgreementKind[] } = {},
): Promise<ErpAgreement> {
  if (opts.customerNumber) await requireCallCustomer(db, actor, opts.customerNumber, opts.variant ?? "own");
  const agreement = await erp.getAgreement(agreementNumber);
  if (!agreement) throw new AppError("FORBIDDEN", "agreements.errors.forbidden");
  if (opts.customerNumber) {
    if (agreement.customerNumber !== opts.customerNumber) throw new AppError("FORBIDDEN", "agreements.errors.forbidden");
  } else if (!(await canAccessCustomer(db, actor, agreement.customerNumber))) {
    throw new AppError("FORBIDDEN", "agreements.errors.forbidden");
  }
  if (opts.kinds && !opts.kinds.includes(agreement.kind)) throw new AppError("NOT_FOUND", "agreements.errors.wrongKind");
  return agreement;
}
