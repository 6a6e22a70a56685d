/**
 * The staff selection page (spec 3 §2, §5 "Selection page"; decision 078): customers of the
 * market chosen by checkboxes (activated, not activated, inactive), optionally narrowed by a text.
 * The search is blocked while no checkbox is checked — in the form and on the server.
 */
import { z } from "zod";
import { canSearch, SELECTION_BOXES, type Selection, type SelectionBox } from "./selection-rules";

export { canSearch, SELECTION_BOXES, type Selection, type SelectionBox };

export const SELECTION_LIMIT = 100;

const flag = z.preprocess((v) => v === true || v === "true" || v === "1" || v === "on", z.boolean());

export const ZSelectionRequest = z
  .object({
    activated: flag,
    notActivated: flag,
    inactive: flag,
    query: z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string().max(100)),
  })
  .refine(canSearch, { message: "onboarding.selection.noneChecked", path: ["_"] });
export type TSelectionRequest = z.infer<typeof ZSelectionRequest>;

export const ZSelectionItem = z.object({
  customerNumber: z.string(),
  name: z.string(),
  organisationNumber: z.string().nullable(),
  active: z.boolean(),
  activated: z.boolean(),
  parentCustomerNumber: z.string().nullable(),
});
export const ZSelectionResponse = z.object({ customers: z.array(ZSelectionItem), limited: z.boolean() });
export type TSelectionResponse = z.infer<typeof ZSelectionResponse>;
