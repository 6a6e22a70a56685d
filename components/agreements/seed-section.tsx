"use client";

/**
 * The seed section of My agreements (spec 1 §2, §4): a year filter (getseedagreements), rows whose
 * connected agreements load when a row first opens; the `toggle` row opens at once.
 */
import type { QueryResult } from "@/lib/client/query";
import { useId, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { SimpleTable } from "@/components/ui/simple-table";
import type { TAgreementRow, TConnectedSeedResponse, TSeedSectionResponse, TSeedYearResponse } from "@/lib/agreements/schemas";
import { useAgreements, useAgreementsQuery, useQuantity } from "./agreements-context";
import { AgreementFacts, AgreementRow, InternalFacts, SectionMessage, StatusBadge, usePrice, ViewAgreementButton } from "./agreement-parts";
import { DetailBody, FilteredList, List, RowActions, SectionBody, usePopup, type Popup } from "./section-parts";

function ConnectedSeed({ query }: { query: QueryResult<TConnectedSeedResponse> }) {
  const { t } = useTranslation();
  const qty = useQuantity();
  const price = usePrice();
  return (
    <DetailBody query={query}>
      {(data) =>
        data.agreements.length === 0 ? (
          <p className="agr-empty">{t("agreements.seed.noConnected")}</p>
        ) : (
          <>
            <div data-connected-to={data.agreementNumber}>
              <SimpleTable
                caption={t("agreements.seed.connectedTitle")}
                className="agr-table"
                rows={data.agreements}
                getRowId={(c) => c.agreementNumber}
                columns={[
                  { id: "number", header: t("agreements.fields.agreementNumber"), cell: (c) => c.agreementNumber },
                  { id: "type", header: t("agreements.fields.agreementType"), cell: (c) => t(`agreements.types.${c.agreementType}`) },
                  { id: "status", header: t("agreements.fields.status"), cell: (c) => <StatusBadge status={c.status} /> },
                  { id: "total", header: t("agreements.fields.totalQuantity"), className: "num", cell: (c) => qty(c.TotalQuantity) },
                  {
                    id: "accepted",
                    header: t("agreements.fields.acceptedQuantity"),
                    className: "num",
                    cell: (c) => qty(c.acceptedQuantity),
                  },
                  { id: "price", header: t("agreements.fields.price"), className: "num", cell: (c) => price(c.price, c.currency, c.unit) },
                  { id: "actions", header: t("agreements.weighIn.actions"), cell: (c) => <ViewAgreementButton row={c} /> },
                ]}
              />
            </div>
            <p className="agr-total">{t("agreements.seed.connectedTotal", { quantity: qty(data.TotalQuantity) })}</p>
          </>
        )
      }
    </DetailBody>
  );
}

function SeedRow({ row, toggled, onPopup }: { row: TAgreementRow; toggled: boolean; onPopup: (p: Popup) => void }) {
  const { t } = useTranslation();
  const { pageId, customerNumber } = useAgreements();
  // the connected agreements load when the row first opens (a toggled row opens at once)
  const [opened, setOpened] = useState(false);
  const connected = useAgreementsQuery<TConnectedSeedResponse>(
    `connected seed agreements ${row.agreementNumber}`,
    "/api/seedagreement/getconnectedseedagreements",
    { agreementNumber: row.agreementNumber, pageId, acceptedQuantity: "", activeCustomerNumber: customerNumber },
    { variant: true, enabled: opened },
  );
  return (
    <AgreementRow row={row} defaultOpen={toggled} onFirstOpen={() => setOpened(true)}>
      <AgreementFacts row={row} />
      <InternalFacts internal={row.internal} />
      <RowActions row={row} onPopup={onPopup} />
      <h4>{t("agreements.seed.connectedTitle")}</h4>
      <ConnectedSeed query={connected} />
    </AgreementRow>
  );
}

function SeedList({ rows, toggle, onPopup }: { rows: TAgreementRow[]; toggle: string | null; onPopup: (p: Popup) => void }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <SectionMessage kind="empty">{t("agreements.seed.empty")}</SectionMessage>;
  return (
    <List>
      {rows.map((row) => (
        <SeedRow key={row.agreementNumber} row={row} toggled={toggle === row.agreementNumber} onPopup={onPopup} />
      ))}
    </List>
  );
}

/** The agreements of another year than the section's own. */
function SeedYear({ year, toggle, onPopup }: { year: number; toggle: string | null; onPopup: (p: Popup) => void }) {
  const { pageId, customerNumber } = useAgreements();
  const query = useAgreementsQuery<TSeedYearResponse>(
    `seed year ${year}`,
    "/api/seedagreement/getseedagreements",
    { selectedvalue: year, pageId, activeCustomerNumber: customerNumber },
    { variant: true },
  );
  return <FilteredList query={query}>{(data) => <SeedList rows={data.agreements} toggle={toggle} onPopup={onPopup} />}</FilteredList>;
}

export function SeedSection({ toggle }: { toggle: string | null }) {
  const { t } = useTranslation();
  const { pageId, customerNumber } = useAgreements();
  const selectId = useId();
  const { open, popups } = usePopup();
  // a year chosen in the dropdown; null: the section's own (selectedYear)
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const query = useAgreementsQuery<TSeedSectionResponse>(
    "seed section",
    "/api/myagreements/seed",
    { pageId, activeCustomerNumber: customerNumber, ...(toggle ? { agreementNumber: toggle } : {}) },
    { variant: true },
  );
  return (
    <SectionBody query={query}>
      {(section) => (
        <>
          {section.years.length > 0 ? (
            <div className="agr-filter">
              <label htmlFor={selectId}>{t("agreements.seed.year")}</label>
              <select
                id={selectId}
                value={chosenYear ?? section.selectedYear ?? ""}
                onChange={(e) => setChosenYear(Number(e.target.value))}
              >
                {section.years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {chosenYear === null ? (
            <SeedList rows={section.agreements} toggle={toggle} onPopup={open} />
          ) : (
            <SeedYear year={chosenYear} toggle={toggle} onPopup={open} />
          )}
          {popups}
        </>
      )}
    </SectionBody>
  );
}
