/**
 * Puts a screen's state into the address without a navigation (a tab, a view, a section), so a
 * reload or a shared link opens it again: each key set, or removed when null. Keeps the history
 * entry's state (the App Router keeps its own there).
 */
export function replaceQuery(patch: Record<string, string | null>) {
  const url = new URL(window.location.href);
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) url.searchParams.delete(k);
    else url.searchParams.set(k, v);
  }
  window.history.replaceState(window.history.state, "", url.toString());
}
