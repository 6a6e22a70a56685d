/**
 * The Content-Security-Policy of every page (decision 021): scripts only with the request's
 * nonce (and what they load, 'strict-dynamic'); no plugins, no <base> elsewhere, no framing by
 * other sites. Styles allow inline style attributes (React's style={...}, chart libraries).
 * `next dev` needs eval for its React debugging; a production server never gets it.
 */
export function contentSecurityPolicy(nonce: string, opts: { dev?: boolean; imgSources?: readonly string[] } = {}): string {
  const script = [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`, ...(opts.dev ? [`'unsafe-eval'`] : [])];
  return [
    `default-src 'self'`,
    `script-src ${script.join(" ")}`,
    `style-src 'self' 'unsafe-inline'`,
    // images also from the configured map tile server (MAP_TILE_URL, decision 054)
    [`img-src 'self' data: blob:`, ...(opts.imgSources ?? [])].join(" "),
    `font-src 'self' data:`,
    `connect-src 'self'`,
    `frame-src 'self' blob:`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join("; ");
}

/** A fresh nonce: 16 random bytes, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(self), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=()";

/** Strict-Transport-Security for responses served over https (a year, subdomains). */
export const HSTS = "max-age=31536000; includeSubDomains";
