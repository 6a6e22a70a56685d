/** The cookie notice (spec 2 §2, §4, §9): shown until the accepted-cookies cookie is "yes". */
export const ACCEPTED_COOKIES_NAME = "acceptedCookies";
export const ACCEPTED_COOKIES_VALUE = "yes";
export const ACCEPTED_COOKIES_DAYS = 365;

export function hasAcceptedCookies(value: string | null | undefined): boolean {
  return value === ACCEPTED_COOKIES_VALUE;
}

/** The Set-Cookie / document.cookie string that records the acceptance. */
export function acceptedCookiesCookie(opts: { secure?: boolean } = {}): string {
  const maxAge = ACCEPTED_COOKIES_DAYS * 24 * 60 * 60;
  return `${ACCEPTED_COOKIES_NAME}=${ACCEPTED_COOKIES_VALUE}; Max-Age=${maxAge}; Path=/; SameSite=Lax${opts.secure ? "; Secure" : ""}`;
}

/** The value of a cookie in a document.cookie string. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
