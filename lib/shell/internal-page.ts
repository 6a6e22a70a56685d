/**
 * Internal pages (spec 3 §2, §6: the favourites list loads only when the page is not internal):
 * the paths of pages with audience "internal" and everything under /internal.
 */
export function isInternalPage(pathname: string, internalPaths: readonly string[]): boolean {
  const path = normalise(pathname);
  if (path === "/internal" || path.startsWith("/internal/")) return true;
  return internalPaths.some((p) => {
    const base = normalise(p);
    return base !== "/" && (path === base || path.startsWith(`${base}/`));
  });
}

function normalise(p: string): string {
  const noQuery = p.split(/[?#]/)[0] || "/";
  return noQuery.length > 1 ? noQuery.replace(/\/+$/, "") : noQuery;
}
