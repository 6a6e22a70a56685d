"use client";

/**
 * The collapsible main menu from the pages table (spec 1 §2 Shell; spec 2 §2 "internal site
 * navigation with expandable menus"): top-level pages with sub-pages open a sub-menu (disclosure);
 * each sub-navigation item has a favourite star; the favourites list sits at the end. Up to 768 px
 * the whole menu folds behind a menu (hamburger) button.
 */
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import type { MenuPage } from "@/lib/pages/find-menu-pages";
import { nextFocusIndex } from "@/lib/shell/menu-keys";
import { FavoriteStar, FavoritesMenu } from "./favorites";
import { HeaderMenu } from "./header-menu";
import { MODAL } from "./menu-coordinator";
import { NavLink } from "./nav-link";

function isCurrent(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

function SubMenu({ page, pathname }: { page: MenuPage; pathname: string }) {
  const { t } = useTranslation();
  const current = isCurrent(pathname, page.path);
  return (
    <HeaderMenu
      id={`nav-${page.pageId}`}
      as="li"
      className={`main-nav__item main-nav__item--has-sub${current ? " is-current" : ""}`}
      buttonClassName="main-nav__top"
      buttonAttrs={{ "data-nav-top": "" }}
      label={
        <>
          {page.title}
          <span className="caret" aria-hidden="true" />
        </>
      }
      panelClassName="main-nav__sub"
    >
      <ul>
        <li className="main-nav__subitem">
          <NavLink href={page.path} data-menu-item="" aria-current={pathname === page.path ? "page" : undefined}>
            {t("shell.nav.overview", { title: page.title })}
          </NavLink>
        </li>
        {page.children.map((c) => (
          <li key={c.pageId} className="main-nav__subitem">
            <NavLink href={c.path} data-menu-item="" aria-current={pathname === c.path ? "page" : undefined}>
              {c.title}
            </NavLink>
            <FavoriteStar page={{ pageId: c.pageId, title: c.title, url: c.path }} />
            {c.children.length ? (
              <ul className="main-nav__sub3">
                {c.children.map((g) => (
                  <li key={g.pageId} className="main-nav__subitem">
                    <NavLink href={g.path} data-menu-item="" aria-current={pathname === g.path ? "page" : undefined}>
                      {g.title}
                    </NavLink>
                    <FavoriteStar page={{ pageId: g.pageId, title: g.title, url: g.path }} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </HeaderMenu>
  );
}

export function MainNav({ menu }: { menu: MenuPage[] }) {
  const { t } = useTranslation();
  const pathname = usePathname() ?? "/";
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // another page folds the menu (adjusted during render, not in an effect)
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMobileOpen(false);
  }

  useEffect(() => {
    if (!mobileOpen) return;
    const onClick = (e: MouseEvent) => {
      const target = e.target instanceof Node ? e.target : null;
      if (target && navRef.current?.contains(target)) return;
      if (target instanceof Element && target.closest(MODAL)) return;
      setMobileOpen(false);
    };
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "Escape" || document.querySelector(MODAL)) return;
      // an open sub-menu closes first (menu coordinator); then the folded menu itself
      if (navRef.current?.querySelector('[data-menu-root] [aria-expanded="true"]')) return;
      setMobileOpen(false);
      if (navRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, [mobileOpen]);

  /** Left/Right (and Home/End) move between the top-level items. */
  const onTopKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const target = e.target as HTMLElement;
    if (!target.hasAttribute("data-nav-top")) return;
    const tops = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(":scope > li > [data-nav-top]"));
    const next = nextFocusIndex(e.key, tops.indexOf(target), tops.length, { orientation: "horizontal" });
    if (next === null) return;
    e.preventDefault();
    tops[next]?.focus();
  };

  return (
    <nav ref={navRef} className="main-nav" aria-label={t("nav.main")} data-mobile-open={mobileOpen ? "true" : "false"}>
      <button
        ref={toggleRef}
        type="button"
        className="main-nav__toggle"
        aria-expanded={mobileOpen}
        aria-controls="main-nav-list"
        onClick={() => setMobileOpen((o) => !o)}
      >
        <span className="hamburger" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        {t("shell.nav.menu")}
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys delegated from the links and buttons inside (roving focus); the list takes no focus */}
      <ul id="main-nav-list" className="main-nav__list" onKeyDown={onTopKeyDown}>
        {menu.map((p) =>
          p.children.length ? (
            <SubMenu key={p.pageId} page={p} pathname={pathname} />
          ) : (
            <li key={p.pageId} className={`main-nav__item${isCurrent(pathname, p.path) ? " is-current" : ""}`}>
              <NavLink href={p.path} className="main-nav__top" data-nav-top="" aria-current={pathname === p.path ? "page" : undefined}>
                {p.title}
              </NavLink>
            </li>
          ),
        )}
        <FavoritesMenu />
      </ul>
    </nav>
  );
}
