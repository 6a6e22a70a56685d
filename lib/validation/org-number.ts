import { type FieldOptions, type FieldSchema, type IsRequired, textField } from "./field";
import { MESSAGES } from "./messages";
import { checkOrgNumber } from "./org-number-rules";
export * from "./org-number-rules";

/** Organisation number: required unless `{ required: false }`. */
export const orgNumber = <const O extends FieldOptions = object>(options?: O): FieldSchema<string, IsRequired<O, true>> =>
  textField(checkOrgNumber, MESSAGES.orgNumber, options, true);
