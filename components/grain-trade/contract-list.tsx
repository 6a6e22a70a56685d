"use client";

/**
 * The contract list for store staff and admins (spec 4 §2; issue 15 item 6): a server-paged table
 * searched by text and creation dates (yy-mm-dd), with the Excel export of the same search
 * (GET /api/graintrade/exportcontracts, skip 0, take 1000).
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { SimpleTable } from "@/components/ui/simple-table";
import { SubmitButton } from "@/components/ui/submit-button";
import { areaKey, useApiQuery, withQuery } from "@/lib/client/query";
import { CONTRACT_PAGE_SIZE, EXPORT_TAKE } from "@/lib/grain-trade/rules";
import type { TContractRow, TContractsResponse } from "@/lib/grain-trade/schemas";

type Filters = { query: string; fromDate: string; toDate: string };

export function ContractList() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>({ query: "", fromDate: "", toDate: "" });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const params = { ...filters, page, pageSize: CONTRACT_PAGE_SIZE };
  const q = useApiQuery<TContractsResponse>(areaKey("contracts", params), "/api/graintrade/contracts", params, {
    method: "GET",
    keepPrevious: true,
    log: "contracts",
  });
  const total = q.data?.TotalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / CONTRACT_PAGE_SIZE));

  function search(e: FormEvent) {
    e.preventDefault();
    setFilters(draft);
    setPage(1);
  }

  const f = (name: keyof Filters, label: string) => (
    <FormField name={name} label={label} value={draft[name]} onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))} />
  );
  const col = (id: keyof TContractRow, cell?: (r: TContractRow) => string) => ({
    id,
    header: t(`agrodesk.grain.fields.${id}`),
    cell: cell ?? ((r: TContractRow) => String(r[id] ?? "")),
  });
  return (
    <section className="contract-list">
      <h2>{t("agrodesk.grain.contracts.title")}</h2>
      <form className="contract-list__search" role="search" onSubmit={search} noValidate>
        {f("query", t("agrodesk.grain.contracts.query"))}
        {f("fromDate", t("agrodesk.grain.contracts.fromDate"))}
        {f("toDate", t("agrodesk.grain.contracts.toDate"))}
        <SubmitButton pending={q.isFetching}>{t("agrodesk.grain.contracts.search")}</SubmitButton>
        <a
          className="btn btn--secondary"
          href={withQuery("/api/graintrade/exportcontracts", { ...filters, skip: 0, take: EXPORT_TAKE })}
          download
        >
          {t("agrodesk.grain.contracts.export")}
        </a>
      </form>
      {q.error ? (
        <p className="alert alert--error" role="alert">
          {q.error instanceof Error ? q.error.message : ""}
        </p>
      ) : null}
      <p aria-live="polite">{t("agrodesk.grain.contracts.total", { count: total })}</p>
      <SimpleTable
        caption={t("agrodesk.grain.contracts.title")}
        rows={q.data?.Contracts ?? []}
        getRowId={(r) => r.CreatedOn}
        emptyText={t("agrodesk.grain.contracts.empty")}
        stacked
        columns={[
          { ...col("CreatedOn", (r) => r.CreatedOn.split("$")[0] ?? ""), rowHeader: true },
          col("SopimusNumero"),
          col("MortgageType"),
          col("Firstname", (r) => `${r.Firstname} ${r.LastName}`),
          col("Company"),
          col("Grainname"),
          col("GrainWeight"),
          col("GrainPrice", (r) => (r.GrainPrice === null ? "" : String(r.GrainPrice))),
          col("DeliveryLocation"),
          col("Store"),
        ]}
      />
      <nav className="pager" aria-label={t("agrodesk.grain.contracts.title")}>
        <button type="button" className="btn btn--secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          {t("agrodesk.grain.contracts.previous")}
        </button>
        <span>
          {page} / {pages}
        </span>
        <button type="button" className="btn btn--secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          {t("agrodesk.grain.contracts.next")}
        </button>
      </nav>
    </section>
  );
}
