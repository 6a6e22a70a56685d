"use client";

/**
 * The calculated delivery fee: the total first, then the fee per ton, how it adds up
 * (quantity × fee per ton, plus the raise to the minimum fee), what it was calculated for, and —
 * for internal staff only, when the server sent them — the fee row's internal details.
 */
import { useId } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { SimpleTable } from "@/components/ui/simple-table";
import { formatMoney, formatQuantity } from "@/lib/delivery-fee/format";
import type { TCalculateDeliveryFeeResponse } from "@/lib/delivery-fee/schemas";
import type { Market } from "@/lib/market";
import { formatDate } from "@/lib/market/format";

export function DeliveryFeeResult({ result, market }: { result: TCalculateDeliveryFeeResponse; market: Market }) {
  const { t } = useTranslation();
  const headingId = useId();
  const internalId = useId();
  const money = (n: number) => formatMoney(n, result.currency, market);
  const tons = (n: number) => formatQuantity(n, market);
  const date = formatDate(`${result.deliveryDate}T12:00:00Z`, market);
  const a = result.deliveryAddress;

  const details = (
    <dl className="fee-result__details">
      <dt>{t("deliveryFee.result.quantity")}</dt>
      <dd>{t("deliveryFee.result.tons", { quantity: tons(result.quantity) })}</dd>
      <dt>{t("deliveryFee.result.lorryType")}</dt>
      <dd>{result.lorryType.name}</dd>
      <dt>{t("deliveryFee.result.deliveryAddress")}</dt>
      <dd>{`${a.name}, ${a.address}, ${a.zipCode} ${a.city}`}</dd>
      <dt>{t("deliveryFee.result.distance")}</dt>
      <dd>
        {a.nearestFacility
          ? t("deliveryFee.result.distanceTo", { distance: formatQuantity(result.distanceKm, market), facility: a.nearestFacility })
          : t("deliveryFee.result.distanceKm", { distance: formatQuantity(result.distanceKm, market) })}
      </dd>
      <dt>{t("deliveryFee.result.zone")}</dt>
      <dd>{result.zone?.name ?? t("deliveryFee.result.none")}</dd>
      <dt>{t("deliveryFee.result.deliveryDate")}</dt>
      <dd>{date}</dd>
      <dt>{t("deliveryFee.result.item")}</dt>
      <dd>{`${result.item.name} (${result.item.itemId})`}</dd>
      {result.sort ? (
        <>
          <dt>{t("deliveryFee.result.sort")}</dt>
          <dd>{result.sort}</dd>
        </>
      ) : null}
    </dl>
  );

  if (!result.found) {
    return (
      <section className="fee-result fee-result--empty" aria-labelledby={headingId}>
        <h3 id={headingId}>{t("deliveryFee.result.heading")}</h3>
        <p className="alert alert--info">
          {result.reason === "noZone"
            ? t("deliveryFee.result.noZone", { distance: formatQuantity(result.distanceKm, market) })
            : t("deliveryFee.result.noFee")}
        </p>
        {details}
      </section>
    );
  }

  const perTon = (n: number) => t("deliveryFee.result.perTon", { amount: money(n) });
  return (
    <section className="fee-result" aria-labelledby={headingId}>
      <h3 id={headingId}>{t("deliveryFee.result.heading")}</h3>
      <p className="fee-result__total">
        <span>{t("deliveryFee.result.total")}</span>
        <strong data-testid="fee-total">{money(result.total)}</strong>
      </p>
      <p className="fee-result__per-ton">
        {t("deliveryFee.result.feePerTon")}: <strong>{perTon(result.feePerTon)}</strong>
        {result.minimumApplied ? (
          <>
            {" · "}
            {t("deliveryFee.result.effectiveFeePerTon")}: <strong>{perTon(result.effectiveFeePerTon)}</strong>
          </>
        ) : null}
      </p>
      {result.minimumApplied && result.minimumFee !== null ? (
        <p className="alert alert--info">{t("deliveryFee.result.minimumApplied", { minimum: money(result.minimumFee) })}</p>
      ) : null}
      <div className="fee-result__breakdown">
        <SimpleTable
          caption={t("deliveryFee.result.breakdown")}
          showCaption
          head={false}
          rows={result.breakdown}
          getRowId={(line) => line.kind}
          columns={[
            {
              id: "line",
              header: null,
              rowHeader: true,
              cell: (line) =>
                line.kind === "perTon"
                  ? t("deliveryFee.result.linePerTon", { quantity: tons(line.quantity), fee: money(line.feePerTon) })
                  : t("deliveryFee.result.lineMinimum", { minimum: money(line.minimumFee) }),
            },
            { id: "amount", header: null, cell: (line) => money(line.amount) },
          ]}
          footer={
            <tr>
              <th scope="row">{t("deliveryFee.result.total")}</th>
              <td>{money(result.total)}</td>
            </tr>
          }
        />
      </div>
      {details}
      {result.internal ? (
        <section className="fee-result__internal" aria-labelledby={internalId}>
          <h4 id={internalId}>{t("deliveryFee.result.internal")}</h4>
          <dl className="fee-result__details">
            <dt>{t("deliveryFee.result.feeId")}</dt>
            <dd>{result.internal.feeId}</dd>
            <dt>{t("deliveryFee.result.validity")}</dt>
            <dd>
              {t("deliveryFee.result.validFromTo", {
                from: formatDate(`${result.internal.validFrom}T12:00:00Z`, market),
                to: result.internal.validTo
                  ? formatDate(`${result.internal.validTo}T12:00:00Z`, market)
                  : t("deliveryFee.result.untilFurther"),
              })}
            </dd>
            <dt>{t("deliveryFee.result.band")}</dt>
            <dd>
              {result.internal.maxTons === null
                ? t("deliveryFee.result.bandFrom", { min: tons(result.internal.minTons) })
                : t("deliveryFee.result.bandFromTo", { min: tons(result.internal.minTons), max: tons(result.internal.maxTons) })}
            </dd>
            <dt>{t("deliveryFee.result.costPerTon")}</dt>
            <dd>{result.internal.costPerTon === null ? t("deliveryFee.result.none") : perTon(result.internal.costPerTon)}</dd>
            <dt>{t("deliveryFee.result.marginPerTon")}</dt>
            <dd>{result.internal.marginPerTon === null ? t("deliveryFee.result.none") : perTon(result.internal.marginPerTon)}</dd>
          </dl>
        </section>
      ) : null}
    </section>
  );
}
