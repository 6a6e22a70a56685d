"use client";

/**
 * /logistik/leveransavgift: the calculator form, and the customer's delivery addresses with their
 * distance and zone, each with a button that opens the calculate dialog for that address.
 */
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { formatQuantity } from "@/lib/delivery-fee/format";
import type { TDeliveryAddressOption, TDeliveryFeeOptionsResponse } from "@/lib/delivery-fee/schemas";
import type { Market } from "@/lib/market";
import type { DeliveryFeeDefaults } from "./delivery-fee-form";
import { DeliveryFeeForm } from "./delivery-fee-form";
import { useOpenedOnce } from "@/components/ui/use-opened-once";

/** The calculation dialog (React Aria's modal) loads on its first opening (decision 100). */
const CalculateDeliveryFeeDialog = lazy(() => import("./calculate-dialog").then((m) => ({ default: m.CalculateDeliveryFeeDialog })));

export function DeliveryFeeView({ market, options }: { market: Market; options: TDeliveryFeeOptionsResponse }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<{ open: boolean; defaults?: DeliveryFeeDefaults }>({ open: false });
  const dialogWanted = useOpenedOnce(dialog.open);

  const columns = useMemo<ColumnDef<TDeliveryAddressOption>[]>(
    () => [
      { accessorKey: "name", header: t("deliveryFee.addresses.name") },
      { id: "address", accessorFn: (a) => `${a.address}, ${a.zipCode} ${a.city}`, header: t("deliveryFee.addresses.address") },
      {
        accessorKey: "distanceKm",
        header: t("deliveryFee.addresses.distance"),
        cell: (c) => formatQuantity(c.row.original.distanceKm, market),
        meta: { align: "end" },
      },
      { accessorKey: "nearestFacility", header: t("deliveryFee.addresses.facility"), cell: (c) => c.row.original.nearestFacility ?? "–" },
      { id: "zone", accessorFn: (a) => a.zone?.name ?? "–", header: t("deliveryFee.addresses.zone") },
      {
        id: "actions",
        header: t("deliveryFee.addresses.actions"),
        enableSorting: false,
        cell: (c) => (
          <button
            type="button"
            className="btn btn--secondary fee-addresses__calc"
            aria-label={t("deliveryFee.addresses.calculateFor", { name: c.row.original.name })}
            onClick={() => setDialog({ open: true, defaults: { deliveryAddressId: c.row.original.id } })}
          >
            {t("deliveryFee.addresses.calculate")}
          </button>
        ),
      },
    ],
    [market, t],
  );

  return (
    <>
      <section className="card fee-card" aria-labelledby="fee-form-title">
        <div className="fee-card__header">
          <h2 id="fee-form-title">{t("deliveryFee.form.heading")}</h2>
          <button type="button" className="btn btn--secondary" onClick={() => setDialog({ open: true })}>
            {t("deliveryFee.dialog.open")}
          </button>
        </div>
        <p className="fee-card__customer">{t("deliveryFee.customer", { customerNumber: options.customerNumber })}</p>
        <DeliveryFeeForm market={market} options={options} />
      </section>

      <section className="card fee-card" aria-labelledby="fee-addresses-title">
        <h2 id="fee-addresses-title">{t("deliveryFee.addresses.heading")}</h2>
        <DataTable
          id="delivery-fee-addresses"
          caption={t("deliveryFee.addresses.caption")}
          columns={columns}
          data={options.deliveryAddresses}
          getRowId={(a) => String(a.id)}
          emptyText={t("deliveryFee.addresses.empty")}
          remember={false}
        />
      </section>

      {dialogWanted ? (
        <Suspense fallback={null}>
          <CalculateDeliveryFeeDialog
            open={dialog.open}
            onClose={() => setDialog((d) => ({ ...d, open: false }))}
            market={market}
            supplier={options.customerNumber}
            options={options}
            defaults={dialog.defaults}
          />
        </Suspense>
      ) : null}
    </>
  );
}
