/**
 * Call families (decision 028): calls that differ only by a variant — the spec's "-subcustomer"
 * calls, the three price overviews, and the image calls of avatars, facilities and contact
 * persons — are declared once in `lib/<area>/<family>-calls.ts` and mounted per path:
 *
 *   // lib/agreements/agreement-calls.ts
 *   export const myAgreementCalls = callFamily(CUSTOMER_VARIANTS, (variant) => ({ grain: route({ … }, …) }));
 *   // app/api/myagreements/grain-subcustomer/route.ts
 *   export const POST = myAgreementCalls.sub.grain;
 *
 * The route files stay at the spec's paths (one per call), each one line; the walking test
 * (tests/unit/routes-walk.test.ts) sees the same contract on every one.
 */

/** The own-customer call and its "-subcustomer" variant (spec 1 §7). */
export const CUSTOMER_VARIANTS = ["own", "sub"] as const;
export type CustomerVariant = (typeof CUSTOMER_VARIANTS)[number];

/** Declares the calls of each variant once: `{ [variant]: declare(variant) }`. */
export function callFamily<V extends string, C>(variants: readonly V[], declare: (variant: V) => C): Record<V, C> {
  return Object.fromEntries(variants.map((v) => [v, declare(v)])) as Record<V, C>;
}
