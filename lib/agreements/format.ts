/**
 * Pure rules of the agreement pages, shared by the server (PDFs) and the client (rows): the seed
 * toggle, quantities in ton, days and money in the market's format.
 */
import { MARKETS, type Market } from "@/lib/market";
import { numberFormat } from "@/lib/market/number-format";

/**
 * The agreement number in a seed toggle (spec 1 §2: "the digits in the toggle give the agreement
 * number whose connected seed agreements load"): "agreement-220101" → "220101"; null without
 * 4–12 digits.
 */
export function toggleAgreementNumber(toggle: string | null | undefined): string | null {
  const digits = (toggle ?? "").replace(/\D/g, "");
  return /^[0-9]{4,12}$/.test(digits) ? digits : null;
}

/** A quantity in ton from one in the given unit (kg → ton); other units are not weights and stay as they are. */
export function toTon(quantity: number, unit: string): number {
  return unit === "kg" ? quantity / 1000 : quantity;
}

/** 12.5 → "12,5" (sv) / "12,5" (fi); up to three decimals, grouped thousands. */
export function formatNumber(value: number, market: Market, maxDecimals = 3): string {
  return numberFormat(MARKETS[market].locale, { maximumFractionDigits: maxDecimals, minimumFractionDigits: 0 }).format(value);
}

/** Money with two decimals when it has öre/cents: 2150 → "2 150", 7.4 → "7,40". */
export function formatMoney(value: number, market: Market): string {
  const whole = Number.isInteger(value);
  return numberFormat(MARKETS[market].locale, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(value);
}

/** A calendar day "yyyy-MM-dd" in the market's date format (se "2026-08-12", fi "12.8.2026"). */
export function formatDay(day: string | null | undefined, market: Market): string {
  if (!day) return "";
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return day;
  return market === "fi" ? `${Number(m[3])}.${Number(m[2])}.${m[1]}` : `${m[1]}-${m[2]}-${m[3]}`;
}

/** The year the seed section opens on: this year when there are agreements for it, else the newest. */
export function defaultSeedYear(years: readonly number[], currentYear: number): number | null {
  if (!years.length) return null;
  return years.includes(currentYear) ? currentYear : Math.max(...years);
}

/** Sort key of a row's status: open (to sign) first, then current, then inactive. */
export const STATUS_ORDER = { open: 0, current: 1, inactive: 2 } as const;

/** The translation key part of a unit (agreements.units.<key>). */
export function unitKey(unit: string): "ton" | "kg" | "st" | "sack" {
  return unit === "kg" ? "kg" : unit === "st" ? "st" : unit === "säck" ? "sack" : "ton";
}
