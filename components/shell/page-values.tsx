import type { CustomerContext } from "@/lib/customers/customer-context";
import { MAX_FAVORITES } from "@/lib/favorites/constants";

/**
 * The page values of spec 1 §3 (CurrentCustomerNumber, IsInternal "1" for staff, …) as data
 * attributes on one hidden element, for scripts and tests; React code uses useShellContext().
 */
export function PageValues({ customer }: { customer: CustomerContext }) {
  return (
    <div
      hidden
      id="page-values"
      data-current-customer-number={customer.activeCustomerNumber ?? ""}
      data-active-customer-number={customer.activeCustomerNumber ?? ""}
      data-is-sub-customer={customer.isSubCustomer ? "1" : "0"}
      data-parent-customer-number={customer.parentCustomerNumber ?? ""}
      data-is-internal={customer.isInternal ? "1" : "0"}
      data-max-favorites={MAX_FAVORITES}
    />
  );
}
