"use client";

/**
 * Favourites in the top navigation (spec 3 §2 "Top navigation favourites", §4, §8, §9): the list
 * loads only when the page is not internal; a star on each sub-navigation item toggles a page
 * optimistically and is reverted with an alert when the call fails; at the limit of 10
 * (counted here, and held by the server) a modal opens instead.
 */
import { usePathname } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import { MAX_FAVORITES } from "@/lib/favorites/constants";
import type { TFavoriteItem, TFavoriteListResponse } from "@/lib/favorites/schemas";
import { isInternalPage } from "@/lib/shell/internal-page";
import { HeaderMenu } from "./header-menu";
import { NavLink } from "./nav-link";

interface FavoritesState {
  /** false on internal pages: no list, no stars */
  enabled: boolean;
  /** null until loaded */
  items: TFavoriteItem[] | null;
  /** the list could not be loaded: no menu entry, no stars */
  failed: boolean;
  max: number;
  pending: ReadonlySet<number>;
  isFavorite: (pageId: number) => boolean;
  toggle: (page: TFavoriteItem) => Promise<void>;
}

const FavoritesContext = createContext<FavoritesState | null>(null);

function pageForm(pageId: number): FormData {
  const f = new FormData();
  f.set("pageId", String(pageId));
  return f;
}

export function FavoritesProvider({ internalPaths, children }: { internalPaths: string[]; children: ReactNode }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const pathname = usePathname();
  const enabled = !isInternalPage(pathname ?? "/", internalPaths);
  const [items, setItems] = useState<TFavoriteItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [max, setMax] = useState(MAX_FAVORITES);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const loading = useRef(false);

  useEffect(() => {
    if (!enabled || items !== null || loading.current) return;
    loading.current = true;
    apiFetch<TFavoriteListResponse>("/api/favorites/get-favorite-list-items", { body: {} })
      .then((r) => {
        setItems(r.items);
        setMax(r.max);
      })
      .catch((e) => {
        // The list stays unloaded (no stars); the page itself still works.
        console.error("[favorites] list failed", e);
        setFailed(true);
      })
      .finally(() => {
        loading.current = false;
      });
  }, [enabled, items]);

  const showLimit = useCallback(
    () => dialogs.info({ type: "info", title: t("shell.favorites.limitTitle"), message: t("shell.favorites.limitReached", { max }) }),
    [dialogs, max, t],
  );

  const toggle = useCallback(
    async (page: TFavoriteItem) => {
      if (!items || pending.has(page.pageId)) return;
      const wasFavorite = items.some((f) => f.pageId === page.pageId);
      if (!wasFavorite && items.length >= max) {
        await showLimit();
        return;
      }
      const apply = (add: boolean) =>
        setItems((cur) => {
          const rest = (cur ?? []).filter((f) => f.pageId !== page.pageId);
          return add ? [...rest, page] : rest;
        });
      apply(!wasFavorite);
      setPending((p) => new Set(p).add(page.pageId));
      try {
        await apiFetch(wasFavorite ? "/api/favorites/remove-favorite" : "/api/favorites/add-favorite", { body: pageForm(page.pageId) });
      } catch (e) {
        apply(wasFavorite);
        if (e instanceof ApiError && e.status === 401) return;
        if (!wasFavorite && e instanceof ApiError && e.status === 409) await showLimit();
        else
          await dialogs.alert({
            type: "error",
            title: t("shell.favorites.errorTitle"),
            message: t(wasFavorite ? "shell.favorites.removeFailed" : "shell.favorites.addFailed"),
          });
      } finally {
        setPending((p) => {
          const n = new Set(p);
          n.delete(page.pageId);
          return n;
        });
      }
    },
    [dialogs, items, max, pending, showLimit, t],
  );

  const value = useMemo<FavoritesState>(
    () => ({
      enabled,
      items,
      failed,
      max,
      pending,
      isFavorite: (pageId) => Boolean(items?.some((f) => f.pageId === pageId)),
      toggle,
    }),
    [enabled, items, failed, max, pending, toggle],
  );
  return <FavoritesContext.Provider value={value}>{children}</FavoritesContext.Provider>;
}

export function useFavorites(): FavoritesState | null {
  return useContext(FavoritesContext);
}

/** The star toggle on a sub-navigation item (aria-pressed tells whether it is a favourite). */
export function FavoriteStar({ page }: { page: TFavoriteItem }) {
  const { t } = useTranslation();
  const fav = useFavorites();
  if (!fav?.enabled || fav.items === null) return null;
  const on = fav.isFavorite(page.pageId);
  return (
    <button
      type="button"
      className={`fav-star${on ? " fav-star--on" : ""}`}
      aria-pressed={on}
      aria-label={t("shell.favorites.add", { title: page.title })}
      title={t("shell.favorites.add", { title: page.title })}
      disabled={fav.pending.has(page.pageId)}
      data-favorite-page-id={page.pageId}
      onClick={(e) => {
        e.stopPropagation();
        void fav.toggle(page);
      }}
    >
      <span aria-hidden="true">{on ? "★" : "☆"}</span>
    </button>
  );
}

/**
 * The favourites list in the top navigation (a disclosure with the favourite pages' links). While
 * the list loads, the entry is there with its count's room kept (hidden "0 av 10"): an entry that
 * appeared only after the answer widened the navigation and pushed it onto the next row, a layout
 * shift of 0.04–0.05 on desktop (decision 104).
 */
export function FavoritesMenu() {
  const { t } = useTranslation();
  const fav = useFavorites();
  if (!fav?.enabled || fav.failed) return null;
  const loading = fav.items === null;
  const items = fav.items ?? [];
  return (
    <HeaderMenu
      id="favorites"
      as="li"
      className="main-nav__item main-nav__item--favorites"
      buttonClassName="main-nav__top"
      buttonAttrs={{ "data-nav-top": "" }}
      label={
        <>
          <span aria-hidden="true">★ </span>
          {t("shell.favorites.title")}
          {loading ? (
            <span className="count-badge count-badge--pending" aria-hidden="true">
              {t("shell.favorites.count", { count: 0, max: fav.max })}
            </span>
          ) : (
            <span className="count-badge" data-favorites-count={items.length}>
              <span className="visually-hidden">, </span>
              {t("shell.favorites.count", { count: items.length, max: fav.max })}
            </span>
          )}
        </>
      }
      panelClassName="main-nav__sub main-nav__sub--favorites"
    >
      {loading ? (
        <p className="favorites-empty" role="status">
          {t("app.loading")}
        </p>
      ) : items.length === 0 ? (
        <p className="favorites-empty">{t("shell.favorites.empty")}</p>
      ) : (
        <ul aria-label={t("shell.favorites.title")}>
          {items.map((f) => (
            <li key={f.pageId} className="main-nav__subitem">
              <NavLink href={f.url} data-menu-item="">
                {f.title}
              </NavLink>
              <button
                type="button"
                className="fav-star fav-star--on"
                aria-label={t("shell.favorites.remove", { title: f.title })}
                title={t("shell.favorites.remove", { title: f.title })}
                disabled={fav.pending.has(f.pageId)}
                onClick={() => void fav.toggle(f)}
              >
                <span aria-hidden="true">★</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </HeaderMenu>
  );
}
