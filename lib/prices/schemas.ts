/**
 * Request and reply schemas of the prices calls (endpoints.tsv area `prices`). Parameter names
 * are the spec's; messages are translation keys (locales/{sv,fi}/prices.json).
 */
import { z } from "zod";
import { isBlank, swedishDate } from "@/lib/validation";
import { GRAPH_PERIODS, DEFAULT_GRAPH_PERIOD, type GraphPeriod } from "./constants";

const blankToUndefined = (v: unknown) => (isBlank(v) ? undefined : v);

/** A positive whole number from JSON or a form ("12"), with one message for missing and wrong. */
export const zId = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message }),
  );

/** An optional positive whole number (e.g. the page id the legacy calls send along). */
const zOptionalId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(2_147_483_647).optional()).catch(undefined);

/** An item number (digits) from a string or a JSON number. */
export const zItemNumber = (message = "prices.validation.itemNumber") =>
  z.preprocess(
    (v) => (typeof v === "number" ? String(v) : v),
    z
      .string({ error: message })
      .trim()
      .regex(/^\d{1,12}$/, { error: message }),
  );

/** A sort name; empty means the article's main sort. */
export const zSort = z.preprocess(
  (v) => (v === null || v === undefined ? "" : v),
  z.string({ error: "prices.validation.sort" }).trim().max(80, { error: "prices.validation.sort" }),
);

/** The date of the price list, yyyy-MM-dd; empty means today (in the market's time zone). */
export const zPriceDate = swedishDate({ required: false });

/** true/false from JSON or a form ("true", "false", "1", "0"). */
const zFlag = (message: string) =>
  z.preprocess(
    (v) => {
      if (typeof v === "string") {
        const s = v.trim().toLowerCase();
        if (s === "true" || s === "1") return true;
        if (s === "false" || s === "0") return false;
      }
      if (v === 1) return true;
      if (v === 0) return false;
      return v;
    },
    z.boolean({ error: message }),
  );

// ---------- the grain price page (spec 2 §7 "Grain price list") ----------

/** POST /api/price-grain/GetPricePeriods: Area, ItemNumber, Sort, Date, PageId. */
export const ZGetPricePeriodsRequest = z.object({
  Area: zId("prices.validation.area"),
  ItemNumber: zItemNumber(),
  Sort: zSort,
  Date: zPriceDate,
  PageId: zOptionalId,
});
export type TGetPricePeriodsRequest = z.infer<typeof ZGetPricePeriodsRequest>;

/** A price period (spec 2 §3): PriceTypeId, PricePeriod, DisplayLabel, Price (+ the agreement year shown). */
export const ZPricePeriod = z.object({
  PriceTypeId: z.number().int(),
  PricePeriod: z.string(),
  DisplayLabel: z.string(),
  Price: z.number(),
  AgreementYear: z.number().int(),
});
export type TPricePeriod = z.infer<typeof ZPricePeriod>;

export const ZGetPricePeriodsResponse = z.object({
  PricePeriods: z.array(ZPricePeriod),
  /** the publication date of the price list shown (null when there is none) */
  PriceDate: z.string().nullable(),
  Currency: z.enum(["SEK", "EUR"]),
  Unit: z.string(),
});
export type TGetPricePeriodsResponse = z.infer<typeof ZGetPricePeriodsResponse>;

/** GET /api/price-grain/get-grain-type-by-product: itemnumber. */
export const ZGrainTypeByProductRequest = z.object({ itemnumber: zItemNumber() });

/** Grain type (spec 2 §3): GrainName, ProductItemId, ProductItemName. */
export const ZGrainType = z.object({ GrainName: z.string(), ProductItemId: z.string(), ProductItemName: z.string() });
export type TGrainType = z.infer<typeof ZGrainType>;
export const ZGrainTypesResponse = z.object({ GrainTypes: z.array(ZGrainType) });
export type TGrainTypesResponse = z.infer<typeof ZGrainTypesResponse>;

/** POST /api/price-grain/get-favorites: Date, PageId. */
export const ZGetGrainFavoritesRequest = z.object({ Date: zPriceDate, PageId: zOptionalId });

/** Grain favourite (spec 2 §3): ItemNumber, PriceArea, Sort. */
export const ZGrainFavoriteKey = z.object({
  PriceArea: zId("prices.validation.area"),
  ItemNumber: zItemNumber(),
  Sort: zSort,
});
export type TGrainFavoriteKey = z.infer<typeof ZGrainFavoriteKey>;

/** crop as an object, or the string "PriceArea;ItemNumber;Sort" */
const zCrop = z.preprocess(
  (v) => {
    if (typeof v === "string" && v.includes(";")) {
      const [PriceArea, ItemNumber, ...rest] = v.split(";");
      return { PriceArea, ItemNumber, Sort: rest.join(";") };
    }
    if (typeof v === "string" && v.trim().startsWith("{")) {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    }
    return v;
  },
  z.object(ZGrainFavoriteKey.shape, { error: "prices.validation.crop" }),
);

/**
 * POST /api/price-grain/update-favorite: crop (the grain favourite), addNew (true: make it a
 * favourite, false: make it inactive), favoriteSearch (true when the star sits on the search
 * result rather than on the favourites list; kept in the action log).
 */
export const ZUpdateGrainFavoriteRequest = z.object({
  crop: zCrop,
  addNew: zFlag("prices.validation.addNew"),
  favoriteSearch: z.preprocess((v) => v === true || v === "true" || v === "1" || v === 1, z.boolean()).optional(),
});
export type TUpdateGrainFavoriteRequest = z.infer<typeof ZUpdateGrainFavoriteRequest>;

export const ZGrainFavorite = z.object({
  PriceArea: z.number().int(),
  PriceAreaName: z.string(),
  ItemNumber: z.string(),
  ItemName: z.string(),
  Sort: z.string(),
  PricePeriods: z.array(ZPricePeriod),
  PriceDate: z.string().nullable(),
});
export type TGrainFavorite = z.infer<typeof ZGrainFavorite>;

export const ZGrainFavoritesResponse = z.object({
  Favorites: z.array(ZGrainFavorite),
  Max: z.number().int(),
  Currency: z.enum(["SEK", "EUR"]),
  Unit: z.string(),
});
export type TGrainFavoritesResponse = z.infer<typeof ZGrainFavoritesResponse>;

export const ZUpdateGrainFavoriteResponse = z.object({
  success: z.literal(true),
  /** the crop's state after the call */
  isFavorite: z.boolean(),
  /** false when nothing changed (already a favourite / already inactive) */
  changed: z.boolean(),
  count: z.number().int(),
  max: z.number().int(),
});
export type TUpdateGrainFavoriteResponse = z.infer<typeof ZUpdateGrainFavoriteResponse>;

// ---------- the price graph (spec 1 §7) ----------

/** POST /api/pricegraph/filter: idArray (item numbers; array or comma list), pageId, selectedPeriod (months). */
export const ZPriceGraphRequest = z.object({
  idArray: z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : typeof v === "number"
          ? [String(v)]
          : v,
    z
      .array(zItemNumber("prices.validation.idArray"), { error: "prices.validation.idArray" })
      .min(1, { error: "prices.validation.idArray" })
      .max(20, { error: "prices.validation.idArray" }),
  ),
  pageId: zOptionalId,
  selectedPeriod: z
    .preprocess(
      (v) => (isBlank(v) ? DEFAULT_GRAPH_PERIOD : Number(v)),
      z
        .number({ error: "prices.validation.period" })
        .refine((n) => (GRAPH_PERIODS as readonly number[]).includes(n), { error: "prices.validation.period" }),
    )
    .transform((n) => n as GraphPeriod),
});
export type TPriceGraphRequest = z.infer<typeof ZPriceGraphRequest>;

export const ZPriceGraphSeries = z.object({
  Id: z.string(),
  Name: z.string(),
  Sort: z.string(),
  Points: z.array(z.object({ Date: z.string(), Price: z.number() })),
});
export type TPriceGraphSeries = z.infer<typeof ZPriceGraphSeries>;

export const ZPriceGraphResponse = z.object({
  Series: z.array(ZPriceGraphSeries),
  /** one colour per series, same order (the legacy reply's ColorCodes) */
  ColorCodes: z.array(z.string()),
  PriceAreaId: z.number().int().nullable(),
  PriceAreaName: z.string().nullable(),
  From: z.string(),
  To: z.string(),
  Currency: z.enum(["SEK", "EUR"]),
  Unit: z.string(),
});
export type TPriceGraphResponse = z.infer<typeof ZPriceGraphResponse>;

// ---------- the price overviews (spec 3 §7 "Price overviews") ----------

/** Get…Overview: priceAreaId (and optionally the date, default today). */
export const ZGetOverviewRequest = z.object({
  priceAreaId: zId("prices.validation.area"),
  date: zPriceDate,
});
export type TGetOverviewRequest = z.infer<typeof ZGetOverviewRequest>;

/** Price favourite (spec 3 §3): PriceAreaId, PriceGroupId, ItemNumber, Sort. */
export const ZPriceGrainOverviewFavorite = z.object({
  PriceAreaId: zId("prices.validation.area"),
  PriceGroupId: zId("prices.validation.priceGroup"),
  ItemNumber: zItemNumber(),
  Sort: zSort,
});
export type TPriceGrainOverviewFavorite = z.infer<typeof ZPriceGrainOverviewFavorite>;

/** Add…/Remove…Favorite: { priceGrainOverviewFavorite: {...} } (the bare favourite is taken too). */
export const ZOverviewFavoriteRequest = z.preprocess(
  (v) => (v && typeof v === "object" && !("priceGrainOverviewFavorite" in v) && "PriceAreaId" in v ? { priceGrainOverviewFavorite: v } : v),
  z.object({ priceGrainOverviewFavorite: z.preprocess((v) => v ?? {}, ZPriceGrainOverviewFavorite) }),
);

/** AddAll…/RemoveAll…: a JSON list (or { priceGrainOverviewFavorites: [...] }). */
export const ZOverviewFavoritesRequest = z.preprocess(
  (v) => {
    const o = (v ?? {}) as Record<string, unknown>;
    if (Array.isArray(o.body)) return { priceGrainOverviewFavorites: o.body };
    return o;
  },
  z.object({
    priceGrainOverviewFavorites: z
      .array(ZPriceGrainOverviewFavorite, { error: "prices.validation.favoriteList" })
      .min(1, { error: "prices.validation.favoriteList" })
      .max(200, { error: "prices.validation.favoriteList" }),
  }),
);

export const ZOverviewPrice = z.object({
  PriceTypeId: z.number().int(),
  PricePeriod: z.string(),
  /** farmer price (regular); the price paid to the reseller (reseller views) */
  Price: z.number(),
  /** reseller admin: the farmer price and the margin behind Price */
  FarmerPrice: z.number().optional(),
  Margin: z.number().optional(),
});
export type TOverviewPrice = z.infer<typeof ZOverviewPrice>;

export const ZOverviewRow = z.object({
  ItemNumber: z.string(),
  ItemName: z.string(),
  Sort: z.string(),
  PriceGroupId: z.number().int(),
  IsFavorite: z.boolean(),
  /** one entry per Periods entry of the reply (null: no price for that period) */
  Prices: z.array(ZOverviewPrice.nullable()),
});
export type TOverviewRow = z.infer<typeof ZOverviewRow>;

export const ZOverviewGroup = z.object({
  PriceGroupId: z.number().int(),
  PriceGroupName: z.string(),
  /** any row is a favourite: the group is highlighted and expanded */
  HasFavorite: z.boolean(),
  /** every row is a favourite: the group star is active */
  AllFavorite: z.boolean(),
  Rows: z.array(ZOverviewRow),
});
export type TOverviewGroup = z.infer<typeof ZOverviewGroup>;

export const ZOverviewResponse = z.object({
  Variant: z.enum(["overview", "reseller", "reseller_admin"]),
  PriceAreaId: z.number().int(),
  PriceAreaName: z.string(),
  Date: z.string(),
  PriceDate: z.string().nullable(),
  Currency: z.enum(["SEK", "EUR"]),
  Unit: z.string(),
  Periods: z.array(
    z.object({ PriceTypeId: z.number().int(), PricePeriod: z.string(), DisplayLabel: z.string(), AgreementYear: z.number().int() }),
  ),
  Groups: z.array(ZOverviewGroup),
  /** false when signed out: no favourite stars */
  CanFavorite: z.boolean(),
});
export type TOverviewResponse = z.infer<typeof ZOverviewResponse>;

export const ZOverviewFavoriteResponse = z.object({ success: z.literal(true), count: z.number().int() });
export type TOverviewFavoriteResponse = z.infer<typeof ZOverviewFavoriteResponse>;

// ---------- price alerts (spec 2 §7 "Price alerts") ----------

/** POST /api/price-alert/DeletePriceWatch: JSON id. */
export const ZDeletePriceWatchRequest = z.object({ id: zId("prices.validation.watchId") });
export const ZDeletePriceWatchResponse = z.object({ isRemoved: z.boolean() });
export type TDeletePriceWatchResponse = z.infer<typeof ZDeletePriceWatchResponse>;

export interface PriceWatchItem {
  id: number;
  customerNumber: string;
  itemNumber: string;
  itemName: string;
  sort: string;
  priceAreaName: string;
  periodLabel: string;
  lowerPrice: number | null;
  upperPrice: number | null;
  quantity: number | null;
  targetAction: "notify" | "sign";
  endDate: string;
  createdOn: string;
  expired: boolean;
  /** the price of the watched period in today's price list, when there is one */
  currentPrice: number | null;
  /** what became of the watch (price_watch_outcomes, decision 033): hit by a price (and what was done) or expired */
  outcome?: PriceWatchOutcome | null;
}

export interface PriceWatchOutcome {
  kind: "hit" | "expired";
  /** the price that hit a bound, and the price list's date */
  price: number | null;
  priceDate: string | null;
  /** target action "sign": the agreement made at that price and sent for signing */
  agreementNumber: string | null;
  /** when it happened (ISO) */
  at: string;
}
