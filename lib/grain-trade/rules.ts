/**
 * Pure rules of the grain price table and the mortgage contract form (spec 4 §5 Grain prices,
 * §9; issue 15 items 3–5), shared by the screens and the server.
 */
export const HETI_TERMIINI = "Heti-Termiini";
/** the contract types (the database checks the same list: db/schema/grain-trade.ts) */
export const MORTGAGE_TYPES = ["Heti-Termiini", "Termiini", "Kiinnitys"] as const;
/** spec 4 §9: Heti-Termiini prefills the contract number with TE- */
export const HETI_TERMIINI_PREFIX = "TE-";
export const CONTRACT_PAGE_SIZE = 20;
/** the stores a contract can name (store names are proper names, the same in both languages) */
export const CONTRACT_STORES = ["Agrokauppa Seinäjoki", "Agrokauppa Vaasa", "Agrokauppa Kokkola"] as const;
/** spec 4 §9: the contract export takes skip 0, take 1000 */
export const EXPORT_TAKE = 1000;

/** The month input accepts only digits, minus and slash. */
export const monthInputFilter = (typed: string): string => typed.replace(/[^0-9/-]/g, "");
/** The price input accepts only digits. */
export const priceInputFilter = (typed: string): string => typed.replace(/[^0-9]/g, "");

export interface MonthPrice {
  Id: number;
  Month: string;
  Price: number | null;
}
export interface PriceRow {
  Id: number;
  MonthPriceList: MonthPrice[];
}

/** The entries whose month or price differ from the loaded ones (saving happens only when some do). */
export function changedPrices(loaded: PriceRow[], edited: PriceRow[]): { rowId: number; entry: MonthPrice }[] {
  const before = new Map<number, MonthPrice>();
  for (const r of loaded) for (const e of r.MonthPriceList) before.set(e.Id, e);
  const out: { rowId: number; entry: MonthPrice }[] = [];
  for (const r of edited) {
    for (const e of r.MonthPriceList) {
      const b = before.get(e.Id);
      if (!b || b.Month !== e.Month || b.Price !== e.Price) out.push({ rowId: r.Id, entry: e });
    }
  }
  return out;
}

/** The contract number for a type: Heti-Termiini → "TE-" (kept when it already starts so), others as typed. */
export function contractNumberFor(type: string, typed: string): string {
  const t = typed.trim();
  if (type === HETI_TERMIINI) return t.toUpperCase().startsWith(HETI_TERMIINI_PREFIX) ? t : HETI_TERMIINI_PREFIX;
  return t;
}

/**
 * A Finnish phone number as a farmer types it: "040 123 4567", "040-1234567", "+358 40 123 4567",
 * "00358401234567", "09 123 4567" → "+358401234567"; null when it cannot be one.
 */
export function normalizeFinnishPhone(value: string): string | null {
  const s = value.trim().replace(/[\s()-]/g, "");
  let rest: string;
  if (s.startsWith("+358")) rest = s.slice(4);
  else if (s.startsWith("00358")) rest = s.slice(5);
  else if (/^0[1-9]/.test(s)) rest = s.slice(1);
  else return null;
  if (rest.startsWith("0")) rest = rest.slice(1);
  return /^[1-9]\d{5,10}$/.test(rest) ? `+358${rest}` : null;
}

/** Finnish postal code: five digits. */
export const isFinnishPostalCode = (value: string): boolean => /^\d{5}$/.test(value.trim());
