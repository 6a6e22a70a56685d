/**
 * Which view of the feed-mixing screen shows (spec 4 §4 "Feed-mixing flow"): the two tabs, a
 * recipe's detail, its edit view, the mixing view of an open mix, a finished mix, and the feed
 * advisor's new recipe (decision 091). Kept in the
 * address (?view=…&id=…) so a reload — or a phone that lost its connection — opens the same view.
 */
export type FeedMixView =
  | { kind: "list"; tab: "recipes" | "mixes" }
  | { kind: "create" }
  | { kind: "recipe"; id: number }
  | { kind: "edit"; id: number }
  | { kind: "mix"; id: number }
  | { kind: "finished"; id: number };

const ID = /^[1-9]\d{0,9}$/;

export function viewFromParams(params: { get(name: string): string | null }): FeedMixView {
  const view = params.get("view");
  const id = params.get("id") ?? "";
  if (view === "create") return { kind: "create" };
  if ((view === "recipe" || view === "edit" || view === "mix" || view === "finished") && ID.test(id)) return { kind: view, id: Number(id) };
  return { kind: "list", tab: view === "mixes" ? "mixes" : "recipes" };
}

export function viewToSearch(view: FeedMixView): string {
  if (view.kind === "list") return view.tab === "mixes" ? "?view=mixes" : "";
  if (view.kind === "create") return "?view=create";
  return `?view=${view.kind}&id=${view.id}`;
}

/** Go to another view (pushes the address). */
export type Navigate = (view: FeedMixView) => void;
