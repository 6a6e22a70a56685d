import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { agreementLines, agreements } from "@/db/schema";
import type { AgreementKind } from "@/lib/agreements/constants";
import { addDays } from "@/lib/market/dates";
import { MARKETS, type Market } from "@/lib/market";
import { agreementYear } from "@/lib/prices/agreement-year";
import type { Crop } from "@/lib/prices/resolve-crop";
import { transIdOf } from "./constants";

/** The last day an agreement of the period runs: spot to the month's end, forward a quarter, pool to the harvest year's end. */
export function validToOf(priceTypeId: number, period: string): string {
  const [y, m] = period.split("-").map(Number) as [number, number];
  const firstOf = (yy: number, mm: number) => `${yy + Math.floor((mm - 1) / 12)}-${String(((mm - 1) % 12) + 1).padStart(2, "0")}-01`;
  if (priceTypeId === 1) return addDays(firstOf(y, m + 1), -1);
  if (priceTypeId === 2) return addDays(firstOf(y, m + 3), -1);
  return `${agreementYear(period) + 1}-07-31`;
}

export interface NewAgreement {
  customerId: number;
  market: Market;
  kind: AgreementKind;
  agreementType: string;
  crop: Pick<Crop, "itemNumber" | "itemName"> & { priceAreaId: number | null; sort: string | null };
  period: { priceTypeId: number; pricePeriod: string; label: string };
  /** overrides the period's validity (drying: the harvest year) */
  validity?: { from: string; to: string };
  quantity: number;
  price: number | null;
  today: string;
  warehouse: string | null;
  deliveryMode: string | null;
  handlerName: string | null;
  connectedToAgreementId?: number | null;
  /** several article lines (fixed price) instead of the one line of the crop */
  lines?: { itemNumber: string; quantity: number; price: number }[];
  /** overrides the description made of crop and period */
  description?: string;
}

/** An open agreement (number from the portal's sequence) with its one article line, in the caller's transaction. */
export async function insertAgreement(tx: DbOrTx, a: NewAgreement): Promise<{ id: number; agreementNumber: string }> {
  const [{ n }] = (await tx.execute(sql`select nextval('trading_agreement_number_seq')::text as n`)).rows as [{ n: string }];
  const validFrom = a.validity?.from ?? (a.period.pricePeriod < a.today ? a.today : a.period.pricePeriod);
  const end = a.validity?.to ?? validToOf(a.period.priceTypeId, a.period.pricePeriod);
  const year = agreementYear(a.period.pricePeriod);
  const [row] = await tx
    .insert(agreements)
    .values({
      agreementNumber: n,
      transId: transIdOf(n),
      customerId: a.customerId,
      kind: a.kind,
      agreementType: a.agreementType,
      status: "open",
      year,
      harvestYear: year,
      validFrom,
      validTo: end < validFrom ? validFrom : end,
      totalQuantity: a.quantity,
      unit: "ton",
      price: a.price,
      currency: MARKETS[a.market].currency,
      priceAreaId: a.crop.priceAreaId,
      warehouse: a.warehouse,
      deliveryMode: a.deliveryMode,
      description: a.description ?? [a.crop.itemName, a.crop.sort].filter(Boolean).join(" ") + ` · ${a.period.label}`,
      handlerName: a.handlerName,
      connectedToAgreementId: a.connectedToAgreementId ?? null,
    })
    .returning({ id: agreements.id });
  const lines = a.lines ?? [{ itemNumber: a.crop.itemNumber, quantity: a.quantity, price: a.price }];
  await tx.insert(agreementLines).values(
    lines.map((l, i) => ({
      agreementId: row!.id,
      lineNumber: i + 1,
      market: a.market,
      itemNumber: l.itemNumber,
      sort: a.lines ? null : a.crop.sort,
      quantity: l.quantity,
      unit: "ton",
      price: l.price,
      deliveryPeriod: a.period.label,
      warehouse: a.warehouse,
    })),
  );
  return { id: row!.id, agreementNumber: n };
}
