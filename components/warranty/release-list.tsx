"use client";

/**
 * The release and warranty form list and the old form data list (spec 4 §2; issue 16 item 2):
 * server-paged with the filters, a row opens the preview dialog, the release list exports to
 * Excel with the same filters, and admins delete an entry (the row is hidden after success).
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { SimpleTable } from "@/components/ui/simple-table";
import { QueryState } from "@/components/providers/query-state";
import { areaKey, useApiMutation, useApiQuery, withQuery } from "@/lib/client/query";
import type { TReleaseListResponse, TReleaseRow, TStoresResponse } from "@/lib/warranty/schemas";
import { ListFilters, filterParams, NO_FILTERS, type Filters } from "./list-filters";
import { Pager } from "./pager";
import { PreviewDialog } from "./preview-dialog";
import "./warranty.css";

const PAGE = 20;

export function ReleaseList({ old, stores, isAdmin }: { old: boolean; stores: TStoresResponse; isAdmin: boolean }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [skip, setSkip] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const [hidden, setHidden] = useState<string[]>([]);
  const params = { ...filterParams(filters, false), skip, take: PAGE };
  const path = old ? "/api/epiformsdata/oldxformdata" : "/api/epiformsdata/releaseandwarrantyform";
  const q = useApiQuery<TReleaseListResponse>(areaKey("warranty", old ? "old" : "release"), path, params, {
    method: "GET",
    keepPrevious: true,
  });
  const del = useApiMutation<unknown>("/api/epiformsdata/deleteentry");

  async function remove(row: TReleaseRow) {
    const ok = await dialogs.confirm({
      title: t("warranty.list.deleteTitle"),
      message: t("warranty.list.deleteConfirm", { serial: row.SerialNumber }),
    });
    if (!ok) return;
    try {
      await del.mutateAsync({ storeId: row.Id });
      setHidden((h) => [...h, row.Id]);
    } catch {
      await dialogs.alert({ title: t("warranty.list.deleteTitle"), message: t("warranty.list.deleteFailed") });
    }
  }

  return (
    <>
      <ListFilters
        stores={stores}
        withStatuses={false}
        onApply={(f) => {
          setFilters(f);
          setSkip(0);
        }}
      />
      {old ? null : (
        <p className="no-print">
          <a
            className="btn btn--secondary"
            href={withQuery("/api/epiformsdata/exportreleaseandwarrantyform", filterParams(filters, false))}
            download
          >
            {t("warranty.list.export")}
          </a>
        </p>
      )}
      <QueryState query={q}>
        {(d) => (
          <>
            <SimpleTable
              caption={t(old ? "warranty.oldList.title" : "warranty.releaseList.title")}
              rows={d.rows.filter((r) => !hidden.includes(r.Id))}
              getRowId={(r) => r.Id}
              rowClassName={() => "warranty-row"}
              rowData={(r) => ({ "data-id": r.Id })}
              emptyText={t("warranty.list.empty")}
              stacked
              columns={[
                {
                  id: "submitted",
                  header: t("warranty.columns.submittedOn"),
                  rowHeader: true,
                  cell: (r) => (
                    <button type="button" className="link-button" onClick={() => setOpen(r.Id)}>
                      {r.SubmittedOn.split(old ? "=" : "/")[0]}
                    </button>
                  ),
                },
                { id: "customer", header: t("warranty.columns.customer"), cell: (r) => `${r.CustomerFirstName} ${r.CustomerLastName}` },
                ...(old
                  ? []
                  : [
                      {
                        id: "business",
                        header: t("warranty.columns.businessName"),
                        cell: (r: TReleaseRow) => r.CustomerBusinessName ?? "",
                      },
                    ]),
                { id: "manufacturer", header: t("warranty.columns.manufacturer"), cell: (r) => r.ManufactureName },
                { id: "model", header: t("warranty.columns.model"), cell: (r) => r.Model },
                { id: "serial", header: t("warranty.columns.serialNumber"), cell: (r) => r.SerialNumber },
                { id: "salesman", header: t("warranty.columns.salesman"), cell: (r) => r.SalesmenName },
                ...(isAdmin
                  ? [
                      {
                        id: "delete",
                        header: t("warranty.list.actions"),
                        cell: (r: TReleaseRow) => (
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
      <PreviewDialog id={open} old={old} onClose={() => setOpen(null)} />
    </>
  );
}
