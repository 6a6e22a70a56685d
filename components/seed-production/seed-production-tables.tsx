"use client";

/**
 * The seed production tables for staff (issue 14 item 7, decision 066): growers, fields, varieties
 * and lots as tabs, each a data table fed page by page by /api/seed-production/{table} (sorting,
 * paging, page size remembered per table), a search over the table's text columns and an Excel
 * export of what the search finds, in the same order. Titles and words follow the page's language.
 */
import "./seed-production.css";
import { useMemo, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { Tabs } from "@/components/ui/tabs";
import type { Market } from "@/lib/market";
import { formatDate } from "@/lib/market/format";
import { DEFAULT_SORT, SEED_COLUMNS, SEED_TABLES, seedTableId, type SeedTable } from "@/lib/seed-production/columns";
import type { TableQueryState } from "@/lib/ui/table-state";

type Row = Record<string, string | number | boolean | null>;
type FirstPage = { state: TableQueryState; rows: Row[]; total: number };

/** `growers`: the first tab's page as the server read it (shown at once, no loader). */
export function SeedProductionTables({ market, growers }: { market: Market; growers?: FirstPage }) {
  const { t } = useTranslation();
  const [table, setTable] = useState<SeedTable>("growers");
  return (
    <div className="seed-production">
      <Tabs
        label={t("seedProduction.tablesLabel")}
        selectedId={table}
        onChange={(id) => setTable(id as SeedTable)}
        tabs={SEED_TABLES.map((name) => ({
          id: name,
          label: t(`seedProduction.tables.${name}`),
          content: <SeedTableView table={name} market={market} first={name === "growers" ? growers : undefined} />,
        }))}
      />
    </div>
  );
}

function SeedTableView({ table, market, first }: { table: SeedTable; market: Market; first?: FirstPage }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const locale = i18n.language === "fi" ? "fi-FI" : "sv-SE";

  const columns = useMemo<ColumnDef<Row>[]>(
    () =>
      SEED_COLUMNS[table].map((c) => ({
        id: c.key,
        accessorKey: c.key,
        header: t(`seedProduction.columns.${table}.${c.key}`),
        enableSorting: true,
        meta: c.kind === "number" ? { align: "end" as const } : undefined,
        cell: ({ getValue }) => {
          const v = getValue() as Row[string];
          if (v === null || v === undefined || v === "") return "";
          if (c.kind === "boolean") return t(v ? "seedProduction.yes" : "seedProduction.no");
          if (c.kind === "status") return t(`seedProduction.status.${String(v)}`);
          if (c.kind === "date") return formatDate(String(v), market);
          if (c.kind === "number" && typeof v === "number") return v.toLocaleString(locale);
          return String(v);
        },
      })),
    [table, t, market, locale],
  );
  const search = new URLSearchParams({ q }).toString();
  return (
    <>
      <form
        className="seed-production-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(text.trim());
        }}
      >
        <label htmlFor={`seed-search-${table}`}>{t("seedProduction.search")}</label>
        <input id={`seed-search-${table}`} type="search" value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className="btn btn--secondary">
          {t("seedProduction.searchButton")}
        </button>
        <a className="btn btn--secondary" href={`/api/seed-production/${table}/export?${search}`} download>
          {t("seedProduction.export")}
        </a>
      </form>
      <DataTable<Row>
        id={seedTableId(table)}
        columns={columns}
        caption={t(`seedProduction.tables.${table}`)}
        source={`/api/seed-production/${table}?${search}`}
        reloadKey={q}
        defaultSort={{ id: DEFAULT_SORT[table], dir: "asc" }}
        initialPage={first}
        emptyText={q ? t("seedProduction.noHits", { q }) : t("seedProduction.empty")}
        getRowId={(row) => String(row.id)}
      />
    </>
  );
}
