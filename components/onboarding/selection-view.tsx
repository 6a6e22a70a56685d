"use client";

/**
 * Staff's selection page (spec 3 §2, §5 "Selection page"; decision 078): the search form is
 * blocked while no checkbox is checked (the button is disabled and a submit does nothing); the
 * result lists the market's customers in the checked states.
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { QueryState } from "@/components/providers/query-state";
import { areaKey, useApiQuery } from "@/lib/client/query";
import { canSearch, SELECTION_BOXES, type Selection } from "@/lib/onboarding/selection-rules";
import type { TSelectionResponse } from "@/lib/onboarding/selection";
import { TableScroll } from "@/components/ui/table-scroll";

export function SelectionView() {
  const { t } = useTranslation();
  const [boxes, setBoxes] = useState<Selection>({ activated: false, notActivated: false, inactive: false });
  const [query, setQuery] = useState("");
  const [params, setParams] = useState<(Selection & { query: string }) | null>(null);
  const result = useApiQuery<TSelectionResponse>(areaKey("onboarding", "selection", params), "/api/onboarding/customer-selection", params, {
    method: "GET",
    enabled: params !== null,
  });
  const allowed = canSearch(boxes);
  return (
    <>
      <form
        aria-label={t("onboarding.selection.title")}
        onSubmit={(e) => {
          e.preventDefault();
          if (!allowed) return;
          setParams({ ...boxes, query: query.trim() });
        }}
      >
        <fieldset>
          <legend>{t("onboarding.selection.states")}</legend>
          {SELECTION_BOXES.map((b) => (
            <label key={b} className="check">
              <input type="checkbox" checked={boxes[b]} onChange={(e) => setBoxes((s) => ({ ...s, [b]: e.target.checked }))} />{" "}
              {t(`onboarding.selection.${b}`)}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="selection-query">{t("onboarding.selection.query")}</label>
          <input id="selection-query" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        {allowed ? null : <p className="field-hint">{t("onboarding.selection.noneChecked")}</p>}
        <button type="submit" className="btn" disabled={!allowed}>
          {t("onboarding.selection.search")}
        </button>
      </form>
      {params ? (
        <QueryState query={result}>
          {(data) =>
            data.customers.length === 0 ? (
              <p>{t("onboarding.selection.empty")}</p>
            ) : (
              <TableScroll label={t("onboarding.selection.result")}>
                <table className="table" aria-label={t("onboarding.selection.result")}>
                  <thead>
                    <tr>
                      <th scope="col">{t("onboarding.selection.customerNumber")}</th>
                      <th scope="col">{t("onboarding.selection.name")}</th>
                      <th scope="col">{t("onboarding.selection.organisationNumber")}</th>
                      <th scope="col">{t("onboarding.selection.state")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.customers.map((c) => (
                      <tr key={c.customerNumber}>
                        <td>{c.customerNumber}</td>
                        <td>
                          {c.parentCustomerNumber
                            ? t("onboarding.selection.subOf", { name: c.name, parent: c.parentCustomerNumber })
                            : c.name}
                        </td>
                        <td>{c.organisationNumber ?? ""}</td>
                        <td>{t(`onboarding.selection.${!c.active ? "inactive" : c.activated ? "activated" : "notActivated"}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )
          }
        </QueryState>
      ) : null}
      {params && result.data?.limited ? <p>{t("onboarding.selection.limited")}</p> : null}
    </>
  );
}
