/**
 * The edit view's rows (pure): dry matter and size changes recompute amounts from the values the
 * row had when its amount was last set (so typing "2", "25" does not compound rounding), moves
 * for the drag-and-drop and the keyboard alternative.
 */
import { dryMatterAmount, roundKg } from "@/lib/feed-mix/arithmetic";
import type { TRecipeFeed } from "@/lib/feed-mix/schemas";

export interface EditRow {
  FeedId: string;
  FeedName: string;
  PlannedWeight: number;
  DryMatter: number | "";
  OriginalDryMatter: number;
  AdditionalItem: boolean;
  /** amount and dry matter when the amount was last set by hand (or loaded) */
  base: { weight: number; dryMatter: number };
}

export const toRows = (feeds: readonly TRecipeFeed[]): EditRow[] =>
  feeds.map((f) => ({
    FeedId: f.FeedId,
    FeedName: f.FeedName,
    PlannedWeight: f.PlannedWeight,
    DryMatter: f.Nutritions.DryMatter,
    OriginalDryMatter: f.Nutritions.OriginalDryMatter,
    AdditionalItem: f.AdditionalItem,
    base: { weight: f.PlannedWeight, dryMatter: f.Nutritions.DryMatter },
  }));

/** A new dry matter: amount = base DM × base amount ÷ new DM, whole kg (spec 4 §5). */
export function setDryMatter(row: EditRow, dm: number | ""): EditRow {
  if (dm === "" || !(dm > 0)) return { ...row, DryMatter: dm };
  return { ...row, DryMatter: dm, PlannedWeight: dryMatterAmount(row.base.dryMatter, row.base.weight, dm) };
}

/** An amount typed or stepped by hand: it becomes the row's new base. */
export function setAmount(row: EditRow, weight: number): EditRow {
  const dm = row.DryMatter === "" ? row.base.dryMatter : row.DryMatter;
  return { ...row, PlannedWeight: weight, base: { weight, dryMatter: dm } };
}

/** A new size: every amount scaled from the amounts at `baseSize` (whole kg); the scaled amounts become the bases. */
export function scaleRows(rows: readonly EditRow[], baseRows: readonly EditRow[], baseSize: number, size: number): EditRow[] {
  return rows.map((r) => {
    const b = baseRows.find((x) => x.FeedId === r.FeedId) ?? r;
    const w = baseSize > 0 ? roundKg((b.PlannedWeight * size) / baseSize) : r.PlannedWeight;
    return { ...r, PlannedWeight: w, base: { weight: w, dryMatter: r.DryMatter === "" ? r.base.dryMatter : r.DryMatter } };
  });
}

export const totalOf = (rows: readonly EditRow[]): number => rows.reduce((s, r) => s + r.PlannedWeight, 0);
