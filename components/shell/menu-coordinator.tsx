"use client";

/**
 * The header's menus (spec 1 §4 "Menus"): at most one is open — opening one closes the others,
 * a click outside every menu closes all, Escape closes and returns focus to the menu's button,
 * and a navigation closes them. A menu with a button is a <HeaderMenu> (React Aria Disclosure,
 * header-menu.tsx); `useMenu` serves a panel opened by other means (the internal search results).
 * Clicks and keys inside a modal dialog (React Aria, in a portal) leave the menus alone.
 */
import "./shell.css";
import { usePathname } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { nextFocusIndex } from "@/lib/shell/menu-keys";

interface MenuState {
  openId: string | null;
  open: (id: string) => void;
  close: () => void;
  toggle: (id: string) => void;
  registerToggle: (id: string, el: HTMLElement | null) => void;
}

const MenuContext = createContext<MenuState | null>(null);

/** An open modal dialog or dialog popover (React Aria overlays; ui-modal-overlay is ours). */
export const MODAL = ".ui-modal-overlay, [data-rac][role=dialog], [data-rac][role=alertdialog]";

export function MenuCoordinator({ children }: { children: ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const toggles = useRef(new Map<string, HTMLElement>());
  const pathname = usePathname();

  // another page closes every menu (adjusted during render, not in an effect)
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpenId(null);
  }

  useEffect(() => {
    if (!openId) return;
    const onClick = (e: MouseEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      // Clicks inside a menu are that menu's business (its button toggles, opening one closes the rest).
      if (target?.closest("[data-menu-root]")) return;
      // A click inside a modal dialog (e.g. the favourites limit) leaves the menus alone.
      if (target?.closest(MODAL)) return;
      setOpenId(null);
    };
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented) return;
      if (document.querySelector(MODAL)) return;
      const root = document.querySelector(`[data-menu-root="${CSS.escape(openId)}"]`);
      const focusInside = root?.contains(document.activeElement) ?? false;
      setOpenId(null);
      if (focusInside) toggles.current.get(openId)?.focus();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, [openId]);

  const value = useMemo<MenuState>(
    () => ({
      openId,
      open: (id) => setOpenId(id),
      close: () => setOpenId(null),
      toggle: (id) => setOpenId((cur) => (cur === id ? null : id)),
      registerToggle: (id, el) => {
        if (el) toggles.current.set(id, el);
        else toggles.current.delete(id);
      },
    }),
    [openId],
  );
  return <MenuContext.Provider value={value}>{children}</MenuContext.Provider>;
}

export function useMenuState(): MenuState {
  const ctx = useContext(MenuContext);
  if (!ctx) throw new Error("useMenu() needs <MenuCoordinator> above");
  return ctx;
}

/** The elements arrow keys move between inside a panel. */
export function menuItems(panel: HTMLElement | null): HTMLElement[] {
  if (!panel) return [];
  return Array.from(panel.querySelectorAll<HTMLElement>("[data-menu-item]")).filter(
    (el) => !el.closest("[hidden]") && !(el as HTMLButtonElement).disabled,
  );
}

/**
 * A coordinated panel without a HeaderMenu button (opened by other means, e.g. a search): spread
 * rootProps on its wrapper and panelProps on the panel; mark the panel's focus stops with
 * data-menu-item. (buttonProps exist for a plain disclosure button, should one be needed.)
 */
export function useMenu(id: string) {
  const ctx = useMenuState();
  const open = ctx.openId === id;
  const panelId = `${id}-panel`;
  const panelRef = useRef<HTMLElement | null>(null);
  const focusOnOpen = useRef<"first" | "last" | null>(null);
  const { registerToggle } = ctx;

  const buttonRef = useCallback((el: HTMLButtonElement | null) => registerToggle(id, el), [id, registerToggle]);

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const items = menuItems(panelRef.current);
    const target = focusOnOpen.current === "first" ? items[0] : items[items.length - 1];
    focusOnOpen.current = null;
    target?.focus();
  }, [open]);

  const onButtonKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      focusOnOpen.current = e.key === "ArrowDown" ? "first" : "last";
      if (open) {
        const items = menuItems(panelRef.current);
        (e.key === "ArrowDown" ? items[0] : items[items.length - 1])?.focus();
        focusOnOpen.current = null;
      } else ctx.open(id);
    }
  };

  const onPanelKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const items = menuItems(panelRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next = nextFocusIndex(e.key, current, items.length);
    if (next === null || current < 0) return;
    e.preventDefault();
    items[next]?.focus();
  };

  return {
    open,
    close: ctx.close,
    openMenu: () => ctx.open(id),
    rootProps: { "data-menu-root": id },
    buttonProps: {
      ref: buttonRef,
      type: "button" as const,
      "aria-expanded": open,
      "aria-controls": panelId,
      onClick: () => ctx.toggle(id),
      onKeyDown: onButtonKeyDown,
    },
    panelProps: {
      id: panelId,
      ref: (el: HTMLElement | null) => {
        panelRef.current = el;
      },
      hidden: !open,
      onKeyDown: onPanelKeyDown,
    },
  };
}
