import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db";
import { customers } from "@/db/schema";
import { message } from "@/lib/api/contract";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { Market } from "@/lib/market";
import { isBlank } from "@/lib/validation/field";
import { checkOrgNumber } from "@/lib/validation/org-number";

/**
 * POST /api/customer-support/update (spec 2 §7 "Workshop, start pages"; §5 "Booking, start page";
 * issue 12 item 9): staff activate or deactivate a customer in the portal from the internal start
 * page's activation table. organizationNumber and customerNumber must name the same customer of
 * the market; customerNumber is digits only, and may be empty only when deactivating (then every
 * customer of the organisation in the market is deactivated).
 */
export const ZCustomerSupportUpdateRequest = z
  .object({
    organizationNumber: z.string({ error: "validation.orgNumber.required" }).transform((raw, ctx) => {
      const r = checkOrgNumber(raw.trim());
      if (r.ok) return r.value;
      ctx.addIssue({ code: "custom", message: isBlank(raw) ? "validation.orgNumber.required" : "validation.orgNumber.valid", input: raw });
      return z.NEVER;
    }),
    customerNumber: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((v) => (v === null || v === undefined ? "" : String(v).trim()))
      .refine((v) => v === "" || /^\d{1,12}$/.test(v), { message: "validation.customerNumber.valid" }),
    isActive: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]),
  })
  .refine((v) => !v.isActive || v.customerNumber !== "", { message: "validation.customerNumber.required", path: ["customerNumber"] });

export const ZCustomerSupportUpdateResponse = z.object({
  success: z.literal(true),
  customerNumbers: z.array(z.string()),
  isActive: z.boolean(),
  message: message(),
});

export async function updateCustomerActivation(
  db: Db,
  opts: { actor: Actor; organizationNumber: string; customerNumber: string; isActive: boolean; market: Market; ctx?: ActionContext },
) {
  const org = opts.organizationNumber.replace("-", "");
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(customers)
      .set({ active: opts.isActive })
      .where(
        and(
          eq(customers.market, opts.market),
          sql`replace(${customers.organisationNumber}, '-', '') = ${org}`,
          opts.customerNumber ? eq(customers.customerNumber, opts.customerNumber) : undefined,
        ),
      )
      .returning({ customerNumber: customers.customerNumber });
    if (!rows.length) throw new AppError("NOT_FOUND", "accountAdmin.support.notFound");
    const customerNumbers = rows.map((r) => r.customerNumber).sort();
    for (const n of customerNumbers) {
      await logAction(
        tx,
        opts.actor,
        opts.isActive ? "customerSupport.activated" : "customerSupport.deactivated",
        { organizationNumber: opts.organizationNumber },
        { ...opts.ctx, customerNumber: n },
      );
    }
    return {
      success: true as const,
      customerNumbers,
      isActive: opts.isActive,
      message: opts.isActive ? "accountAdmin.support.activated" : "accountAdmin.support.deactivated",
    };
  });
}
