/**
 * My orders demo rows (issue 14 item 5): 100234 gets 34 orders over the last two years (four
 * pages of ten with "show more"), 100310 three, 700101 a few in euros. Only with the demo, once.
 */
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { customerOrders, customers } from "@/db/schema";

const SE_GOODS = [
  "Kalkammonsalpeter 27 N, 12 ton",
  "NPK 21-3-10, 8 ton",
  "Utsädeshavre Belinda, 2 ton",
  "Smörjolja 15W-40, 208 l",
  "Sträckfilm vit 750 mm, 40 rullar",
  "Mineralfoder Kraft Nöt, 1 ton",
  "Glyfosat 360, 200 l",
  "Ensilagenät 123 cm, 6 rullar",
];
const FI_GOODS = ["Y-lannos 27-3-3, 10 t", "Kylvökaura Ringsaker, 2 t", "Kivennäinen Pro, 500 kg"];
const STATUS_BY_AGE = (ageDays: number, i: number) => (ageDays < 7 ? [10, 20, 30][i % 3]! : ageDays < 30 ? 40 : i % 11 === 0 ? 90 : 50);

const iso = (d: Date) => d.toISOString().slice(0, 10);

export async function seedMyOrders(db: Db, opts: { demo: boolean }): Promise<void> {
  if (!opts.demo) return;
  const cs = await db
    .select({ id: customers.id, number: customers.customerNumber })
    .from(customers)
    .where(inArray(customers.customerNumber, ["100234", "100310", "700101"]));
  const c = new Map(cs.map((x) => [x.number, x.id]));
  const farmer = c.get("100234");
  if (!farmer) return;
  const [done] = await db.select({ id: customerOrders.id }).from(customerOrders).where(eq(customerOrders.customerId, farmer)).limit(1);
  if (done) return;
  const rows: (typeof customerOrders.$inferInsert)[] = [];
  const add = (customerId: number | undefined, n: number, base: number, goods: string[], currency: string) => {
    if (!customerId) return;
    for (let i = 0; i < n; i++) {
      const ageDays = i * 21 + (i % 3);
      const orderDate = new Date(Date.now() - ageDays * 86_400_000);
      rows.push({
        customerId,
        orderNo: String(base + i),
        orderDate: iso(orderDate),
        deliveryDate: iso(new Date(orderDate.getTime() + 7 * 86_400_000)),
        status: STATUS_BY_AGE(ageDays, i),
        reference: i % 4 === 0 ? null : `Ref ${100 + i}`,
        description: goods[i % goods.length]!,
        totalAmount: Math.round((1500 + ((i * 7919) % 60000) + (i % 7) * 0.25) * 100) / 100,
        currency,
      });
    }
  };
  add(farmer, 34, 4710023400, SE_GOODS, "SEK");
  add(c.get("100310"), 3, 4710031000, SE_GOODS, "SEK");
  add(c.get("700101"), 5, 4720010100, FI_GOODS, "EUR");
  await db.insert(customerOrders).values(rows);
}
