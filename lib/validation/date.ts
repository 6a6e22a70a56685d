import { type FieldOptions, type FieldSchema, type IsRequired, textField } from "./field";
import { MESSAGES } from "./messages";
import { checkIsoDate } from "./date-rules";
export * from "./date-rules";

/** Date (swedishDate): always required unless `{ required: false }`; outputs yyyy-MM-dd. */
export const swedishDate = <const O extends FieldOptions = object>(options?: O): FieldSchema<string, IsRequired<O, true>> =>
  textField(checkIsoDate, MESSAGES.date, options, true);
