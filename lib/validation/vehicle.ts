import { checkWith, type FieldOptions, type FieldSchema, type IsRequired, textField } from "./field";
import { MESSAGES } from "./messages";

/**
 * Machine identifiers (spec 1 §5 "Add machine", §9): serial number/VIN at most 17 and
 * registration number at most 6 alphanumeric characters (A–Z, a–z, 0–9). Kept as entered (trimmed).
 */
export const VIN_MAX = 17;
export const REG_NUMBER_MAX = 6;

const VIN = new RegExp(`^[A-Za-z0-9]{1,${VIN_MAX}}$`);
const REG_NUMBER = new RegExp(`^[A-Za-z0-9]{1,${REG_NUMBER_MAX}}$`);

export const isVin = (value: string): boolean => VIN.test(value.trim());
export const isRegNumber = (value: string): boolean => REG_NUMBER.test(value.trim());
export const checkVin = checkWith(
  (s) => s.trim(),
  (s) => VIN.test(s),
);
export const checkRegNumber = checkWith(
  (s) => s.trim(),
  (s) => REG_NUMBER.test(s),
);

/** Serial number / VIN: required unless `{ required: false }`. */
export const vin = <const O extends FieldOptions = object>(options?: O): FieldSchema<string, IsRequired<O, true>> =>
  textField(checkVin, MESSAGES.vin, options, true);
/** Registration number: optional unless `{ required: true }` (a resource may require it). */
export const regNumber = <const O extends FieldOptions = object>(options?: O): FieldSchema<string, IsRequired<O, false>> =>
  textField(checkRegNumber, MESSAGES.regNumber, options, false);
