import { checkWith, type FieldOptions, type FieldSchema, type IsRequired, textField } from "./field";
import { MESSAGES } from "./messages";

/** Customer number (spec 1 §5 "Verify customer", "Contact form"): digits only. Kept as entered (trimmed). */
const CUSTOMER_NUMBER = /^\d+$/;

export const checkCustomerNumber = checkWith(
  (s) => s.trim(),
  (s) => CUSTOMER_NUMBER.test(s),
);
export const isCustomerNumber = (value: string): boolean => checkCustomerNumber(value).ok;

/** Customer number: required unless `{ required: false }`. */
export const customerNumber = <const O extends FieldOptions = object>(options?: O): FieldSchema<string, IsRequired<O, true>> =>
  textField(checkCustomerNumber, MESSAGES.customerNumber, options, true);
