/**
 * The delivery assurance's field names (spec 1 §3, spec 2 §5), without zod: the form's client code
 * imports them at first load, the schema module (./schemas.ts) loads lazily (decision 112).
 */

/** The step 1 form's text fields, in the form's order (all but the terms' checkbox). */
export const FORM_TEXT_FIELDS = [
  "Article",
  "Sort",
  "HarvestYear",
  "Quantity",
  "Torkat",
  "Red",
  "Straforkortat",
  "Glyfosat",
  "Slam",
  "DeliveryType",
  "DepaAvtal",
  "DeliveryAddress",
  "Transportation",
  "DeliveryDate",
  "Warehouse",
  "LorryType",
  "NightLoading",
  "LoadingHeight",
  "OtherInfo",
] as const;

/** The form's fields (spec 1 §3) and the step 2 fields (spec 2 §5). */
export const DELIVERY_ASSURANCE_FIELDS = [
  ...FORM_TEXT_FIELDS,
  "TermsApproved",
  "createNew",
  "noOfNew",
  "confirmDuplicate",
  "idempotencyKey",
] as const;
