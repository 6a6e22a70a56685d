"use client";

/**
 * One header menu (spec 1 §4 "Menus") — the WAI-ARIA disclosure navigation pattern, which the APG
 * recommends for site navigation (links stay links; role="menu" is for application menus): a
 * button with aria-expanded and aria-controls, and a panel (a group named by the button) hidden
 * while closed. Plain elements, as React Aria's Disclosure drew them: the shell is on every page,
 * and React Aria's button and disclosure cost every page's first-load JavaScript (decision 093). The MenuCoordinator keeps at most one open, closes it
 * on a click outside, Escape (focus back on the button) and navigation. ArrowDown/ArrowUp on the
 * button open the panel on its first/last item; arrows, Home and End move between the panel's
 * items (marked data-menu-item).
 */
import { useCallback, useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from "react";
import { nextFocusIndex } from "@/lib/shell/menu-keys";
import { menuItems, useMenuState } from "./menu-coordinator";

type DataAttributes = { [key: `data-${string}`]: string | undefined };

export interface HeaderMenuProps {
  /** the coordinator's id of this menu */
  id: string;
  /** the element around button and panel (li inside a list) */
  as?: "div" | "li";
  className?: string;
  /** the button's content */
  label: ReactNode;
  buttonClassName?: string;
  /** aria-label, title and data-* attributes of the button */
  buttonAttrs?: { "aria-label"?: string; title?: string } & DataAttributes;
  disabled?: boolean;
  panelClassName?: string;
  /** the panel's name (default: named by the button) */
  panelLabel?: string;
  panelStyle?: CSSProperties;
  panelAttrs?: DataAttributes;
  /** the panel's content; a function gets `close` (e.g. for links to the current page) */
  children: ReactNode | ((close: () => void) => ReactNode);
}

export function HeaderMenu({
  id,
  as = "div",
  className,
  label,
  buttonClassName,
  buttonAttrs,
  disabled,
  panelClassName,
  panelLabel,
  panelStyle,
  panelAttrs,
  children,
}: HeaderMenuProps) {
  const ctx = useMenuState();
  const open = ctx.openId === id;
  const panelRef = useRef<HTMLDivElement | null>(null);
  const buttonEl = useRef<HTMLButtonElement | null>(null);
  const focusOnOpen = useRef<"first" | "last" | null>(null);
  const { registerToggle } = ctx;

  const buttonRef = useCallback(
    (el: HTMLButtonElement | null) => {
      buttonEl.current = el;
      registerToggle(id, el);
    },
    [id, registerToggle],
  );

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const items = menuItems(panelRef.current);
    const target = focusOnOpen.current === "first" ? items[0] : items[items.length - 1];
    focusOnOpen.current = null;
    target?.focus();
  }, [open]);

  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    const target = e.target as HTMLElement;
    if (target === buttonEl.current && (e.key === "ArrowDown" || e.key === "ArrowUp")) {
      e.preventDefault();
      const which = e.key === "ArrowDown" ? "first" : "last";
      if (open) {
        const items = menuItems(panelRef.current);
        (which === "first" ? items[0] : items[items.length - 1])?.focus();
      } else {
        focusOnOpen.current = which;
        ctx.open(id);
      }
      return;
    }
    if (!panelRef.current?.contains(target)) return;
    const items = menuItems(panelRef.current);
    const current = items.indexOf(target);
    const next = nextFocusIndex(e.key, current, items.length);
    if (next === null || current < 0) return;
    e.preventDefault();
    items[next]?.focus();
  }

  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const panelId = `${baseId}-panel`;
  const toggle = () => (open ? ctx.close() : ctx.open(id));
  const content = (
    <>
      <button
        type="button"
        ref={buttonRef}
        id={buttonId}
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onClick={toggle}
        {...buttonAttrs}
      >
        {label}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        role="group"
        aria-labelledby={buttonId}
        aria-hidden={open ? undefined : true}
        hidden={!open}
        aria-label={panelLabel}
        className={panelClassName}
        style={panelStyle}
        {...panelAttrs}
      >
        {typeof children === "function" ? children(ctx.close) : children}
      </div>
    </>
  );
  // arrow keys are delegated from the menu's button and links (roving focus); the wrapper itself takes no focus
  return as === "li" ? (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <li className={className} data-menu-root={id} onKeyDown={onKeyDown}>
      {content}
    </li>
  ) : (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- see above
    <div className={className} data-menu-root={id} onKeyDown={onKeyDown}>
      {content}
    </div>
  );
}
