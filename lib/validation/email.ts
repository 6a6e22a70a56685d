import { type FieldOptions, type FieldSchema, type IsRequired, textField } from "./field";
import { MESSAGES } from "./messages";
import { checkEmail } from "./email-rules";
export * from "./email-rules";

/**
 * E-mail: optional-friendly unless `{ required: true }` (spec: "phoneSE, zipCode, personNumber
 * and email are optional-friendly"); forms where the e-mail must be given pass `{ required: true }`.
 */
export const email = <const O extends FieldOptions = object>(options?: O): FieldSchema<string, IsRequired<O, false>> =>
  textField(checkEmail, MESSAGES.email, options, false);
