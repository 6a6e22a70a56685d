/**
 * Line colours of the price graph (the reply's ColorCodes). Each has at least 4.5:1 contrast on
 * white, and neighbours differ in hue, so lines stay apart for most colour vision; the chart
 * also varies the dash pattern.
 */
export const GRAPH_COLORS = [
  "#0b5394",
  "#b45309",
  "#047857",
  "#9d174d",
  "#6d28d9",
  "#374151",
  "#0e7490",
  "#a16207",
  "#be123c",
  "#4d7c0f",
] as const;

/** The colour of the crop at `index` in the market's product list (stable whichever crops are chosen). */
export function graphColor(index: number): string {
  return GRAPH_COLORS[((index % GRAPH_COLORS.length) + GRAPH_COLORS.length) % GRAPH_COLORS.length] ?? GRAPH_COLORS[0];
}
