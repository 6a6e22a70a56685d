/** Client address of a request. Behind a proxy, the last X-Forwarded-For entry is the one our proxy (or Next) added. */
export function clientIp(get: (name: string) => string | null | undefined): string {
  const real = get("x-real-ip");
  if (real) return real.trim().slice(0, 64);
  const fwd = get("x-forwarded-for");
  if (fwd) {
    const parts = fwd.split(",").map((s) => s.trim()).filter(Boolean);
    if (parts.length) return parts[parts.length - 1].slice(0, 64);
  }
  return "unknown";
}
