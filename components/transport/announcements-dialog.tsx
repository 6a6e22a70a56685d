"use client";

/**
 * The announcements (aviseringar) of one transport row (spec 1 §2 "announcements dialog", §7 POST
 * /api/search-transport/get-annoncements, §8): what was sent, when, by SMS or e-mail, to whom, and
 * the announced arrival; 'Aviseringsinformation saknas' when nothing was sent. A failed call closes
 * the dialog and shows an alert.
 */
import { useTranslation } from "@/lib/i18n/react";
import { Modal } from "@/components/ui/modal";
import { Loader } from "@/components/ui/loader";
import { useShellContext } from "@/components/shell/shell-context";
import { customerKey } from "@/lib/client/query";
import { useLoadOnOpen } from "./use-load-on-open";
import type { Market } from "@/lib/market";
import { formatLocalDateTime } from "@/lib/transport/format";
import type { TGetAnnouncementsResponse, TTransportRow } from "@/lib/transport/schemas";

export function AnnouncementsDialog({ market, row, onClose }: { market: Market; row: TTransportRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const customerNumber = useShellContext()?.activeCustomerNumber;
  const { shown, data: reply } = useLoadOnOpen<TTransportRow, TGetAnnouncementsResponse>(
    row,
    (r) => ({
      key: customerKey(customerNumber, "transport", "announcements"),
      path: "/api/search-transport/get-annoncements",
      params: { orderRowId: r.orderRowId },
    }),
    onClose,
  );

  const title = shown ? t("transport.announcements.title", { order: shown.orderNumber, row: shown.rowNumber }) : "";
  return (
    <Modal
      open={row !== null}
      onClose={onClose}
      title={title}
      size="wide"
      footer={
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t("transport.announcements.close")}
        </button>
      }
    >
      {!reply ? (
        <Loader showLabel label={t("transport.announcements.loading")} />
      ) : reply.announcements.length === 0 ? (
        <p className="alert alert--info">{reply.Message ?? t("transport.announcements.missing")}</p>
      ) : (
        <ol className="transport-announcements" aria-label={t("transport.announcements.caption")}>
          {reply.announcements.map((a) => (
            <li key={a.id} className="transport-announcements__item">
              <dl className="transport-announcements__meta">
                <div>
                  <dt>{t("transport.announcements.sent")}</dt>
                  <dd>{formatLocalDateTime(a.sentLocal, market)}</dd>
                </div>
                <div>
                  <dt>{t("transport.announcements.channel")}</dt>
                  <dd>{t(`transport.announcements.channels.${a.channel}`)}</dd>
                </div>
                <div>
                  <dt>{t("transport.announcements.recipient")}</dt>
                  <dd>{a.recipient}</dd>
                </div>
                {a.plannedArrivalLocal ? (
                  <div>
                    <dt>{t("transport.announcements.plannedArrival")}</dt>
                    <dd>{formatLocalDateTime(a.plannedArrivalLocal, market)}</dd>
                  </div>
                ) : null}
              </dl>
              <p className="transport-announcements__message">
                <span className="visually-hidden">{t("transport.announcements.message")}: </span>
                {a.message}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
