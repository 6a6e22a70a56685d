/**
 * Requests and replies of the 17 feed-mixing calls under /api/maiturimix/ (spec 4 §3, §5, §7) and
 * the area's own list call. Field names as the spec writes them; the spec's session-held "current
 * recipe" and "current mix" are named by id (`id`, `mixId`; decision 041). Messages are
 * translation keys (locales/{fi,sv}/feed-mix.json).
 */
import { z } from "zod";
import { message } from "@/lib/api/contract";
import { isBlank } from "@/lib/validation/field";
import { LIMITS } from "./arithmetic";

export const FM = {
  id: "feedMix.validation.id",
  mixId: "feedMix.validation.mixId",
  animalCount: "feedMix.validation.animalCount",
  size: "feedMix.validation.size",
  percent: "feedMix.validation.percent",
  weight: "feedMix.validation.weight",
  dryMatter: "feedMix.validation.dryMatter",
  sortOrder: "feedMix.validation.sortOrder",
  feedName: "feedMix.validation.feedName",
  feedId: "feedMix.validation.feedId",
  feeds: "feedMix.validation.feeds",
  mixName: "feedMix.validation.mixName",
  leftover: "feedMix.validation.leftover",
  deleteId: "feedMix.validation.deleteId",
  manual: {
    plan: "feedMix.validation.manual.plan",
    size: "feedMix.validation.manual.size",
    date: "feedMix.validation.manual.date",
    animals: "feedMix.validation.manual.animals",
  },
  emptyItem: "feedMix.validation.emptyItem",
  idempotencyKey: "feedMix.validation.idempotencyKey",
  currentDate: "feedMix.validation.currentDate",
  bool: "feedMix.validation.bool",
  customerNumber: "feedMix.validation.customerNumber",
  farm: "feedMix.validation.farm",
  mixNameRequired: "feedMix.validation.mixNameRequired",
  sizeTotal: "feedMix.validation.sizeTotal",
} as const;

/** A whole number from a JSON number or a query string, within [min, max]; blank → `required` message (or undefined when optional). */
function int(messageKey: string, min: number, max: number, requiredKey: string = messageKey) {
  const base = z.union([z.number(), z.string()], { error: messageKey }).transform((v, ctx) => {
    const s = String(v).trim().replace(",", ".");
    const n = /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
    if (!Number.isFinite(n) || n < min || n > max) {
      ctx.addIssue({ code: "custom", message: messageKey, input: v });
      return z.NEVER;
    }
    return Math.round(n);
  });
  return {
    required: z.preprocess((v, ctx) => {
      if (isBlank(v)) {
        ctx.addIssue({ code: "custom", message: requiredKey, input: v });
        return z.NEVER;
      }
      return v;
    }, base),
    optional: z.preprocess((v) => (isBlank(v) ? undefined : v), base.optional()),
  };
}

/** A dry matter percent (one decimal). */
const dryMatter = z.union([z.number(), z.string()], { error: FM.dryMatter }).transform((v, ctx) => {
  const n = Number(String(v).trim().replace(",", "."));
  if (!Number.isFinite(n) || n < LIMITS.dryMatter.min || n > LIMITS.dryMatter.max) {
    ctx.addIssue({ code: "custom", message: FM.dryMatter, input: v });
    return z.NEVER;
  }
  return Math.round(n * 10) / 10;
});

const bool = z
  .union([z.boolean(), z.string(), z.null(), z.undefined()], { error: FM.bool })
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === "") return undefined;
    if (typeof v === "boolean") return v;
    const s = v.trim().toLowerCase();
    if (s === "true" || s === "1" || s === "on") return true;
    if (s === "false" || s === "0" || s === "off") return false;
    ctx.addIssue({ code: "custom", message: FM.bool, input: v });
    return z.NEVER;
  })
  .optional();

const recordId = int(FM.id, 1, 2_147_483_647);
const mixId = int(FM.mixId, 1, 2_147_483_647).optional;
const idempotencyKey = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  z
    .string({ error: FM.idempotencyKey })
    .regex(/^[\w-]{8,80}$/, { error: FM.idempotencyKey })
    .optional(),
);
const weight = int(FM.weight, LIMITS.weight.min, LIMITS.weight.max);
const feedId = z
  .string({ error: FM.feedId })
  .trim()
  .regex(/^[A-Z0-9-]{1,20}$/, { error: FM.feedId });
const feedName = z.string({ error: FM.feedName }).trim().min(1, { error: FM.feedName }).max(80, { error: FM.feedName });

// ---- recipes ----------------------------------------------------------------------------------

/** A component as the edit view sends it (updatefeed writes `Feedid`; both spellings are read). */
export const ZFeedInput = z.preprocess(
  (v) => {
    if (v && typeof v === "object" && !Array.isArray(v)) {
      const o = v as Record<string, unknown>;
      if (o.FeedId === undefined && o.Feedid !== undefined) return { ...o, FeedId: o.Feedid };
    }
    return v;
  },
  z.object({
    FeedId: feedId,
    FeedName: feedName.optional(),
    PlannedWeight: weight.required,
    SortOrder: int(FM.sortOrder, 0, 1000).required,
    AdditionalItem: bool,
    Nutritions: z.object({ DryMatter: dryMatter.optional(), OriginalDryMatter: dryMatter.optional() }, { error: FM.dryMatter }).optional(),
  }),
);
export type TFeedInput = z.output<typeof ZFeedInput>;

const feeds = z.array(ZFeedInput, { error: FM.feeds }).min(1, { error: FM.feeds }).max(40, { error: FM.feeds });

export const ZRecipeIdRequest = z.object({ id: recordId.required });

/** The recipe being edited, as additem/removeitem receive and return it. */
export const ZRecipeDraft = z.object({
  Id: recordId.required,
  MixName: z.string().optional(),
  Size: int(FM.size, LIMITS.size.min, LIMITS.size.max).optional,
  AnimalCount: int(FM.animalCount, LIMITS.animals.min, LIMITS.animals.max).optional,
  ScaleAccordingToFirstItem: bool,
  Feeds: z.array(ZFeedInput, { error: FM.feeds }).max(40, { error: FM.feeds }),
});

export const ZUpdateFeedRequest = z.object({
  id: recordId.required,
  MixName: z.preprocess((v) => (isBlank(v) ? undefined : v), z.string().trim().min(1).max(80, { error: FM.mixName }).optional()),
  Size: int(FM.size, LIMITS.size.min, LIMITS.size.max).required,
  AnimalCount: int(FM.animalCount, LIMITS.animals.min, LIMITS.animals.max).optional,
  scaleAccordingToFirstItem: bool,
  Feeds: feeds,
});
export type TUpdateFeedRequest = z.output<typeof ZUpdateFeedRequest>;

export const ZAddItemRequest = z.object({
  Recipe: ZRecipeDraft,
  ItemToAdd: z.object({
    FeedId: z.preprocess((v) => (isBlank(v) ? undefined : v), feedId.optional()),
    FeedName: z.preprocess((v) => (isBlank(v) ? undefined : v), z.string().trim().max(80).optional()),
    PlannedWeight: int(FM.weight, 1, LIMITS.weight.max).optional,
    ActualWeight: int(FM.weight, 0, LIMITS.weight.max).optional,
  }),
});
export type TAddItemRequest = z.output<typeof ZAddItemRequest>;

export const ZRemoveItemRequest = z.object({
  Recipe: ZRecipeDraft,
  ItemToAdd: z.object({ FeedId: feedId }),
});
export type TRemoveItemRequest = z.output<typeof ZRemoveItemRequest>;

export const ZRecalculateRequest = z.object({
  id: recordId.required,
  customerAnimalCount: int(FM.animalCount, LIMITS.animals.min, LIMITS.animals.max).required,
});

export const ZRecipeFeed = z.object({
  FeedId: z.string(),
  FeedName: z.string(),
  PlannedWeight: z.number().int(),
  OriginalPlannedWeight: z.number().int(),
  ActualWeight: z.number().int().nullable(),
  MixUpdated: z.boolean(),
  SortOrder: z.number().int(),
  ActualSortOrder: z.number().int().nullable(),
  AdditionalItem: z.boolean(),
  Nutritions: z.object({ OriginalDryMatter: z.number(), DryMatter: z.number() }),
});
export type TRecipeFeed = z.infer<typeof ZRecipeFeed>;

export const ZCatalogItem = z.object({ FeedId: z.string(), FeedName: z.string(), Kind: z.string(), DryMatter: z.number() });

export const ZRecipe = z.object({
  Id: z.number().int(),
  MixName: z.string(),
  CustomerNumber: z.string(),
  CustomerName: z.string(),
  Size: z.number().int(),
  OriginalSize: z.number().int(),
  AnimalCount: z.number().int(),
  OriginalAnimalCount: z.number().int(),
  ScaleAccordingToFirstItem: z.boolean(),
  DailyIntake: z.number().nullable(),
  /** the actor is an advisor of this recipe (edits the plan itself) */
  CanAdvise: z.boolean(),
  /** the actor may mix it (the farm's own users) */
  CanMix: z.boolean(),
  OpenMixId: z.number().int().nullable(),
  Feeds: z.array(ZRecipeFeed),
  Catalog: z.array(ZCatalogItem),
});
export type TRecipe = z.infer<typeof ZRecipe>;

export const ZRecipeResponse = z.object({ Recipe: ZRecipe });
export type TRecipeResponse = z.infer<typeof ZRecipeResponse>;

export const ZItemStatus = z.enum(["OK", "Duplicate", "Empty", "NotFound"]);
export const ZItemResponse = z.object({ Status: ZItemStatus, Message: message().nullable(), Recipe: ZRecipe });
export type TItemResponse = z.infer<typeof ZItemResponse>;

// ---- mixing -----------------------------------------------------------------------------------

/** Start (id + animalCount) or, with mixId, reload an open mix (the mixing view after a reload). */
export const ZGetFeedForMixRequest = z.object({
  mixId,
  id: recordId.optional,
  animalCount: int(FM.animalCount, LIMITS.animals.min, LIMITS.animals.max).optional,
  size: int(FM.size, LIMITS.size.min, LIMITS.size.max).optional,
  percent: int(FM.percent, LIMITS.percent.min, LIMITS.percent.max).optional,
});
export type TGetFeedForMixRequest = z.output<typeof ZGetFeedForMixRequest>;

export const ZUpdateMixRequest = z.object({
  mixId,
  feedName: z.preprocess((v) => (isBlank(v) ? undefined : v), feedName.optional()),
  weight: int(FM.weight, 0, 200_000).required,
  sortOrder: int(FM.sortOrder, 1, 1000).required,
  scaleaccordingcomponentsBtn: bool,
  idempotencyKey,
});
export type TUpdateMixRequest = z.output<typeof ZUpdateMixRequest>;

export const ZMixRequest = z.object({ mixId, idempotencyKey });
export const ZAutoScaleRequest = z.object({ mixId, scaleAccordingToFirstItem: bool });
export const ZCancelRecentRequest = z.object({
  mixId,
  idempotencyKey,
  currentDate: z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z
      .string({ error: FM.currentDate })
      .refine((s) => !Number.isNaN(Date.parse(s)), { error: FM.currentDate })
      .optional(),
  ),
});

export const ZMixFeed = z.object({
  FeedId: z.string(),
  FeedName: z.string(),
  PlannedWeight: z.number().int(),
  RecipeWeight: z.number().int(),
  ActualWeight: z.number().int().nullable(),
  MixUpdated: z.boolean(),
  SortOrder: z.number().int(),
  ActualSortOrder: z.number().int().nullable(),
  AdditionalItem: z.boolean(),
});
export type TMixFeed = z.infer<typeof ZMixFeed>;

export const ZMix = z.object({
  MixId: z.number().int(),
  RecipeId: z.number().int().nullable(),
  MixName: z.string(),
  AnimalCount: z.number().int(),
  OriginalWeight: z.number().int(),
  LoadedWeight: z.number().int(),
  ScaleAccordingToFirstItem: z.boolean(),
  /** "calculate final recipe" can be used now */
  ScaleButtonEnabled: z.boolean(),
  Scaled: z.boolean(),
  Done: z.boolean(),
  NextSortOrder: z.number().int().nullable(),
  ExpectedCumulative: z.number().int().nullable(),
  StartedOn: z.string(),
  Feeds: z.array(ZMixFeed),
});
export type TMix = z.infer<typeof ZMix>;

export const ZMixResponse = z.object({
  Mix: ZMix,
  /** updatemix: the reading's difference to the expected cumulative amount (kg) */
  Difference: z.number().int().nullable(),
  /** the reply is a replay of an earlier request with the same idempotency key */
  Replayed: z.boolean(),
});
export type TMixResponse = z.infer<typeof ZMixResponse>;

export const ZStatusResponse = z.object({ Status: z.enum(["OK"]), RecipeId: z.number().int().nullable() });

// ---- saved mixes ------------------------------------------------------------------------------

export const ZSavedMix = z.object({
  RecordId: z.number().int(),
  RecipeId: z.number().int().nullable(),
  OriginalWeight: z.number().int(),
  ActualWeight: z.number().int(),
  Guideline: z.string(),
  AnimalCount: z.number().int(),
  CreatedOn: z.string(),
  LeftOvers: z.number().int().nullable(),
  LeftoverShare: z.number().nullable(),
  Manual: z.boolean(),
  CustomerNumber: z.string(),
  CustomerMixFeeds: z.array(z.object({ FeedName: z.string(), ActualWeight: z.number().int().nullable(), PlannedWeight: z.number().int() })),
});
export type TSavedMix = z.infer<typeof ZSavedMix>;

export const ZSaveMixResponse = z.object({ RecordId: z.number().int(), data: ZSavedMix });
export type TSaveMixResponse = z.infer<typeof ZSaveMixResponse>;

export const ZMixedFeedRequest = z.object({ id: recordId.required });
export const ZMixedFeedResponse = ZSavedMix;

export const ZAddLeftoverRequest = z.object({
  id: recordId.required,
  leftover: int(FM.leftover, LIMITS.leftover.min, LIMITS.leftover.max).required,
});
export const ZDeleteMixRequest = z.object({ id: int(FM.deleteId, 1, 2_147_483_647).required });
export const ZLeftoverResponse = z.object({ Status: z.enum(["OK"]), data: ZSavedMix });
export const ZDeleteResponse = z.object({ Status: z.enum(["OK"]) });

/** Manual mix: StartDate as the user enters it (d/m/yyyy) or ISO yyyy-mm-dd. */
export const ZCreateManualMixRequest = z.object({
  FeedingPlanId: int(FM.manual.plan, 1, 2_147_483_647).required,
  Size: int(FM.manual.size, LIMITS.size.min, LIMITS.size.max).required,
  StartDate: z.preprocess(
    (v, ctx) => {
      if (isBlank(v)) {
        ctx.addIssue({ code: "custom", message: FM.manual.date, input: v });
        return z.NEVER;
      }
      return v;
    },
    z.string({ error: FM.manual.date }).transform((s, ctx) => {
      const iso = parseDay(s.trim());
      if (!iso) {
        ctx.addIssue({ code: "custom", message: FM.manual.date, input: s });
        return z.NEVER;
      }
      return iso;
    }),
  ),
  AnimalCount: int(FM.manual.animals, LIMITS.animals.min, LIMITS.animals.max).required,
});
export type TCreateManualMixRequest = z.output<typeof ZCreateManualMixRequest>;
export const ZCreateManualMixResponse = z.object({ RecordId: z.number().int(), Status: z.enum(["OK"]) });

/** "26/11/2026", "26.11.2026", "2026-11-26" → "2026-11-26"; null for anything else or a day that does not exist. */
export function parseDay(s: string): string | null {
  let y: number, m: number, d: number;
  const dmy = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(s);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (ymd) [y, m, d] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 2000 || y > 2100) return null;
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

// ---- the screen's list (not in the spec) ---------------------------------------------------------

export const ZOverviewResponse = z.object({
  Recipes: z.array(
    z.object({
      Id: z.number().int(),
      MixName: z.string(),
      CustomerNumber: z.string(),
      CustomerName: z.string(),
      Size: z.number().int(),
      AnimalCount: z.number().int(),
      OpenMixId: z.number().int().nullable(),
      /** made or assigned by the advisor lately and not mixed yet (the "Uusi" badge) */
      New: z.boolean(),
    }),
  ),
  Mixes: z.array(ZSavedMix),
  CanAdvise: z.boolean(),
});
export type TOverviewResponse = z.infer<typeof ZOverviewResponse>;

// ---- the feed advisor's own calls (not in the spec; decisions 090, 091) ---------------------------

const customerNumber = z.preprocess(
  (v, ctx) => {
    if (isBlank(v)) {
      ctx.addIssue({ code: "custom", message: FM.farm, input: v });
      return z.NEVER;
    }
    return typeof v === "number" ? String(v) : v;
  },
  z
    .string({ error: FM.farm })
    .trim()
    .regex(/^\d{1,12}$/, { error: FM.farm }),
);
const mixName = z.preprocess(
  (v, ctx) => {
    if (isBlank(v)) {
      ctx.addIssue({ code: "custom", message: FM.mixNameRequired, input: v });
      return z.NEVER;
    }
    return v;
  },
  z.string({ error: FM.mixNameRequired }).trim().max(80, { error: FM.mixName }),
);

/**
 * GET advisor/farms: the farms the advisor's store looks after (agro admin: every Finnish farm) and
 * the cooperative's feeds a new plan can use (the create view's component list).
 */
export const ZAdvisorFarmsResponse = z.object({
  Farms: z.array(z.object({ CustomerNumber: z.string(), CustomerName: z.string(), City: z.string().nullable() })),
  Catalog: z.array(ZCatalogItem),
});
export type TAdvisorFarmsResponse = z.infer<typeof ZAdvisorFarmsResponse>;

/** POST advisor/createrecipe: a new plan for a farm, in the shape of the spec's Feed recipe. */
export const ZCreateRecipeRequest = z.object({
  CustomerNumber: customerNumber,
  MixName: mixName,
  /** optional: the plan's size is its components' total; a size given must equal it */
  Size: int(FM.size, LIMITS.size.min, LIMITS.size.max).optional,
  AnimalCount: int(FM.animalCount, LIMITS.animals.min, LIMITS.animals.max).required,
  ScaleAccordingToFirstItem: bool,
  Feeds: feeds,
  idempotencyKey,
});
export type TCreateRecipeRequest = z.output<typeof ZCreateRecipeRequest>;

/** POST advisor/assignrecipe: copy a plan the advisor looks after to another farm of the store. */
export const ZAssignRecipeRequest = z.object({
  id: recordId.required,
  CustomerNumber: customerNumber,
  idempotencyKey,
});
export type TAssignRecipeRequest = z.output<typeof ZAssignRecipeRequest>;

export const ZAdvisorRecipeResponse = z.object({
  Recipe: ZRecipe,
  /** the reply is a replay of an earlier request with the same idempotency key */
  Replayed: z.boolean(),
});
export type TAdvisorRecipeResponse = z.infer<typeof ZAdvisorRecipeResponse>;
