import { z } from "zod";

import { MAX_FAVORITES } from "./constants";

export { MAX_FAVORITES };

/** add-favorite / remove-favorite: form body pageId (spec 3 §7). */
export const ZFavoritePageRequest = z.object({
  pageId: z.coerce
    .number({ error: "shell.favorites.invalidPage" })
    .int({ error: "shell.favorites.invalidPage" })
    .positive({ error: "shell.favorites.invalidPage" }),
});
export type TFavoritePageRequest = z.infer<typeof ZFavoritePageRequest>;

export const ZFavoriteItem = z.object({
  pageId: z.number().int(),
  title: z.string(),
  url: z.string(),
});
export type TFavoriteItem = z.infer<typeof ZFavoriteItem>;

export const ZFavoriteListResponse = z.object({
  items: z.array(ZFavoriteItem),
  max: z.number().int(),
});
export type TFavoriteListResponse = z.infer<typeof ZFavoriteListResponse>;

export const ZAddFavoriteResponse = z.object({
  success: z.literal(true),
  pageId: z.number().int(),
  /** false when the page already was a favourite (adding is idempotent) */
  added: z.boolean(),
  count: z.number().int(),
});
export type TAddFavoriteResponse = z.infer<typeof ZAddFavoriteResponse>;

export const ZRemoveFavoriteResponse = z.object({
  success: z.literal(true),
  pageId: z.number().int(),
  /** false when the page was not a favourite */
  removed: z.boolean(),
  count: z.number().int(),
});
export type TRemoveFavoriteResponse = z.infer<typeof ZRemoveFavoriteResponse>;
