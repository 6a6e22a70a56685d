"use client";

/**
 * The grain price overviews (spec 3 "Grain price overview, reseller overview and reseller admin
 * overview", §4, §7, §8, §9): a price-area dropdown, the prices grouped by price group with a
 * favourite star per row and per group, and a print button. A group is highlighted and expanded
 * when any row is a favourite; its star is active when all rows are. Stars change at once and
 * are put back when the call fails (the failure is only logged, spec 3 §8). The overview of a
 * chosen area loads through the client data layer; the groups are overview-groups.tsx.
 */
import "./prices.css";
import { useId, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { Loader } from "@/components/ui/loader";
import { areaKey, useApiQuery } from "@/lib/client/query";
import type { Market } from "@/lib/market";
import type { OverviewVariant } from "@/lib/prices/constants";
import type { TOverviewResponse } from "@/lib/prices/schemas";
import { OverviewGroups } from "./overview-groups";

/** The calls of each variant (endpoints.tsv, area prices). */
export const OVERVIEW_CALLS: Record<OverviewVariant, { base: string; name: string }> = {
  overview: { base: "/api/price-grain-overview", name: "PriceGrainOverview" },
  reseller: { base: "/api/price-grain-reseller-overview", name: "PriceGrainResellerOverview" },
  reseller_admin: { base: "/api/price-grain-reseller-admin-overview", name: "PriceGrainResellerAdminOverview" },
};

export interface PriceOverviewProps {
  variant: OverviewVariant;
  market: Market;
  areas: { id: number; name: string }[];
  initialAreaId: number;
  /** the overview of the initial area, rendered by the page (null when it failed) */
  initial: TOverviewResponse | null;
  /** the print view of this overview */
  printPath: string;
}

export function PriceOverview({ variant, market, areas, initialAreaId, initial, printPath }: PriceOverviewProps) {
  const { t } = useTranslation();
  const ids = useId();
  const calls = OVERVIEW_CALLS[variant];
  const [areaId, setAreaId] = useState(initialAreaId);
  const [changed, setChanged] = useState(false);
  const query = useApiQuery<TOverviewResponse>(
    areaKey("prices", "overview", variant),
    `${calls.base}/Get${calls.name}`,
    { priceAreaId: areaId },
    {
      initialData: areaId === initialAreaId && initial ? initial : undefined,
      // the page's own overview failed: say so, and load only when another area is chosen
      enabled: changed || initial !== null,
      keepPrevious: true,
      log: `[${calls.name}]`,
    },
  );
  // the overview shown: the last one loaded (also while the next area loads); none after a failure
  // (kept in state and updated during render when a newer answer arrives: React's "storing information from previous renders")
  const [shown, setShown] = useState<{ area: number; data: TOverviewResponse; n: number } | null>(
    initial ? { area: initialAreaId, data: initial, n: 0 } : null,
  );
  const loading = query.isFetching;
  const failed = query.isError ? !loading : !changed && initial === null;
  const data =
    query.isError && !loading
      ? null
      : query.data && !query.isPlaceholderData && shown?.data !== query.data
        ? { area: areaId, data: query.data, n: (shown?.n ?? 0) + 1 }
        : shown;
  if (data !== shown) setShown(data);

  const print = () => {
    window.open(`${printPath}?priceAreaId=${areaId}`, "_blank");
  };

  return (
    <div className={`price-overview price-overview--${variant}`}>
      <div className="price-overview__tools">
        <div className="field">
          <label htmlFor={`${ids}-area`}>{t("prices.common.area")}</label>
          <select
            id={`${ids}-area`}
            value={areaId}
            onChange={(e) => {
              setChanged(true);
              setAreaId(Number(e.target.value));
            }}
          >
            {areas.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn--secondary" onClick={print} disabled={!data || data.data.Groups.length === 0}>
          {t("prices.overview.print")}
        </button>
      </div>

      <div className="price-overview__results" aria-busy={loading}>
        {loading ? <Loader variant="overlay" /> : null}
        {failed ? (
          <p role="alert" className="alert alert--error">
            {t(`prices.overview.loadFailed.${variant}`)}
          </p>
        ) : null}
        {data ? (
          <OverviewGroups key={data.n} ids={ids} variant={variant} market={market} areaId={data.area} calls={calls} loaded={data.data} />
        ) : null}
      </div>
    </div>
  );
}
