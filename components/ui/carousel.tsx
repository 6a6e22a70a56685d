"use client";

/**
 * Carousel (WAI-ARIA carousel pattern; React Aria has none): a region with
 * aria-roledescription="carousel" holding previous/next buttons (plain buttons: React Aria's
 * Button would bring ~14 kB gzip of press handling to the start page, decision 102), a polite
 * "showing x–y of n" text and the slides (groups with aria-roledescription="slide", named "i of
 * n"); the slides not in view are hidden. No autoplay. Paging wraps around, so the buttons never
 * vanish under the keyboard focus; with focus inside, Left/Right page and Home/End go to the
 * ends. `perView` may depend on the screen width (e.g. 3 from 48em, else 1).
 */
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { carouselView, stepPage } from "@/lib/ui/carousel";

export type PerView = number | { narrow: number; wide: number; query: string };

/** Slides per view now (the wide count while rendering on the server). */
export function usePerView(perView: PerView): number {
  const fixed = typeof perView === "number" ? perView : null;
  const [n, setN] = useState(fixed ?? (perView as Exclude<PerView, number>).wide);
  const query = typeof perView === "number" ? null : perView.query;
  const narrow = typeof perView === "number" ? perView : perView.narrow;
  const wide = typeof perView === "number" ? perView : perView.wide;
  useEffect(() => {
    if (query === null || typeof window.matchMedia !== "function") return;
    const mq = window.matchMedia(query);
    const update = () => setN(mq.matches ? wide : narrow);
    update();
    mq.addEventListener("change", update);
    return () => mq.removeEventListener("change", update);
  }, [query, narrow, wide]);
  return fixed ?? n;
}

export interface CarouselProps<T> {
  items: readonly T[];
  getKey: (item: T, index: number) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  /** the carousel's name; or labelledBy with the id of a visible heading */
  label?: string;
  labelledBy?: string;
  perView?: PerView;
  /** button names and texts (defaults: "Föregående", "Nästa", "1 av 7", "Visar 1–3 av 7") */
  previousLabel?: string;
  nextLabel?: string;
  slideLabel?: (index: number, count: number) => string;
  status?: (first: number, last: number, count: number) => string;
  /** before the slides, inside the carousel (e.g. its heading) */
  header?: ReactNode;
  /** instead of the slides when there are none (loading, error, empty) */
  fallback?: ReactNode;
  /** after the slides (e.g. a dialog opened from a slide) */
  children?: ReactNode;
  className?: string;
}

export function Carousel<T>({
  items,
  getKey,
  renderSlide,
  label,
  labelledBy,
  perView = 1,
  previousLabel,
  nextLabel,
  slideLabel,
  status,
  header,
  fallback,
  children,
  className,
}: CarouselProps<T>) {
  const { t } = useTranslation();
  const slidesId = useId();
  const [page, setPage] = useState(0);
  const per = usePerView(perView);
  const count = items.length;
  const view = carouselView(count, per, page);
  const go = (delta: number) => setPage(stepPage(view.page, delta, view.pages));

  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    if (view.pages < 2) return;
    if (e.key === "ArrowRight") go(1);
    else if (e.key === "ArrowLeft") go(-1);
    else if (e.key === "Home") setPage(0);
    else if (e.key === "End") setPage(view.pages - 1);
    else return;
    e.preventDefault();
  }

  const prev = previousLabel ?? t("ui.carousel.previous");
  const next = nextLabel ?? t("ui.carousel.next");
  const showing =
    status?.(view.first, view.last, count) ??
    (view.last - view.first === 1
      ? t("ui.carousel.showingOne", { index: view.first + 1, count })
      : t("ui.carousel.showing", { from: view.first + 1, to: view.last, count }));

  return (
    <section
      className={`ui-carousel${className ? ` ${className}` : ""}`}
      aria-roledescription="carousel"
      aria-label={labelledBy ? undefined : (label ?? t("ui.carousel.label"))}
      aria-labelledby={labelledBy}
    >
      {header}
      {count === 0 ? (
        fallback
      ) : (
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys delegated from the controls and slides inside; the wrapper takes no focus
        <div className="ui-carousel__inner" onKeyDown={onKeyDown}>
          {view.pages > 1 ? (
            <div className="ui-carousel__controls">
              <button
                type="button"
                className="ui-carousel__nav"
                aria-controls={slidesId}
                aria-label={prev}
                title={prev}
                onClick={() => go(-1)}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                className="ui-carousel__nav"
                aria-controls={slidesId}
                aria-label={next}
                title={next}
                onClick={() => go(1)}
              >
                <span aria-hidden="true">›</span>
              </button>
            </div>
          ) : null}
          <p className="ui-carousel__status" aria-live="polite">
            {showing}
          </p>
          <div
            id={slidesId}
            className="ui-carousel__slides"
            data-per-view={per}
            style={{ gridTemplateColumns: `repeat(${per}, minmax(0, 1fr))` }}
          >
            {items.map((item, i) => (
              <div
                key={getKey(item, i)}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel?.(i + 1, count) ?? t("ui.carousel.slide", { index: i + 1, count })}
                className="ui-carousel__slide"
                hidden={i < view.first || i >= view.last}
              >
                {renderSlide(item, i)}
              </div>
            ))}
          </div>
        </div>
      )}
      {children}
    </section>
  );
}
