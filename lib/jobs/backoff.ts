/** Wait before the next attempt after `attempts` failed runs: exponential, capped, with jitter. */
export const BACKOFF_BASE_MS = 10_000;
export const BACKOFF_CAP_MS = 60 * 60_000;

/**
 * base × 2^(attempts−1), at most the cap, then "equal jitter": a random point in its upper half,
 * so workers that failed together (a mail server down) do not retry together.
 */
export function backoffMs(attempts: number, random: () => number = Math.random, base = BACKOFF_BASE_MS, cap = BACKOFF_CAP_MS): number {
  const exp = Math.min(cap, base * 2 ** Math.max(0, attempts - 1));
  return Math.round(exp / 2 + random() * (exp / 2));
}
