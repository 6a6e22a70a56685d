/**
 * Pure onboarding rules (decision 076): organisation number comparison, the private or company
 * form, the activation flags of spec 1 §8, and the market's checks of phone numbers and the
 * Swedish organisation number. Shared by the server and the forms.
 */
import type { Market } from "@/lib/market";
import { isOrgNumber } from "@/lib/validation/org-number-rules";
import { normalizeMobile, normalizePhone } from "@/lib/validation/phone-rules";
import type { ActivationFlags } from "./schemas";

/** Organisation numbers are compared by their letters and digits only ("556677-8899" = "5566778899"). */
export const orgKey = (value: string | null | undefined): string => (value ?? "").replace(/[^0-9A-Za-z]/g, "").toUpperCase();

/**
 * The private form is for a sole trader whose organisation number is a personal identity number:
 * in Sweden its third digit (the month's first) is 0 or 1, a company's is 2 or more. Finnish
 * business ids are always companies.
 */
export function isPrivateOrgNumber(market: Market, value: string): boolean {
  if (market !== "se") return false;
  const digits = orgKey(value);
  return /^\d{10}$/.test(digits) && (digits[2] === "0" || digits[2] === "1");
}

/** The field errors of the rules that depend on the market (translation keys by field). */
export function marketFieldErrors(
  market: Market,
  input: { OrganisationNumber?: string; Mobilephone?: string; Telephone?: string },
  messages: { mobile: string; phone: string } = { mobile: "validation.mobile.valid", phone: "validation.phone.valid" },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  // Sweden: 6 digits, an optional hyphen, 4 digits (spec 1 §5 "Verify customer")
  if (market === "se" && input.OrganisationNumber && !isOrgNumber(input.OrganisationNumber))
    errors.OrganisationNumber = ["validation.orgNumber.valid"];
  if (input.Mobilephone !== undefined && !normalizeMobile(market, input.Mobilephone)) errors.Mobilephone = [messages.mobile];
  if (input.Telephone && !normalizePhone(market, input.Telephone)) errors.Telephone = [messages.phone];
  return errors;
}

export interface ActivationFacts {
  /** the customer with the entered number in the market (null: none) */
  customer: { organisationNumber: string | null; hasUsers: boolean } | null;
  /** some customer of the market has the entered organisation number */
  orgKnown: boolean;
  /** every customer of the market with the entered organisation number has a user */
  orgAllActivated: boolean;
}

/**
 * The flags of step 1 (spec 1 §5, §8; decision 076):
 * - no such customer → customerNumberNotExisting;
 * - the customer has another organisation number, and the entered one belongs to other
 *   customers → customerNumberNotMatching ("not registered for the organisation number");
 * - the customer has another organisation number, and nobody has the entered one →
 *   organisationNumberNotMatching;
 * - they match and the customer already has a user → customerNumberAlreadyActivated, and when
 *   every customer of the organisation has one, also organisationNumberAlreadyActivated ("both").
 */
export function activationFlags(entered: string, facts: ActivationFacts): ActivationFlags {
  const flags: ActivationFlags = {
    customerNumberNotMatching: false,
    customerNumberNotExisting: false,
    customerNumberAlreadyActivated: false,
    organisationNumberNotMatching: false,
    organisationNumberAlreadyActivated: false,
  };
  const c = facts.customer;
  if (!c) flags.customerNumberNotExisting = true;
  else if (!c.organisationNumber || orgKey(c.organisationNumber) !== orgKey(entered)) {
    if (facts.orgKnown) flags.customerNumberNotMatching = true;
    else flags.organisationNumberNotMatching = true;
  } else if (c.hasUsers) {
    flags.customerNumberAlreadyActivated = true;
    flags.organisationNumberAlreadyActivated = facts.orgAllActivated;
  }
  return flags;
}

export const isVerified = (f: ActivationFlags): boolean =>
  !(
    f.customerNumberNotMatching ||
    f.customerNumberNotExisting ||
    f.customerNumberAlreadyActivated ||
    f.organisationNumberNotMatching ||
    f.organisationNumberAlreadyActivated
  );

/** The message keys to show for the flags: the "both" message replaces the customer one. */
export function flagMessages(flags: ActivationFlags): string[] {
  const keys: string[] = [];
  if (flags.customerNumberNotExisting) keys.push("onboarding.flags.customerNumberNotExisting");
  if (flags.customerNumberNotMatching) keys.push("onboarding.flags.customerNumberNotMatching");
  if (flags.organisationNumberNotMatching) keys.push("onboarding.flags.organisationNumberNotMatching");
  if (flags.organisationNumberAlreadyActivated) keys.push("onboarding.flags.organisationNumberAlreadyActivated");
  else if (flags.customerNumberAlreadyActivated) keys.push("onboarding.flags.customerNumberAlreadyActivated");
  return keys;
}

/** A file name as sent, made safe to show and to put in a header: no path, no control or odd characters, at most 100. */
export function sanitizeFileName(name: string | undefined | null, fallback: string): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    .normalize("NFC")
    .replace(/[^\p{L}\p{N} ._()-]/gu, "_")
    .replace(/^[.\s]+/, "")
    .trim()
    .slice(0, 100);
  return clean || fallback;
}

/** What an attachment is, by its first bytes: PDF, JPEG or PNG; anything else is refused. */
export function detectAttachmentType(bytes: Uint8Array): { contentType: string; ext: string } | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return { contentType: "application/pdf", ext: "pdf" };
  if (starts([0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", ext: "jpg" };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: "image/png", ext: "png" };
  return null;
}
