/**
 * Trading demo rows (issue 11): drying agreements of 100234 made in the portal, one in each
 * signing state — sent, opened, signed, expired and cancelled — so staff's signing page
 * (/intern/signeringar) and the farmer's My agreements and start page ('Väntar på din signering')
 * have data. The links go to farmer@demo.se; their tokens are not kept (a resend from the staff
 * page mails a new one to the mail catcher). Demo rows only, once: skipped when 100234 already has
 * a signing request.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { agreements, articles, customers, signingEvents, signingRequests, users } from "@/db/schema";
import { getSigningProvider } from "@/lib/integrations/signing";
import { todayIn } from "@/lib/market/format";
import { insertAgreement } from "@/lib/trading/insert-agreement";

const CUSTOMER = "100234";
const RECEIVER = "farmer@demo.se";
type DemoState = "sent" | "opened" | "signed" | "expired" | "cancelled";
/** the demo agreements: state, crop, place, quantity (ton) */
const DEMO: [DemoState, string, string, number][] = [
  ["sent", "10110", "Skara", 120],
  ["opened", "10210", "Skara", 80],
  ["signed", "10410", "Lidköping", 60],
  ["expired", "10120", "Skara", 45],
  ["cancelled", "10220", "Uppsala", 30],
];
const DAY = 86_400_000;

export async function seedTrading(db: Db, opts: { demo: boolean }): Promise<void> {
  if (!opts.demo) return;
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.customerNumber, CUSTOMER));
  const [user] = await db
    .select({
      id: users.id,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
      mobile: users.mobile,
      pn: users.personNumber,
    })
    .from(users)
    .where(eq(users.username, RECEIVER));
  if (!customer || !user?.pn) return;
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(signingRequests)
    .innerJoin(agreements, eq(agreements.id, signingRequests.agreementId))
    .where(eq(agreements.customerId, customer.id));
  if (n > 0) return;

  const now = new Date();
  const today = todayIn("se", now);
  const year = Number(today.slice(0, 4));
  await db.transaction(async (tx) => {
    for (const [i, [state, itemNumber, warehouse, quantity]] of DEMO.entries()) {
      const [article] = await tx
        .select({ itemNumber: articles.itemNumber, name: articles.name })
        .from(articles)
        .where(and(eq(articles.market, "se"), eq(articles.itemNumber, itemNumber)));
      if (!article) continue;
      // sent a few days apart, the newest first on the staff page
      const sentAt = new Date(now.getTime() - (DEMO.length - i) * 2 * DAY);
      const a = await insertAgreement(tx, {
        customerId: customer.id,
        market: "se",
        kind: "grain",
        agreementType: "Torkavtal",
        crop: { itemNumber: article.itemNumber, itemName: article.name, priceAreaId: null, sort: null },
        period: { priceTypeId: 3, pricePeriod: `${year + 1}-08-01`, label: String(year + 1) },
        // next harvest year: after the demo ERP agreements on the start page
        validity: { from: today, to: `${year + 2}-07-31` },
        quantity,
        price: null,
        today,
        warehouse,
        deliveryMode: null,
        handlerName: null,
      });
      const { signingRequestId: id } = await getSigningProvider().send(tx, {
        agreementId: a.id,
        agreementNumber: a.agreementNumber,
        market: "se",
        receiver: { name: `${user.first} ${user.last}`, email: user.email, mobile: user.mobile, personalNumber: user.pn! },
        origin: "http://localhost:3000",
        createdByUserId: null,
        deliver: false,
        now: sentAt,
      });
      const later = (days: number) => new Date(sentAt.getTime() + days * DAY);
      if (state === "opened" || state === "signed") {
        await tx
          .update(signingRequests)
          .set({ openedAt: later(1) })
          .where(eq(signingRequests.id, id));
        await tx.insert(signingEvents).values({ signingRequestId: id, step: "opened", ip: "127.0.0.1", at: later(1) });
      }
      if (state === "signed") {
        await tx
          .update(signingRequests)
          .set({ status: "signed", signedAt: later(1), signedIp: "127.0.0.1", endedAt: later(1) })
          .where(eq(signingRequests.id, id));
        await tx.insert(signingEvents).values({ signingRequestId: id, step: "signed", ip: "127.0.0.1", at: later(1) });
        await tx
          .update(agreements)
          .set({ status: "current", signedAt: later(1), signedBy: `${user.first} ${user.last}` })
          .where(eq(agreements.id, a.id));
      }
      if (state === "expired") {
        const ended = new Date(now.getTime() - DAY);
        await tx.update(signingRequests).set({ status: "expired", expiresAt: ended, endedAt: ended }).where(eq(signingRequests.id, id));
        await tx.insert(signingEvents).values({ signingRequestId: id, step: "expired", at: ended });
      }
      if (state === "cancelled") {
        await tx
          .update(signingRequests)
          .set({ status: "cancelled", endedAt: later(1) })
          .where(eq(signingRequests.id, id));
        await tx.insert(signingEvents).values({ signingRequestId: id, step: "cancelled", at: later(1) });
      }
    }
  });
}
