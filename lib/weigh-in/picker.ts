/**
 * The weigh-in page's sub-customer picker (spec 3 §2 "Weigh-in page", §7 "Weigh-in picker";
 * decision 078): picking a customer navigates to the link base plus its number; the option
 * preselected is the URL's `subcustomerCustomerNumber` when it is one of the options, else the first.
 */

/** The URL parameter that names the chosen customer. */
export const PICKER_PARAM = "subcustomerCustomerNumber";

export function preselectedCustomer(options: readonly string[], requested: string | null | undefined): string | null {
  const wanted = requested?.trim();
  if (wanted && options.includes(wanted)) return wanted;
  return options[0] ?? null;
}

/** The page's link base: the path and the parameter, ready for a customer number. */
export const pickerLinkBase = (path: string): string => `${path}?${PICKER_PARAM}=`;
