/**
 * Keyboard movement in the header's menus (disclosure pattern): which item gets focus for a key.
 * Returns null when the key does not move focus.
 */
export function nextFocusIndex(
  key: string,
  current: number,
  count: number,
  opts: { orientation?: "vertical" | "horizontal" } = {},
): number | null {
  if (count <= 0) return null;
  const vertical = (opts.orientation ?? "vertical") === "vertical";
  const forward = vertical ? "ArrowDown" : "ArrowRight";
  const back = vertical ? "ArrowUp" : "ArrowLeft";
  if (key === forward) return current < 0 ? 0 : (current + 1) % count;
  if (key === back) return current < 0 ? count - 1 : (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/** Debounce (the header's resize handler waits 100 ms, spec 1 §9). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): ((...args: A) => void) & { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wrapped = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  wrapped.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return wrapped;
}

export const RESIZE_DEBOUNCE_MS = 100;
/** The sub-settings panel is at most the window height minus this (spec 1 §2). */
export const SETTINGS_PANEL_MARGIN = 50;

export function settingsPanelMaxHeight(windowHeight: number): number {
  return Math.max(0, windowHeight - SETTINGS_PANEL_MARGIN);
}
