"use client";

/**
 * Step 2 of the delivery assurance (spec 2 §2, §4, §5, §7, §8 "Delivery assurance step 2"): the
 * registered assurances (ioNumber, lineNumber, article, quantity, date, warehouse, delivery type)
 * with a counter. Per row: "Boka tid" (time booking with ion and line), "Beräkna" (the delivery
 * fee calculate dialog with the row's values), "Skapa fler" (createNew = 1 with noOfNew) and
 * "Ta bort" (after a confirmation; the row disappears and the counter goes down; a refusal shows
 * the server's message in an error dialog).
 */
import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import type { DeliveryFeeDefaults } from "@/components/delivery-fee/delivery-fee-form";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { useDialogs } from "@/components/ui/dialogs";
import { ApiError } from "@/lib/client/api-fetch";
import { useApiMutation } from "@/lib/client/mutation";
import type { DeliveryAssuranceFormData } from "@/lib/delivery-assurance/load-form-data";
import type { DeliveryAssuranceRow, TDeleteDeliveryAssuranceResponse } from "@/lib/delivery-assurance/schemas";
import { formatQuantity } from "@/lib/delivery-fee/format";

const rowId = (r: Pick<DeliveryAssuranceRow, "ioNumber" | "lineNumber">) => `${r.ioNumber}-${r.lineNumber}`;

/** The delivery fee and "create more" dialogs (React Aria's modal, their forms) load on their first opening (decision 100). */
const CalculateDeliveryFeeDialog = lazy(() =>
  import("@/components/delivery-fee/calculate-dialog").then((m) => ({ default: m.CalculateDeliveryFeeDialog })),
);
const CreateMoreDialog = lazy(() => import("./create-more-dialog").then((m) => ({ default: m.CreateMoreDialog })));

export function DeliveryAssuranceStepTwo({
  data,
  rows,
  onRowsChange,
  onNew,
}: {
  data: DeliveryAssuranceFormData;
  rows: DeliveryAssuranceRow[];
  onRowsChange: (rows: DeliveryAssuranceRow[]) => void;
  onNew: () => void;
}) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [fee, setFee] = useState<{ open: boolean; defaults?: DeliveryFeeDefaults }>({ open: false });
  const [source, setSource] = useState<DeliveryAssuranceRow | null>(null);
  const feeWanted = useOpenedOnce(fee.open);
  const createMoreWanted = useOpenedOnce(source !== null);
  const [busy, setBusy] = useState<string | null>(null);
  const { mutateAsync: deleteAssurance } = useApiMutation<TDeleteDeliveryAssuranceResponse>("/api/delivery-assurance/delete");

  const remove = useCallback(
    async (row: DeliveryAssuranceRow) => {
      const vars = { io: row.ioNumber, line: row.lineNumber };
      const yes = await dialogs.confirm({
        type: "warning",
        title: t("deliveryAssurance.step2.deleteTitle"),
        message: t("deliveryAssurance.step2.deleteConfirm", vars),
        confirmText: t("deliveryAssurance.step2.deleteYes"),
        cancelText: t("deliveryAssurance.step2.deleteNo"),
      });
      if (!yes) return;
      setBusy(rowId(row));
      try {
        await deleteAssurance({ ioNumber: row.ioNumber, lineNumber: row.lineNumber });
        onRowsChange(rows.filter((r) => rowId(r) !== rowId(row)));
      } catch (e) {
        const message = e instanceof ApiError && e.body.message ? e.body.message : t("deliveryAssurance.step2.deleteFailed");
        await dialogs.alert({ type: "error", title: t("deliveryAssurance.step2.deleteErrorTitle"), message });
      } finally {
        setBusy(null);
      }
    },
    [dialogs, t, deleteAssurance, onRowsChange, rows],
  );

  const columns = useMemo<ColumnDef<DeliveryAssuranceRow>[]>(
    () => [
      { accessorKey: "ioNumber", header: t("deliveryAssurance.step2.columns.ioNumber") },
      { accessorKey: "lineNumber", header: t("deliveryAssurance.step2.columns.lineNumber"), meta: { align: "end" } },
      {
        id: "article",
        accessorFn: (r) => r.article.name,
        header: t("deliveryAssurance.step2.columns.article"),
        cell: (c) => `${c.row.original.article.name}${c.row.original.sort ? `, ${c.row.original.sort}` : ""}`,
      },
      {
        accessorKey: "quantity",
        header: t("deliveryAssurance.step2.columns.quantity"),
        cell: (c) => formatQuantity(c.row.original.quantity, data.market),
        meta: { align: "end" },
      },
      { accessorKey: "deliveryDate", header: t("deliveryAssurance.step2.columns.deliveryDate") },
      { id: "warehouse", accessorFn: (r) => r.warehouse?.name ?? "–", header: t("deliveryAssurance.step2.columns.warehouse") },
      {
        id: "deliveryType",
        accessorFn: (r) => t(`deliveryAssurance.form.deliveryTypes.${r.deliveryType}`) + (r.depaAvtal ? ` (${r.depaAvtal})` : ""),
        header: t("deliveryAssurance.step2.columns.deliveryType"),
      },
      {
        id: "status",
        header: t("deliveryAssurance.step2.columns.status"),
        enableSorting: false,
        cell: (c) =>
          c.row.original.delivered ? (
            <span className="da-status--delivered">{t("deliveryAssurance.step2.delivered")}</span>
          ) : c.row.original.booked ? (
            <span className="da-status--booked">{t("deliveryAssurance.step2.booked")}</span>
          ) : (
            t("deliveryAssurance.step2.open")
          ),
      },
      {
        id: "actions",
        header: t("deliveryAssurance.step2.columns.actions"),
        enableSorting: false,
        cell: (c) => {
          const r = c.row.original;
          const vars = { io: r.ioNumber, line: r.lineNumber };
          return (
            <div className="da-actions">
              <a
                className="btn btn--secondary"
                href={`/logistik/tidsbokning?ion=${encodeURIComponent(r.ioNumber)}&line=${r.lineNumber}`}
                aria-label={t("deliveryAssurance.step2.bookLabel", vars)}
              >
                {t("deliveryAssurance.step2.book")}
              </a>
              <button
                type="button"
                className="btn btn--secondary"
                aria-label={t("deliveryAssurance.step2.calculateLabel", vars)}
                onClick={() =>
                  setFee({
                    open: true,
                    defaults: {
                      lorryType: r.lorryType ?? undefined,
                      deliveryAddressId: r.deliveryAddressId,
                      quantity: r.quantity,
                      deliveryDate: r.deliveryDate,
                      sort: r.sort ?? undefined,
                    },
                  })
                }
              >
                {t("deliveryAssurance.step2.calculate")}
              </button>
              <button
                type="button"
                className="btn btn--secondary"
                aria-label={t("deliveryAssurance.step2.createMoreLabel", vars)}
                onClick={() => setSource(r)}
              >
                {t("deliveryAssurance.step2.createMore")}
              </button>
              <button
                type="button"
                className="btn btn--secondary"
                aria-label={t("deliveryAssurance.step2.deleteLabel", vars)}
                disabled={busy === rowId(r) || r.booked || r.delivered}
                onClick={() => void remove(r)}
              >
                {t("deliveryAssurance.step2.delete")}
              </button>
            </div>
          );
        },
      },
    ],
    [t, data.market, busy, remove],
  );

  return (
    <section className="card" aria-labelledby="da-step2-title">
      <div className="da-step2__header">
        <h2 id="da-step2-title">{t("deliveryAssurance.step2.heading")}</h2>
        <button type="button" className="btn" onClick={onNew}>
          {t("deliveryAssurance.step2.newForm")}
        </button>
      </div>
      <p className="da-counter" role="status" aria-live="polite">
        {t("deliveryAssurance.step2.count", { count: rows.length })}
      </p>
      <DataTable
        id="delivery-assurances"
        caption={t("deliveryAssurance.step2.heading")}
        columns={columns}
        data={rows}
        getRowId={(r) => rowId(r)}
        emptyText={t("deliveryAssurance.step2.empty")}
        remember={false}
      />
      {feeWanted ? (
        <Suspense fallback={null}>
          <CalculateDeliveryFeeDialog
            open={fee.open}
            onClose={() => setFee((f) => ({ ...f, open: false }))}
            market={data.market}
            supplier={data.customerNumber}
            defaults={fee.defaults}
          />
        </Suspense>
      ) : null}
      {createMoreWanted ? (
        <Suspense fallback={null}>
          <CreateMoreDialog
            data={data}
            source={source}
            onClose={() => setSource(null)}
            onCreated={(created) => {
              setSource(null);
              const known = new Set(rows.map(rowId));
              onRowsChange([...created.filter((r) => !known.has(rowId(r))), ...rows]);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
