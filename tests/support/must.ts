/**
 * The value, failing the test when it is missing: for an array element or a map entry the test
 * expects to be there (`must(rows[0])`, `must(byNumber.get("100234"))`), so a missing one is a
 * clear failure instead of a `!` that hides it (noUncheckedIndexedAccess).
 */
export function must<T>(value: T | undefined, what = "a value"): T {
  if (value === undefined) throw new Error(`expected ${what}, got undefined`);
  return value;
}

/** The first `n` elements as a tuple, failing the test when there are fewer: `const [a, b] = take(await ids(2), 2)`. */
export function take<T>(values: readonly T[], n: 2): [T, T];
export function take<T>(values: readonly T[], n: 3): [T, T, T];
export function take<T>(values: readonly T[], n: 4): [T, T, T, T];
export function take<T>(values: readonly T[], n: number): T[] {
  if (values.length < n) throw new Error(`expected at least ${n} values, got ${values.length}`);
  return values.slice(0, n);
}
