"use client";

/** The serial-number table (spec 4 §2; issue 16 item 5): the machines of the forms the actor sees, searched on the client. */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { SimpleTable } from "@/components/ui/simple-table";
import { QueryState } from "@/components/providers/query-state";
import { areaKey, useApiQuery } from "@/lib/client/query";
import type { TSerialRow, TSerialTableResponse } from "@/lib/warranty/schemas";

export function matchesSerialSearch(row: TSerialRow, search: string): boolean {
  const s = search.trim().toLowerCase();
  if (!s) return true;
  return [row.SerialNumber, row.ManufactureName, row.Model, row.Customer].some((v) => v.toLowerCase().includes(s));
}

export function SerialTable() {
  const { t } = useTranslation();
  const q = useApiQuery<TSerialTableResponse>(areaKey("warranty", "serials"), "/api/warrantyform/serialnumbers", null, { method: "GET" });
  const [search, setSearch] = useState("");
  return (
    <>
      <FormField
        name="serial-search"
        type="search"
        label={t("warranty.serials.search")}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <QueryState query={q}>
        {(d) => {
          const rows = d.rows.filter((r) => matchesSerialSearch(r, search));
          return (
            <>
              <p aria-live="polite">{t("warranty.serials.count", { shown: rows.length, total: d.rows.length })}</p>
              <SimpleTable
                caption={t("warranty.serials.title")}
                rows={rows}
                getRowId={(r) => r.SerialNumber}
                emptyText={t("warranty.list.empty")}
                stacked
                columns={[
                  { id: "serial", header: t("warranty.columns.serialNumber"), rowHeader: true, cell: (r) => r.SerialNumber },
                  { id: "manufacturer", header: t("warranty.columns.manufacturer"), cell: (r) => r.ManufactureName },
                  { id: "model", header: t("warranty.columns.model"), cell: (r) => r.Model },
                  { id: "customer", header: t("warranty.columns.customer"), cell: (r) => r.Customer },
                  { id: "date", header: t("warranty.columns.submittedOn"), cell: (r) => r.SubmittedOn },
                ]}
              />
            </>
          );
        }}
      </QueryState>
    </>
  );
}
