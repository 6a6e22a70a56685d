import type { ReactNode } from "react";

/**
 * The horizontally scrolling box of a table (`.table-wrap`): on a phone a wide table scrolls inside
 * it, not the whole page (a page wider than the screen also moved the fixed cookie notice: a layout
 * shift of 0.17 on the sub-customers page, decision 105). With `label` the box is a named, focusable
 * region, so a keyboard can scroll it (axe scrollable-region-focusable).
 */
export function TableScroll({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  const cls = className ? `table-wrap ${className}` : "table-wrap";
  return label ? (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard (axe scrollable-region-focusable)
    <div className={cls} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  ) : (
    <div className={cls}>{children}</div>
  );
}
