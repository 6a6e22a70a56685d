"use client";

/**
 * Upcoming deliveries (spec 1 §2 "Upcoming deliveries: carousel with detail", §3, §9 "Carousel 3
 * slides per view"): the customer's coming deliveries as a carousel of 3 slides per view on wide
 * screens and 1 on narrow ones, paged with previous/next buttons or the arrow keys (no autoplay):
 * the shared Carousel (components/ui/carousel.tsx, WAI-ARIA carousel pattern). A slide opens the
 * detail dialog (GET /api/upcoming-deliveries/get-detail). Used on /logistik/kommande-leveranser
 * (deliveries from the page) and on the start page (fetched).
 */
import "./upcoming-deliveries.css";
import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useShellContext } from "@/components/shell/shell-context";
import { QueryState } from "@/components/providers/query-state";
import { Carousel } from "@/components/ui/carousel";
import { customerKey, useApiQuery } from "@/lib/client/query";
import type { Market } from "@/lib/market";
import { formatDay, formatTons } from "@/lib/transport/format";
import type { TUpcomingDeliveriesResponse, TUpcomingDelivery } from "@/lib/upcoming-deliveries/schemas";

/** The detail dialog (React Aria's modal) is loaded when a slide is first opened (decision 093). */
const DeliveryDetailDialog = lazy(() => import("./delivery-detail-dialog").then((m) => ({ default: m.DeliveryDetailDialog })));

/** Slides per view on wide screens (spec 1 §9) and the width from which it applies. */
export const SLIDES_PER_VIEW = 3;
const WIDE = "(min-width: 48em)";

export interface UpcomingDeliveriesProps {
  /** the deliveries, when the page already has them; otherwise they are fetched */
  initial?: TUpcomingDeliveriesResponse;
  /** show an h2 heading (start page); the page has its own h1 */
  heading?: boolean;
}

export function UpcomingDeliveries({ initial, heading = false }: UpcomingDeliveriesProps) {
  const { t } = useTranslation();
  const shell = useShellContext();
  const market: Market = shell?.market ?? "se";
  const customerNumber = shell?.activeCustomerNumber ?? null;
  // the page hands its deliveries over; the start page loads them (for the customer in play)
  const query = useApiQuery<TUpcomingDeliveriesResponse>(
    customerKey(customerNumber, "upcoming-deliveries", "list"),
    "/api/upcoming-deliveries/list",
    null,
    {
      method: "GET",
      enabled: !initial,
      log: "[upcoming-deliveries] list",
    },
  );
  const data = initial ?? query.data;
  const [open, setOpen] = useState<TUpcomingDelivery | null>(null);
  // mounted from the first opening on, so it can fade out when closed
  const [dialogWanted, setDialogWanted] = useState(false);
  const titleId = useId();

  const deliveries = data?.deliveries ?? [];
  const label = t("transport.upcoming.carousel");
  let fallback = null;
  if (!data) {
    fallback = (
      <QueryState query={query} loading={t("transport.upcoming.loading")} errorText="transport.upcoming.failed">
        {() => null}
      </QueryState>
    );
  } else if (!data.customerNumber) {
    fallback = <p className="alert alert--info">{t("transport.upcoming.noCustomer")}</p>;
  } else if (deliveries.length === 0) {
    fallback = <p className="upcoming__empty">{t("transport.upcoming.empty")}</p>;
  }

  return (
    <Carousel
      className="upcoming"
      items={data?.customerNumber ? deliveries : []}
      getKey={(d) => `${d.orderNo}-${d.orderLine}`}
      label={heading ? undefined : label}
      labelledBy={heading ? titleId : undefined}
      header={heading ? <h2 id={titleId}>{label}</h2> : null}
      perView={{ narrow: 1, wide: SLIDES_PER_VIEW, query: WIDE }}
      previousLabel={t("transport.upcoming.previous")}
      nextLabel={t("transport.upcoming.next")}
      slideLabel={(index, count) => t("transport.upcoming.slide", { index, count })}
      status={(first, last, count) =>
        last - first === 1
          ? t("transport.upcoming.showingOne", { index: first + 1, count })
          : t("transport.upcoming.showing", { from: first + 1, to: last, count })
      }
      fallback={fallback}
      renderSlide={(d) => (
        <button
          type="button"
          className="upcoming__card"
          onClick={() => {
            setDialogWanted(true);
            setOpen(d);
          }}
        >
          <span className="upcoming__date">{formatDay(d.planedDeliveryDate, market)}</span>
          <span className="upcoming__item">{d.itemName ?? d.itemNumber ?? t("transport.upcoming.noItem")}</span>
          <span className="upcoming__qty">{t("transport.tons", { value: formatTons(d.orderQuantity, market) })}</span>
          <span className={`upcoming__direction upcoming__direction--${d.isFromCustomer ? "in" : "out"}`}>
            {t(d.isFromCustomer ? "transport.upcoming.fromCustomer" : "transport.upcoming.toCustomer", {
              warehouse: d.warehouseName ?? d.warehouse ?? "",
            })}
          </span>
          {d.container ? (
            <span className="upcoming__container">{t("transport.upcoming.container", { container: d.container })}</span>
          ) : null}
          <span className="upcoming__order">{t("transport.upcoming.orderLine", { order: d.orderNo, line: d.orderLine })}</span>
          <span className="upcoming__more">{t("transport.upcoming.open")}</span>
        </button>
      )}
    >
      {dialogWanted ? (
        <Suspense fallback={null}>
          <DeliveryDetailDialog market={market} delivery={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </Carousel>
  );
}
