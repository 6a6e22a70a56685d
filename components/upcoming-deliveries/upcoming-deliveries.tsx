"use client";

/**
 * Upcoming deliveries (spec 1 §2 "Upcoming deliveries: carousel with detail", §3, §9 "Carousel 3
 * slides per view"): the customer's coming deliveries as a carousel of 3 slides per view on wide
 * screens and 1 on narrow ones, paged with previous/next buttons or the arrow keys (no autoplay),
 * marked up as the WAI-ARIA carousel pattern (aria-roledescription carousel/slide, a live "showing"
 * text). A slide opens the detail dialog (GET /api/upcoming-deliveries/get-detail). Used on
 * /logistik/kommande-leveranser (deliveries from the page) and on the start page (fetched).
 */
import "./upcoming-deliveries.css";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useShellContext } from "@/components/shell/shell-context";
import { Loader } from "@/components/ui/loader";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import type { Market } from "@/lib/market";
import { formatDay, formatTons } from "@/lib/transport/format";
import { carouselView, stepPage } from "@/lib/upcoming-deliveries/carousel";
import type { TUpcomingDeliveriesResponse, TUpcomingDelivery } from "@/lib/upcoming-deliveries/schemas";
import { DeliveryDetailDialog } from "./delivery-detail-dialog";

/** Slides per view on wide screens (spec 1 §9) and the width from which it applies. */
export const SLIDES_PER_VIEW = 3;
const WIDE = "(min-width: 48em)";

type State = { status: "loading" } | { status: "ok"; data: TUpcomingDeliveriesResponse } | { status: "error" };

export interface UpcomingDeliveriesProps {
  /** the deliveries, when the page already has them; otherwise they are fetched */
  initial?: TUpcomingDeliveriesResponse;
  /** show an h2 heading (start page); the page has its own h1 */
  heading?: boolean;
}

function usePerView(): number {
  const [perView, setPerView] = useState(SLIDES_PER_VIEW);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const mq = window.matchMedia(WIDE);
    const update = () => setPerView(mq.matches ? SLIDES_PER_VIEW : 1);
    update();
    mq.addEventListener("change", update);
    return () => mq.removeEventListener("change", update);
  }, []);
  return perView;
}

export function UpcomingDeliveries({ initial, heading = false }: UpcomingDeliveriesProps) {
  const { t } = useTranslation();
  const shell = useShellContext();
  const market: Market = shell?.market ?? "se";
  const customerNumber = shell?.activeCustomerNumber ?? null;
  const [state, setState] = useState<State>(initial ? { status: "ok", data: initial } : { status: "loading" });
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<TUpcomingDelivery | null>(null);
  const perView = usePerView();
  const titleId = useId();
  const slidesId = useId();

  useEffect(() => {
    if (initial) return;
    const ctrl = new AbortController();
    setState({ status: "loading" });
    apiFetch<TUpcomingDeliveriesResponse>("/api/upcoming-deliveries/list", { method: "GET", signal: ctrl.signal }).then(
      (data) => setState({ status: "ok", data }),
      (e: unknown) => {
        if (ctrl.signal.aborted || (e instanceof ApiError && e.status === 401)) return;
        console.error("[upcoming-deliveries] list failed", e);
        setState({ status: "error" });
      },
    );
    return () => ctrl.abort();
  }, [initial, customerNumber]);

  const deliveries = state.status === "ok" ? state.data.deliveries : [];
  const { pages, page: current, first, last } = carouselView(deliveries.length, perView, page);
  // paging wraps around, so the buttons never disappear under the keyboard focus
  const go = (delta: number) => setPage(stepPage(current, delta, pages));

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (pages < 2) return;
    if (e.key === "ArrowRight") go(1);
    else if (e.key === "ArrowLeft") go(-1);
    else if (e.key === "Home") setPage(0);
    else if (e.key === "End") setPage(pages - 1);
    else return;
    e.preventDefault();
  };

  const label = t("transport.upcoming.carousel");
  let body;
  if (state.status === "loading") {
    body = <Loader showLabel label={t("transport.upcoming.loading")} />;
  } else if (state.status === "error") {
    body = <p className="alert alert--error" role="alert">{t("transport.upcoming.failed")}</p>;
  } else if (!state.data.customerNumber) {
    body = <p className="alert alert--info">{t("transport.upcoming.noCustomer")}</p>;
  } else if (deliveries.length === 0) {
    body = <p className="upcoming__empty">{t("transport.upcoming.empty")}</p>;
  } else {
    body = (
      <div className="upcoming__carousel" onKeyDown={onKeyDown}>
        {pages > 1 ? (
          <div className="upcoming__controls">
            <button type="button" className="upcoming__nav" aria-controls={slidesId} aria-label={t("transport.upcoming.previous")} title={t("transport.upcoming.previous")} onClick={() => go(-1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="upcoming__nav" aria-controls={slidesId} aria-label={t("transport.upcoming.next")} title={t("transport.upcoming.next")} onClick={() => go(1)}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
        <p className="upcoming__status" aria-live="polite">
          {last - first === 1
            ? t("transport.upcoming.showingOne", { index: first + 1, count: deliveries.length })
            : t("transport.upcoming.showing", { from: first + 1, to: last, count: deliveries.length })}
        </p>
        <div id={slidesId} className="upcoming__slides" data-per-view={perView}>
          {deliveries.map((d, i) => (
            <div
              key={`${d.orderNo}-${d.orderLine}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t("transport.upcoming.slide", { index: i + 1, count: deliveries.length })}
              className="upcoming__slide"
              hidden={i < first || i >= last}
            >
              <button type="button" className="upcoming__card" onClick={() => setOpen(d)}>
                <span className="upcoming__date">{formatDay(d.planedDeliveryDate, market)}</span>
                <span className="upcoming__item">{d.itemName ?? d.itemNumber ?? t("transport.upcoming.noItem")}</span>
                <span className="upcoming__qty">{t("transport.tons", { value: formatTons(d.orderQuantity, market) })}</span>
                <span className={`upcoming__direction upcoming__direction--${d.isFromCustomer ? "in" : "out"}`}>
                  {t(d.isFromCustomer ? "transport.upcoming.fromCustomer" : "transport.upcoming.toCustomer", { warehouse: d.warehouseName ?? d.warehouse ?? "" })}
                </span>
                {d.container ? <span className="upcoming__container">{t("transport.upcoming.container", { container: d.container })}</span> : null}
                <span className="upcoming__order">{t("transport.upcoming.orderLine", { order: d.orderNo, line: d.orderLine })}</span>
                <span className="upcoming__more">{t("transport.upcoming.open")}</span>
              </button>
            </div>
          ))}
        </div>
      </div>
    );
  }

  return (
    <section className="upcoming" aria-roledescription="carousel" aria-label={heading ? undefined : label} aria-labelledby={heading ? titleId : undefined}>
      {heading ? <h2 id={titleId}>{label}</h2> : null}
      {body}
      <DeliveryDetailDialog market={market} delivery={open} onClose={() => setOpen(null)} />
    </section>
  );
}
