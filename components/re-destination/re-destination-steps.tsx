"use client";

/** The last two steps of the re-destination: the review before "Genomför" and the receipt. */
import { useTranslation } from "@/lib/i18n/react";
import { SubmitButton } from "@/components/ui/submit-button";
import type { Market } from "@/lib/market";
import { formatDate, formatDateTime } from "@/lib/market/format";
import type { ReDestinationReceipt, ReDestinationReview } from "@/lib/re-destination/schemas";
import { ChangesTable } from "./changes-table";

const dayOf = (market: Market) => (iso: string) => formatDate(`${iso}T12:00:00Z`, market);

export function ReviewStep({
  market,
  review,
  busy,
  onBack,
  onApply,
}: {
  market: Market;
  review: ReDestinationReview;
  busy: boolean;
  onBack: () => void;
  onApply: () => void;
}) {
  const { t } = useTranslation();
  const day = dayOf(market);
  const cancelCount = new Set(review.changes.flatMap((c) => c.bookingsToCancel.map((b) => b.reservationId))).size;
  return (
    <section className="card redest-card" aria-labelledby="redest-review-title">
      <h2 id="redest-review-title">{t("reDestination.review.heading")}</h2>
      <p>{t("reDestination.review.intro")}</p>
      <dl className="redest-summary">
        <dt>{t("reDestination.stepOne.warehouse")}</dt>
        <dd>{review.warehouse.name}</dd>
        <dt>{t("reDestination.stepOne.deliveryDate")}</dt>
        <dd>{day(review.deliveryDate)}</dd>
        <dt>{t("reDestination.review.lorryType")}</dt>
        <dd>{review.lorryType.name}</dd>
        {review.reason ? (
          <>
            <dt>{t("reDestination.review.reason")}</dt>
            <dd>{t(`reDestination.reasons.${review.reason}`)}</dd>
          </>
        ) : null}
        {review.note ? (
          <>
            <dt>{t("reDestination.review.note")}</dt>
            <dd>{review.note}</dd>
          </>
        ) : null}
      </dl>
      <ChangesTable
        market={market}
        caption={t("reDestination.review.caption")}
        changes={review.changes}
        cancelledLabel={t("reDestination.review.bookingsCancelled")}
      />
      {cancelCount ? <p className="alert alert--warning">{t("reDestination.review.bookingsWarning", { count: cancelCount })}</p> : null}
      <form
        className="redest-form__actions"
        onSubmit={(e) => {
          e.preventDefault();
          onApply();
        }}
      >
        <button type="button" className="btn btn--secondary" onClick={onBack} disabled={busy}>
          {t("reDestination.review.back")}
        </button>
        <SubmitButton pending={busy} pendingText={t("reDestination.review.applying")}>
          {t("reDestination.review.apply")}
        </SubmitButton>
      </form>
    </section>
  );
}

export function ReceiptStep({ market, receipt, onNewSearch }: { market: Market; receipt: ReDestinationReceipt; onNewSearch: () => void }) {
  const { t } = useTranslation();
  const day = dayOf(market);
  return (
    <section className="card redest-card" aria-labelledby="redest-receipt-title">
      <h2 id="redest-receipt-title">{t("reDestination.receipt.heading")}</h2>
      {receipt.repeated ? <p className="alert alert--info">{t("reDestination.receipt.repeated")}</p> : null}
      <p role="status">
        {t("reDestination.receipt.summary", {
          count: receipt.changes.length,
          warehouse: receipt.warehouse.name,
          date: day(receipt.deliveryDate),
        })}
      </p>
      <p>{t("reDestination.receipt.appliedBy", { name: receipt.appliedBy, at: formatDateTime(receipt.appliedAt, market) })}</p>
      <dl className="redest-summary">
        <dt>{t("reDestination.review.lorryType")}</dt>
        <dd>{receipt.lorryType.name}</dd>
        {receipt.reason ? (
          <>
            <dt>{t("reDestination.review.reason")}</dt>
            <dd>{t(`reDestination.reasons.${receipt.reason}`)}</dd>
          </>
        ) : null}
        {receipt.note ? (
          <>
            <dt>{t("reDestination.review.note")}</dt>
            <dd>{receipt.note}</dd>
          </>
        ) : null}
      </dl>
      <ChangesTable
        market={market}
        caption={t("reDestination.receipt.caption")}
        changes={receipt.changes}
        cancelledLabel={t("reDestination.receipt.cancelled")}
      />
      {receipt.notified ? <p>{t("reDestination.receipt.notified", { count: receipt.notified })}</p> : null}
      <div className="redest-form__actions">
        <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
          {t("reDestination.receipt.print")}
        </button>
        <button type="button" className="btn" onClick={onNewSearch}>
          {t("reDestination.receipt.newSearch")}
        </button>
      </div>
    </section>
  );
}
