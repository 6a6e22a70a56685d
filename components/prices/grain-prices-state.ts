/**
 * The grain price page's state as one reducer (pure): the search form (area, product, sort, date),
 * the search that was run, the date of the favourites list, favourites switched off on this page
 * (listed as inactive until a reload) and the crops whose favourite call is under way. What the
 * calls return lives in the data layer (grain-prices.tsx).
 */
export interface CropKey {
  PriceArea: number;
  ItemNumber: string;
  Sort: string;
}

export const sameCrop = (a: CropKey, b: CropKey) => a.PriceArea === b.PriceArea && a.ItemNumber === b.ItemNumber && a.Sort === b.Sort;
export const cropKey = (c: CropKey) => `${c.PriceArea};${c.ItemNumber};${c.Sort}`;

export interface GrainPricesState {
  area: number;
  product: string;
  /** the chosen sort; null: the first of the product's sorts */
  sort: string | null;
  date: string;
  dateValid: boolean;
  /** the search shown (the default crop for today at first) */
  search: { crop: CropKey; date: string } | null;
  favoritesDate: string;
  inactive: ReadonlySet<string>;
  pending: ReadonlySet<string>;
}

export type GrainPricesAction =
  | { type: "area"; area: number }
  | { type: "product"; product: string }
  | { type: "sort"; sort: string }
  | { type: "date"; date: string; valid: boolean }
  | { type: "submit"; crop: CropKey; date: string }
  | { type: "favoritesDate"; date: string }
  | { type: "pending"; key: string; on: boolean }
  | { type: "favorite"; key: string; on: boolean };

export function initialGrainPrices(opts: {
  areas: { id: number }[];
  products: { itemNumber: string }[];
  firstSort: string | null;
  today: string;
}): GrainPricesState {
  const area = opts.areas[0]?.id ?? 0;
  const product = opts.products[0]?.itemNumber ?? "";
  return {
    area,
    product,
    sort: null,
    date: opts.today,
    dateValid: true,
    search:
      opts.areas[0] && opts.products[0]
        ? { crop: { PriceArea: area, ItemNumber: product, Sort: opts.firstSort ?? "" }, date: opts.today }
        : null,
    favoritesDate: opts.today,
    inactive: new Set(),
    pending: new Set(),
  };
}

const withKey = (set: ReadonlySet<string>, key: string, on: boolean): ReadonlySet<string> => {
  const next = new Set(set);
  if (on) next.add(key);
  else next.delete(key);
  return next;
};

export function grainPricesReducer(s: GrainPricesState, a: GrainPricesAction): GrainPricesState {
  switch (a.type) {
    case "area":
      return { ...s, area: a.area };
    case "product":
      // the same product again (e.g. a replayed change): keep its sort
      return a.product === s.product ? s : { ...s, product: a.product, sort: null };
    case "sort":
      return { ...s, sort: a.sort };
    case "date":
      return { ...s, date: a.date, dateValid: a.valid };
    case "submit":
      // the favourites follow the searched date
      return { ...s, search: { crop: a.crop, date: a.date }, favoritesDate: a.date };
    case "favoritesDate":
      return { ...s, favoritesDate: a.date };
    case "pending":
      return { ...s, pending: withKey(s.pending, a.key, a.on) };
    case "favorite":
      // switched off: stays listed as inactive until the page is reloaded
      return { ...s, inactive: withKey(s.inactive, a.key, !a.on) };
  }
}

/** The sort shown: the chosen one when the product offers it, else the product's first. */
export function shownSort(s: Pick<GrainPricesState, "sort">, sorts: readonly { GrainName: string }[]): string {
  if (s.sort !== null && sorts.some((x) => x.GrainName === s.sort)) return s.sort;
  return sorts[0]?.GrainName ?? "";
}

/** Favourites that count towards the maximum (listed and not switched off). */
export function activeFavorites<T extends CropKey>(favorites: readonly T[] | undefined, inactive: ReadonlySet<string>): T[] {
  return (favorites ?? []).filter((f) => !inactive.has(cropKey(f)));
}
