"use client";

/**
 * The detail of one upcoming delivery (spec 1 §7 GET /api/upcoming-deliveries/get-detail with
 * orderNo, orderLine, itemName, orderQuantity, warehouse, container, planedDeliveryDate,
 * isFromCustomer). The slide's values show at once; the server's reply (read again from the order
 * line) replaces them and adds the bookings and, for a purchase order, the link to book a time.
 * A failed call closes the dialog and shows an alert (spec 1 §8).
 */
import { NavLink } from "@/components/shell/nav-link";
import { useTranslation } from "@/lib/i18n/react";
import { Modal } from "@/components/ui/modal";
import { Loader } from "@/components/ui/loader";
import { useShellContext } from "@/components/shell/shell-context";
import { useLoadOnOpen } from "@/components/transport/use-load-on-open";
import { customerKey } from "@/lib/client/query";
import type { Market } from "@/lib/market";
import { formatDay, formatLocalTime, formatTons } from "@/lib/transport/format";
import type { TUpcomingDelivery, TUpcomingDeliveryDetail } from "@/lib/upcoming-deliveries/schemas";

export function detailUrl(d: TUpcomingDelivery): string {
  const q = new URLSearchParams({
    orderNo: d.orderNo,
    orderLine: String(d.orderLine),
    itemName: d.itemName ?? "",
    orderQuantity: String(d.orderQuantity),
    warehouse: d.warehouse ?? "",
    container: d.container ?? "",
    planedDeliveryDate: d.planedDeliveryDate,
    isFromCustomer: String(d.isFromCustomer),
  });
  return `/api/upcoming-deliveries/get-detail?${q.toString()}`;
}

export function DeliveryDetailDialog({
  market,
  delivery,
  onClose,
}: {
  market: Market;
  delivery: TUpcomingDelivery | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const customerNumber = useShellContext()?.activeCustomerNumber;
  const { shown, data: detail } = useLoadOnOpen<TUpcomingDelivery, TUpcomingDeliveryDetail>(
    delivery,
    (d) => ({ key: customerKey(customerNumber, "upcoming-deliveries", "detail"), path: detailUrl(d), method: "GET" }),
    onClose,
  );

  const d: TUpcomingDelivery | TUpcomingDeliveryDetail | null = detail ?? shown;
  const yesNo = (v: boolean) => t(v ? "transport.upcoming.detail.yes" : "transport.upcoming.detail.no");
  return (
    <Modal
      open={delivery !== null}
      onClose={onClose}
      title={d ? t("transport.upcoming.detail.title", { order: d.orderNo, line: d.orderLine }) : ""}
      size="wide"
      footer={
        <>
          {detail?.bookingUrl ? (
            <NavLink className="btn" href={detail.bookingUrl}>
              {t("transport.upcoming.detail.book")}
            </NavLink>
          ) : null}
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t("transport.upcoming.detail.close")}
          </button>
        </>
      }
    >
      {d ? (
        <div className="upcoming-detail">
          <dl className="upcoming-detail__facts">
            <dt>{t("transport.upcoming.detail.order")}</dt>
            <dd>{t("transport.upcoming.orderLine", { order: d.orderNo, line: d.orderLine })}</dd>
            <dt>{t("transport.upcoming.detail.kind")}</dt>
            <dd>{t(`transport.upcoming.kinds.${d.orderKind}`)}</dd>
            {detail ? (
              <>
                <dt>{t("transport.upcoming.detail.customer")}</dt>
                <dd>{`${detail.customerNumber} ${detail.customerName}`}</dd>
              </>
            ) : null}
            <dt>{t("transport.upcoming.detail.item")}</dt>
            <dd>{d.itemName ?? d.itemNumber ?? t("transport.upcoming.noItem")}</dd>
            <dt>{t("transport.upcoming.detail.quantity")}</dt>
            <dd>{t("transport.tons", { value: formatTons(d.orderQuantity, market) })}</dd>
            <dt>{t("transport.upcoming.detail.warehouse")}</dt>
            <dd>{d.warehouseName ?? d.warehouse ?? "–"}</dd>
            <dt>{t("transport.upcoming.detail.container")}</dt>
            <dd>{d.container ?? "–"}</dd>
            <dt>{t("transport.upcoming.detail.date")}</dt>
            <dd>{formatDay(d.planedDeliveryDate, market)}</dd>
            <dt>{t("transport.upcoming.detail.direction")}</dt>
            <dd>{t(d.isFromCustomer ? "transport.upcoming.directionFromCustomer" : "transport.upcoming.directionToCustomer")}</dd>
            {detail ? (
              <>
                <dt>{t("transport.upcoming.detail.torkat")}</dt>
                <dd>{yesNo(detail.torkat)}</dd>
                <dt>{t("transport.upcoming.detail.sort")}</dt>
                <dd>{detail.sort ?? "–"}</dd>
                {detail.isFromCustomer ? (
                  <>
                    <dt>{t("transport.upcoming.detail.assurance")}</dt>
                    <dd>
                      {t(
                        detail.deliveryAssuranceConfirmed
                          ? "transport.upcoming.detail.confirmed"
                          : "transport.upcoming.detail.notConfirmed",
                      )}
                    </dd>
                  </>
                ) : null}
              </>
            ) : null}
          </dl>
          {detail ? (
            <section className="upcoming-detail__bookings" aria-labelledby="upcoming-detail-bookings">
              <h3 id="upcoming-detail-bookings">{t("transport.upcoming.detail.bookings")}</h3>
              {detail.bookings.length === 0 ? (
                <p>{t("transport.upcoming.detail.noBookings")}</p>
              ) : (
                <ul>
                  {detail.bookings.map((b) => (
                    <li key={b.ReservationId}>
                      {t("transport.upcoming.detail.booking", {
                        date: formatDay(b.ReservationDate, market),
                        from: formatLocalTime(b.From, market),
                        to: formatLocalTime(b.To, market),
                        group: b.ResourceGroupName,
                      })}
                      {b.LicensePlateNo ? `, ${t("transport.upcoming.detail.plate", { plate: b.LicensePlateNo })}` : null}
                      {!b.IsBooked ? ` (${t("transport.upcoming.detail.delivered")})` : null}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : (
            <Loader showLabel label={t("transport.upcoming.detail.loading")} />
          )}
        </div>
      ) : null}
    </Modal>
  );
}
