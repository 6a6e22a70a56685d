import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { agreements, customers } from "@/db/schema";
import { renderAgreementPdf } from "@/lib/agreements/render-agreement-pdf";
import type { Actor } from "@/lib/auth/actor";
import { getT } from "@/lib/i18n/instance";
import { MARKETS, type Market } from "@/lib/market";

/**
 * The agreement's PDF for the signing page and the seal, rendered by lib/agreements as the
 * customer would see it. The page and the job have no portal session: they render as the system,
 * a reader scoped to exactly the agreement's customer (internal-only fields never reach PDFs).
 */
export async function renderAgreementDocument(
  db: DbOrTx,
  opts: { agreementId: number; market: Market },
): Promise<{ bytes: Uint8Array<ArrayBuffer>; filename: string; agreementNumber: string; customerNumber: string }> {
  const [a] = await db
    .select({ number: agreements.agreementNumber, transId: agreements.transId, customerNumber: customers.customerNumber })
    .from(agreements)
    .innerJoin(customers, eq(customers.id, agreements.customerId))
    .where(eq(agreements.id, opts.agreementId))
    .limit(1);
  if (!a) throw new Error(`agreement ${opts.agreementId} not found`);
  const system: Actor = {
    userId: 0,
    username: "system",
    name: "system",
    email: "",
    homeMarket: opts.market,
    avatarUrl: null,
    sessionId: "system",
    roles: { internal: true, transporter: false, reseller: false, resellerAdmin: false, agroAdmin: false, store: false },
    activeCustomerNumber: a.customerNumber,
    actingCustomerNumber: a.customerNumber,
  };
  const pdf = await renderAgreementPdf(db, {
    actor: system,
    agreementNumber: a.number,
    transId: a.transId,
    t: getT(MARKETS[opts.market].language),
    market: opts.market,
  });
  return { ...pdf, agreementNumber: a.number, customerNumber: a.customerNumber };
}
