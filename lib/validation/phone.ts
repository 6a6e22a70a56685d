import type { Market } from "@/lib/market";
import { type FieldOptions, type FieldSchema, type IsRequired, textField } from "./field";
import { MESSAGES } from "./messages";
import { checkFinnishMobile, checkFinnishPhone, checkSwedishMobile, checkSwedishPhone } from "./phone-rules";
export * from "./phone-rules";

/** Swedish phone (phoneSE): optional-friendly unless `{ required: true }`; outputs the +46 form. */
export const phoneSE = <const O extends FieldOptions = object>(options?: O): FieldSchema<string, IsRequired<O, false>> =>
  textField(checkSwedishPhone, MESSAGES.phone, options, false);
/** Finnish phone: optional-friendly unless `{ required: true }`. */
export const phoneFI = <const O extends FieldOptions = object>(options?: O): FieldSchema<string, IsRequired<O, false>> =>
  textField(checkFinnishPhone, MESSAGES.phone, options, false);
/** Swedish mobile (mobileSE): required unless `{ required: false }`; outputs the +46 form. */
export const mobileSE = <const O extends FieldOptions = object>(options?: O): FieldSchema<string, IsRequired<O, true>> =>
  textField(checkSwedishMobile, MESSAGES.mobile, options, true);
/** Finnish mobile: required unless `{ required: false }`. */
export const mobileFI = <const O extends FieldOptions = object>(options?: O): FieldSchema<string, IsRequired<O, true>> =>
  textField(checkFinnishMobile, MESSAGES.mobile, options, true);

/** The market's phone rule (optional-friendly by default). */
export const phoneFor = <const O extends FieldOptions = object>(market: Market, options?: O): FieldSchema<string, IsRequired<O, false>> =>
  market === "fi" ? phoneFI(options) : phoneSE(options);
/** The market's mobile rule (required by default). */
export const mobileFor = <const O extends FieldOptions = object>(market: Market, options?: O): FieldSchema<string, IsRequired<O, true>> =>
  market === "fi" ? mobileFI(options) : mobileSE(options);
