"use client";

/** The grain section of My agreements (spec 1 §2, §4): its agreements with lines, deliveries and the weigh-in popup. */
import { useTranslation } from "@/lib/i18n/react";
import { SimpleTable } from "@/components/ui/simple-table";
import { formatDay } from "@/lib/agreements/format";
import type { TGrainAgreementRow, TGrainSectionResponse } from "@/lib/agreements/schemas";
import { useAgreements, useAgreementsQuery, useQuantity } from "./agreements-context";
import { AgreementFacts, AgreementRow, InternalFacts, LinesTable, SectionMessage } from "./agreement-parts";
import { List, RowActions, SectionBody, usePopup, type Popup } from "./section-parts";

function GrainDetails({ row, onPopup }: { row: TGrainAgreementRow; onPopup: (p: Popup) => void }) {
  const { t } = useTranslation();
  const { market } = useAgreements();
  const qty = useQuantity();
  return (
    <>
      <AgreementFacts row={row} />
      <InternalFacts internal={row.internal} />
      <RowActions row={row} onPopup={onPopup} />
      <h4>{t("agreements.grain.lines")}</h4>
      <LinesTable lines={row.lines} currency={row.currency} caption={t("agreements.grain.lines")} />
      <h4>{t("agreements.grain.deliveries")}</h4>
      {row.deliveries.length === 0 ? (
        <p className="agr-empty">{t("agreements.grain.noDeliveries")}</p>
      ) : (
        <SimpleTable
          caption={t("agreements.grain.deliveries")}
          className="agr-table"
          rows={row.deliveries}
          getRowId={(d) => `${d.date}${d.sort}`}
          columns={[
            { id: "date", header: t("agreements.weighIn.date"), cell: (d) => formatDay(d.date, market) },
            { id: "sort", header: t("agreements.fields.sort"), cell: (d) => d.sort ?? "" },
            { id: "loads", header: t("agreements.grain.loads"), className: "num", cell: (d) => d.loads },
            { id: "net", header: t("agreements.grain.net"), className: "num", cell: (d) => qty(d.netKg / 1000) },
            { id: "settled", header: t("agreements.grain.settled"), className: "num", cell: (d) => qty(d.settledKg / 1000) },
            {
              id: "actions",
              header: t("agreements.weighIn.actions"),
              cell: (d) => (
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  onClick={() => onPopup({ kind: "weighIn", agreementNumber: row.agreementNumber, date: d.date, sort: d.sort })}
                >
                  {t("agreements.grain.moreInfo")}
                  <span className="visually-hidden"> {formatDay(d.date, market)}</span>
                </button>
              ),
            },
          ]}
        />
      )}
    </>
  );
}

export function GrainSection() {
  const { t } = useTranslation();
  const { pageId, customerNumber } = useAgreements();
  const { open, popups } = usePopup();
  const query = useAgreementsQuery<TGrainSectionResponse>(
    "grain section",
    "/api/myagreements/grain",
    { pageId, activeCustomerNumber: customerNumber },
    { variant: true },
  );
  return (
    <SectionBody query={query}>
      {(data) => (
        <>
          {data.agreements.length === 0 ? (
            <SectionMessage kind="empty">{t("agreements.grain.empty")}</SectionMessage>
          ) : (
            <List>
              {data.agreements.map((row) => (
                <AgreementRow key={row.agreementNumber} row={row}>
                  <GrainDetails row={row} onPopup={open} />
                </AgreementRow>
              ))}
            </List>
          )}
          {popups}
        </>
      )}
    </SectionBody>
  );
}
