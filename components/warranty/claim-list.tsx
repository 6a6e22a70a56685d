"use client";

/**
 * The warranty claims list (spec 4 §2; issue 16 items 2 and 4): status checkboxes in any
 * combination and the list filters, server-paged; a row opens its comments page
 * (comments?id={submissionId}); Excel export with the same filters; admins delete a row (hidden
 * after success).
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useRouter } from "next/navigation";
import { useDialogs } from "@/components/ui/dialogs";
import { SimpleTable } from "@/components/ui/simple-table";
import { QueryState } from "@/components/providers/query-state";
import { areaKey, useApiMutation, useApiQuery, withQuery } from "@/lib/client/query";
import { formatCentsFi, parseHundredths } from "@/lib/warranty/money";
import type { TClaimListResponse, TClaimRow, TStoresResponse } from "@/lib/warranty/schemas";
import { STATUS_KEYS } from "@/lib/warranty/status";
import { ListFilters, filterParams, NO_FILTERS, type Filters } from "./list-filters";
import { Pager } from "./pager";
import "./warranty.css";

const PAGE = 20;
export const COMMENTS_PATH = "/agrodesk/takuut/takuuhakemukset/comments";

export function ClaimList({ stores, isAdmin }: { stores: TStoresResponse; isAdmin: boolean }) {
  const { t } = useTranslation();
  const router = useRouter();
  const dialogs = useDialogs();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [skip, setSkip] = useState(0);
  const [hidden, setHidden] = useState<string[]>([]);
  const params = { ...filterParams(filters, true), skip, take: PAGE };
  const q = useApiQuery<TClaimListResponse>(areaKey("warranty", "claims"), "/api/epiformsdata/warrantyform", params, {
    method: "GET",
    keepPrevious: true,
  });
  const del = useApiMutation<unknown>("/api/epiformsdata/deleteentry");
  const open = (r: TClaimRow) => router.push(`${COMMENTS_PATH}?id=${r.Id}`);

  async function remove(r: TClaimRow) {
    const ok = await dialogs.confirm({
      title: t("warranty.list.deleteTitle"),
      message: t("warranty.list.deleteConfirm", { serial: r.KoneenSarjanumero }),
    });
    if (!ok) return;
    try {
      await del.mutateAsync({ storeId: r.Id });
      setHidden((h) => [...h, r.Id]);
    } catch {
      await dialogs.alert({ title: t("warranty.list.deleteTitle"), message: t("warranty.list.deleteFailed") });
    }
  }

  return (
    <>
      <ListFilters
        stores={stores}
        withStatuses
        onApply={(f) => {
          setFilters(f);
          setSkip(0);
        }}
      />
      <p className="no-print">
        <a className="btn btn--secondary" href={withQuery("/api/epiformsdata/exportwarrantyform", filterParams(filters, true))} download>
          {t("warranty.list.export")}
        </a>
      </p>
      <QueryState query={q}>
        {(d) => (
          <>
            <SimpleTable
              caption={t("warranty.claimList.title")}
              rows={d.rows.filter((r) => !hidden.includes(r.Id))}
              getRowId={(r) => r.Id}
              rowClassName={() => "warranty-row"}
              rowData={(r) => ({ "data-id": r.Id, "data-status": r.Status })}
              emptyText={t("warranty.list.empty")}
              stacked
              columns={[
                {
                  id: "date",
                  header: t("warranty.claimColumns.submittedOn"),
                  rowHeader: true,
                  cell: (r) => (
                    <a href={`${COMMENTS_PATH}?id=${r.Id}`} onClick={(e) => (e.preventDefault(), open(r))}>
                      {r.Paivamaara}
                    </a>
                  ),
                },
                { id: "status", header: t("warranty.claimColumns.status"), cell: (r) => t(STATUS_KEYS[r.Status]) },
                { id: "shop", header: t("warranty.claimColumns.shop"), cell: (r) => r.HuoltoliikkeenNimi.split("$")[0] },
                { id: "serial", header: t("warranty.claimColumns.serialNumber"), cell: (r) => r.KoneenSarjanumero },
                { id: "make", header: t("warranty.claimColumns.makeAndModel"), cell: (r) => r.KoneenMerkkiJaMalli },
                { id: "customer", header: t("warranty.columns.customer"), cell: (r) => `${r.AsiakasEtunimi} ${r.AsiakasSukunimi}` },
                {
                  id: "total",
                  header: t("warranty.claimColumns.total"),
                  align: "end",
                  cell: (r) => `${formatCentsFi(parseHundredths(r.Yhteensa) ?? 0)} €`,
                },
                ...(isAdmin
                  ? [
                      {
                        id: "delete",
                        header: t("warranty.list.actions"),
                        cell: (r: TClaimRow) => (
                          <button type="button" className="btn btn--small btn--danger" onClick={() => void remove(r)}>
                            {t("warranty.list.delete")}
                          </button>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            <Pager total={d.total} skip={skip} take={PAGE} onSkip={setSkip} />
          </>
        )}
      </QueryState>
    </>
  );
}
