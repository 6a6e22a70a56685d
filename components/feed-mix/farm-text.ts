import type { TAdvisorFarmsResponse } from "@/lib/feed-mix/schemas";

/** A farm as the combobox shows it: "Mäkelän tila (700101)". Apart from recipe-create.tsx so the
 *  assign dialog does not bring the recipe editor into the page's first load (decision 100). */
export const farmText = (f: TAdvisorFarmsResponse["Farms"][number]): string => `${f.CustomerName} (${f.CustomerNumber})`;
