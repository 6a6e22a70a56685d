/**
 * A call path with the "-subcustomer" suffix when a sub-customer is active (spec 1 §7:
 * "Sub-customer variants (suffix -subcustomer) are used when a customer number is set").
 * Pure, so client components can use it with the `isSubCustomer` the shell hands them.
 *   subCustomerVariant("/api/myagreements/grain", { isSubCustomer: true }) → "/api/myagreements/grain-subcustomer"
 */
export function subCustomerVariant(path: string, ctx: { isSubCustomer: boolean }): string {
  return ctx.isSubCustomer ? `${path.replace(/\/+$/, "")}-subcustomer` : path;
}
