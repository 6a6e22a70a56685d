"use client";

/** Pieces of the grain price page: the favourite star and a crop's price periods. */
import { useTranslation } from "@/lib/i18n/react";
import { SimpleTable } from "@/components/ui/simple-table";
import type { Market } from "@/lib/market";
import { formatPrice } from "@/lib/prices/format";
import type { TPricePeriod } from "@/lib/prices/schemas";

export function FavoriteStar({ on, label, disabled, onClick }: { on: boolean; label: string; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`price-star${on ? " price-star--on" : ""}`}
      aria-pressed={on}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{on ? "★" : "☆"}</span>
    </button>
  );
}

export function PeriodTable({
  periods,
  unit,
  market,
  caption,
}: {
  periods: TPricePeriod[];
  unit: string;
  market: Market;
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <SimpleTable
      className="price-table"
      caption={caption}
      rows={periods}
      getRowId={(p) => `${p.PriceTypeId}-${p.PricePeriod}`}
      columns={[
        { id: "period", header: t("prices.common.period"), rowHeader: true, cell: (p) => p.DisplayLabel },
        { id: "year", header: t("prices.common.agreementYear"), cell: (p) => p.AgreementYear },
        { id: "price", header: t("prices.common.price", { unit }), className: "num", cell: (p) => formatPrice(p.Price, market) },
      ]}
    />
  );
}
