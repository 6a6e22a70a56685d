/** The selection page's checkboxes and the rule that one must be checked, without zod: the page
 * reads them in the browser (decision 099); lib/onboarding/selection.ts re-exports them. */
export const SELECTION_BOXES = ["activated", "notActivated", "inactive"] as const;
export type SelectionBox = (typeof SELECTION_BOXES)[number];
export type Selection = Record<SelectionBox, boolean>;

/** At least one checkbox is checked. */
export const canSearch = (s: Partial<Selection>): boolean => SELECTION_BOXES.some((b) => s[b] === true);
