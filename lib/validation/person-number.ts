import { type FieldOptions, type FieldSchema, type IsRequired, textField } from "./field";
import { MESSAGES } from "./messages";
import { checkPersonNumber } from "./person-number-rules";
export * from "./person-number-rules";

/** 12-digit person number (personNumber): optional-friendly unless `{ required: true }`; outputs the digits. */
export const personNumber = <const O extends FieldOptions = object>(options?: O): FieldSchema<string, IsRequired<O, false>> =>
  textField(checkPersonNumber, MESSAGES.personNumber, options, false);
