/**
 * Message keys of the shared field rules (spec 1 §5: "Messages come from a translation table
 * under /common/validation/{field}/{required|valid}"). Texts live in locales/{sv,fi}/validation.json;
 * zod issues carry these keys and the API wrapper and forms translate them.
 */
const keys = <F extends string>(field: F) => ({ required: `validation.${field}.required`, valid: `validation.${field}.valid` }) as const;

export const MESSAGES = {
  phone: keys("phone"),
  mobile: keys("mobile"),
  zipCode: keys("zipCode"),
  /** 12-digit person number (registration) */
  personNumber: keys("personNumber"),
  /** social security number on the profile: required / not 10 or 12 digits / bad date or check digit */
  ssn: { ...keys("ssn"), format: "validation.ssn.format" },
  /** Finnish henkilötunnus on the profile: required / not DDMMYYCZZZQ / bad date or check character */
  hetu: { ...keys("hetu"), format: "validation.hetu.format" },
  orgNumber: keys("orgNumber"),
  customerNumber: keys("customerNumber"),
  date: keys("date"),
  email: keys("email"),
  number: keys("number"),
  /** the range rule (min/max) */
  range: { valid: "validation.range.valid" },
  vin: keys("vin"),
  regNumber: keys("regNumber"),
} as const;

/** Every key the shared rules can put in an issue. */
export const MESSAGE_KEYS: readonly string[] = Object.values(MESSAGES).flatMap((m) => Object.values(m));
