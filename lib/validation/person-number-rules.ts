import { checkWith } from "./check";

/**
 * Person number (spec 1 §5 "Generic rules"; registration 'Personnr måste bestå av 12 siffror'):
 * after removing spaces, exactly 12 digits. No date or check-digit test here; the profile's
 * social security number has those (./ssn.ts).
 */
const PERSON_NUMBER = /^\d{12}$/;

export const normalizePersonNumber = (value: string): string => value.replace(/\s+/g, "");
export const checkPersonNumber = checkWith(normalizePersonNumber, (s) => PERSON_NUMBER.test(s));
export const isPersonNumber = (value: string): boolean => checkPersonNumber(value).ok;
