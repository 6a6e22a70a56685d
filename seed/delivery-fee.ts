/**
 * Seed of the delivery-fee area: lorry types and distance zones (reference data, always), and
 * with demo data the fee tables of both markets (last season and the current one) and delivery
 * addresses of the demo customers. Idempotent: reference rows are upserted by code, demo rows are
 * only added when none exist yet.
 */
import { eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { customers, deliveryAddresses, deliveryFeeZones, deliveryFees, lorryTypes } from "@/db/schema";

type Market = "se" | "fi";

export const LORRY_TYPE_ROWS: { market: Market; code: string; name: string; isOwnTransport?: boolean }[] = [
  { market: "se", code: "BIL_SLAP", name: "Bil med släp" },
  { market: "se", code: "BIL", name: "Bil utan släp" },
  { market: "se", code: "TRAKTOR", name: "Traktor (egen transport)", isOwnTransport: true },
  { market: "fi", code: "AUTO_PERAVAUNU", name: "Kuorma-auto ja perävaunu" },
  { market: "fi", code: "AUTO", name: "Kuorma-auto ilman perävaunua" },
  { market: "fi", code: "TRAKTORI", name: "Traktori (oma kuljetus)", isOwnTransport: true },
];

export const ZONE_ROWS: { market: Market; code: string; name: string; minKm: number; maxKm: number | null }[] = [
  { market: "se", code: "Z1", name: "Zon 1 (0–10 km)", minKm: 0, maxKm: 10 },
  { market: "se", code: "Z2", name: "Zon 2 (10–25 km)", minKm: 10, maxKm: 25 },
  { market: "se", code: "Z3", name: "Zon 3 (25–50 km)", minKm: 25, maxKm: 50 },
  { market: "se", code: "Z4", name: "Zon 4 (över 50 km)", minKm: 50, maxKm: null },
  { market: "fi", code: "V1", name: "Vyöhyke 1 (0–20 km)", minKm: 0, maxKm: 20 },
  { market: "fi", code: "V2", name: "Vyöhyke 2 (20–50 km)", minKm: 20, maxKm: 50 },
  { market: "fi", code: "V3", name: "Vyöhyke 3 (50–100 km)", minKm: 50, maxKm: 100 },
  { market: "fi", code: "V4", name: "Vyöhyke 4 (yli 100 km)", minKm: 100, maxKm: null },
];

/** Quantity bands in tons, [min, max). */
const BANDS: { min: number; max: number | null; factor: number }[] = [
  { min: 0, max: 10, factor: 1.35 },
  { min: 10, max: 20, factor: 1.12 },
  { min: 20, max: 35, factor: 1 },
  { min: 35, max: null, factor: 0.92 },
];

interface Tariff {
  /** fee per ton of a full lorry with trailer, per zone code */
  base: Record<string, number>;
  /** per lorry type code */
  lorryFactor: Record<string, number>;
  minimumFee: Record<string, number>;
  /** fees are rounded to this step (1 kr, 0.05 €) */
  step: number;
}

const TARIFFS: Record<Market, Tariff> = {
  se: {
    base: { Z1: 42, Z2: 55, Z3: 71, Z4: 92 },
    lorryFactor: { BIL_SLAP: 1, BIL: 1.18, TRAKTOR: 0.45 },
    minimumFee: { BIL_SLAP: 650, BIL: 650, TRAKTOR: 250 },
    step: 1,
  },
  fi: {
    base: { V1: 3.9, V2: 5.1, V3: 6.8, V4: 8.9 },
    lorryFactor: { AUTO_PERAVAUNU: 1, AUTO: 1.18, TRAKTORI: 0.45 },
    minimumFee: { AUTO_PERAVAUNU: 60, AUTO: 60, TRAKTORI: 25 },
    step: 0.05,
  },
};

/** Last season's table and the current one (open-ended); last season was 6 % cheaper. */
const PERIODS = [
  { validFrom: "2025-07-01", validTo: "2026-06-30", factor: 0.94 },
  { validFrom: "2026-07-01", validTo: null, factor: 1 },
];

const roundTo = (n: number, step: number) => Math.round(Math.round(n / step) * step * 100) / 100;

export const DELIVERY_ADDRESS_ROWS: {
  customer: string;
  name: string;
  address: string;
  zipCode: string;
  city: string;
  distanceKm: number;
  nearestFacility: string;
}[] = [
  {
    customer: "100234",
    name: "Gårdsjö gård",
    address: "Gårdsjö 12",
    zipCode: "532 92",
    city: "Skara",
    distanceKm: 8.5,
    nearestFacility: "Skara",
  },
  {
    customer: "100234",
    name: "Norra fältet, plansilo",
    address: "Gårdsjö 20",
    zipCode: "532 92",
    city: "Skara",
    distanceKm: 11.8,
    nearestFacility: "Skara",
  },
  {
    customer: "100234",
    name: "Fäbodarna",
    address: "Fäbovägen 9",
    zipCode: "546 91",
    city: "Karlsborg",
    distanceKm: 56,
    nearestFacility: "Skövde",
  },
  {
    customer: "100235",
    name: "Västergården",
    address: "Västergården 3",
    zipCode: "532 92",
    city: "Skara",
    distanceKm: 16.4,
    nearestFacility: "Skara",
  },
  {
    customer: "100236",
    name: "Gårdsjö Spannmål, tork",
    address: "Gårdsjö 14",
    zipCode: "532 92",
    city: "Skara",
    distanceKm: 9.2,
    nearestFacility: "Skara",
  },
  {
    customer: "100236",
    name: "Arrendet Bäckgården",
    address: "Bäckgården 2",
    zipCode: "548 91",
    city: "Hova",
    distanceKm: 27.5,
    nearestFacility: "Töreboda",
  },
  {
    customer: "100310",
    name: "Ekängens gård",
    address: "Ekängen 1",
    zipCode: "591 97",
    city: "Motala",
    distanceKm: 6.5,
    nearestFacility: "Motala",
  },
  {
    customer: "100310",
    name: "Ekängen, östra silon",
    address: "Ekängen 7",
    zipCode: "591 97",
    city: "Motala",
    distanceKm: 27,
    nearestFacility: "Mjölby",
  },
  {
    customer: "100412",
    name: "Björkhaga",
    address: "Björkhaga 5",
    zipCode: "241 96",
    city: "Eslöv",
    distanceKm: 12,
    nearestFacility: "Eslöv",
  },
  {
    customer: "700101",
    name: "Mäkelän tila",
    address: "Mäkeläntie 45",
    zipCode: "60800",
    city: "Seinäjoki",
    distanceKm: 18,
    nearestFacility: "Seinäjoki",
  },
  {
    customer: "700101",
    name: "Peltolan kuivuri",
    address: "Peltolantie 12",
    zipCode: "60800",
    city: "Seinäjoki",
    distanceKm: 34.5,
    nearestFacility: "Seinäjoki",
  },
];

/** A tariff's figure for a zone or lorry type code (every seeded code has one). */
function rate(table: Record<string, number>, code: string): number {
  const value = table[code];
  if (value === undefined) throw new Error(`seed: no tariff figure for ${code}`);
  return value;
}

/** The fee rows of a market as plain values (lorry type and zone by code). */
export function feeTableRows(market: Market) {
  const tariff = TARIFFS[market];
  return PERIODS.flatMap((p) =>
    LORRY_TYPE_ROWS.filter((l) => l.market === market).flatMap((l) =>
      ZONE_ROWS.filter((z) => z.market === market).flatMap((z) =>
        BANDS.map((b) => {
          const feePerTon = roundTo(rate(tariff.base, z.code) * rate(tariff.lorryFactor, l.code) * b.factor * p.factor, tariff.step);
          return {
            lorryType: l.code,
            zone: z.code,
            minTons: b.min,
            maxTons: b.max,
            feePerTon,
            minimumFee: roundTo(rate(tariff.minimumFee, l.code) * p.factor, tariff.step),
            costPerTon: Math.round(feePerTon * 0.82 * 100) / 100,
            validFrom: p.validFrom,
            validTo: p.validTo,
          };
        }),
      ),
    ),
  );
}

async function seedReference(db: Db): Promise<void> {
  await db
    .insert(lorryTypes)
    .values(
      LORRY_TYPE_ROWS.map((l, i) => ({
        market: l.market,
        code: l.code,
        name: l.name,
        isOwnTransport: l.isOwnTransport ?? false,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(deliveryFeeZones)
    .values(ZONE_ROWS.map((z, i) => ({ ...z, sortOrder: i })))
    .onConflictDoNothing();
}

async function seedFees(db: DbOrTx, market: Market): Promise<void> {
  const n = await db.$count(deliveryFees, eq(deliveryFees.market, market));
  if (n > 0) return;
  const lorries = new Map((await db.select().from(lorryTypes).where(eq(lorryTypes.market, market))).map((l) => [l.code, l.id]));
  const zones = new Map((await db.select().from(deliveryFeeZones).where(eq(deliveryFeeZones.market, market))).map((z) => [z.code, z.id]));
  const rows = feeTableRows(market).flatMap((r) => {
    const lorryTypeId = lorries.get(r.lorryType);
    const zoneId = zones.get(r.zone);
    if (!lorryTypeId || !zoneId) return [];
    const { minTons, maxTons, feePerTon, minimumFee, costPerTon, validFrom, validTo } = r;
    return [{ market, lorryTypeId, zoneId, minTons, maxTons, feePerTon, minimumFee, costPerTon, validFrom, validTo }];
  });
  if (rows.length) await db.insert(deliveryFees).values(rows);
}

async function seedAddresses(db: DbOrTx): Promise<void> {
  const numbers = [...new Set(DELIVERY_ADDRESS_ROWS.map((a) => a.customer))];
  const found = await db
    .select({ id: customers.id, number: customers.customerNumber })
    .from(customers)
    .where(inArray(customers.customerNumber, numbers));
  if (!found.length) return;
  const ids = new Map(found.map((c) => [c.number, c.id]));
  const n = await db.$count(deliveryAddresses, inArray(deliveryAddresses.customerId, [...ids.values()]));
  if (n > 0) return;
  const rows = DELIVERY_ADDRESS_ROWS.flatMap(({ customer, ...a }) => {
    const customerId = ids.get(customer);
    return customerId ? [{ ...a, customerId }] : [];
  });
  if (rows.length) await db.insert(deliveryAddresses).values(rows);
}

export async function seedDeliveryFee(db: Db, opts: { demo: boolean }): Promise<void> {
  await seedReference(db);
  if (!opts.demo) return;
  await db.transaction(async (tx) => {
    await seedFees(tx, "se");
    await seedFees(tx, "fi");
    await seedAddresses(tx);
  });
}
