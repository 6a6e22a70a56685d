/**
 * The server half of the new-password rules (decision 018, ASVS 2.1.7): a new password must not
 * be a common breached password (common-passwords.json, generated from @zxcvbn-ts/language-common
 * by common-passwords.generate.mjs), such a password with digits or symbols added at the end
 * ("Password2026!"), a word of this portal or of the season ("Sommar2026!"), or the user's own
 * username or e-mail. Kept out of lib/validation/password.ts so the list never reaches a browser.
 * Compared lower-cased, runs of spaces as one. No network at run time.
 */
import list from "./common-passwords.json";

/** Words an attacker tries first against this portal (service, "password", seasons), sv/fi/en. */
const CONTEXT_WORDS = [
  "lösenord",
  "losenord",
  "salasana",
  "password",
  "kundportal",
  "asiakasportaali",
  "portal",
  "portaali",
  "lantbruk",
  "maatalous",
  "agrodesk",
  "sommar",
  "vinter",
  "höst",
  "host",
  "vår",
  "var",
  "kesä",
  "kesa",
  "talvi",
  "syksy",
  "kevät",
  "kevat",
  "summer",
  "winter",
  "autumn",
  "spring",
];

let common: Set<string> | undefined;
function commonSet(): Set<string> {
  common ??= new Set([...(list as { passwords: string[] }).passwords, ...CONTEXT_WORDS]);
  return common;
}

const normal = (s: string) => s.toLowerCase().replace(/ {2,}/g, " ").trim();

/** The password without the digits, symbols and spaces added at its end ("Sommar2026!" → "sommar"). */
function base(p: string): string {
  return p.replace(/[\p{N}\p{P}\p{S}\s]+$/u, "");
}

export function isCommonPassword(password: string, user?: { username?: string | null; email?: string | null }): boolean {
  const p = normal(password);
  const set = commonSet();
  if (set.has(p)) return true;
  const b = base(p);
  if ([...b].length >= 3 && set.has(b)) return true;
  const own = [user?.username, user?.email, user?.email?.split("@")[0]].filter((v): v is string => Boolean(v)).map(normal);
  return own.some((o) => o.length >= 3 && (p === o || b === o));
}
