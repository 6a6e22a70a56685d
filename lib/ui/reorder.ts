/**
 * Pure moves for reorderable lists (spec 4 §1 "table rows that have an order reorder by drag and
 * drop", with a keyboard alternative): a drop before or after a row, and one step up or down.
 * Keys keep their identity; the result is a new array.
 */
export type ReorderKey = string | number;

/** Moves the rows `moving` (in their current relative order) before or after `target`. */
export function moveKeys<K extends ReorderKey>(order: readonly K[], moving: Iterable<K>, target: K, position: "before" | "after"): K[] {
  const set = new Set(moving);
  if (set.has(target)) return [...order];
  const moved = order.filter((k) => set.has(k));
  const rest = order.filter((k) => !set.has(k));
  const at = rest.indexOf(target);
  if (at < 0 || moved.length === 0) return [...order];
  const index = position === "before" ? at : at + 1;
  return [...rest.slice(0, index), ...moved, ...rest.slice(index)];
}

/** Moves one row `delta` places (−1 up, +1 down), kept inside the list. */
export function moveBy<K extends ReorderKey>(order: readonly K[], key: K, delta: number): K[] {
  const from = order.indexOf(key);
  if (from < 0) return [...order];
  const to = Math.max(0, Math.min(order.length - 1, from + delta));
  if (to === from) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, key);
  return next;
}

/** Whether two orders are the same. */
export const sameOrder = (a: readonly ReorderKey[], b: readonly ReorderKey[]): boolean =>
  a.length === b.length && a.every((k, i) => k === b[i]);
