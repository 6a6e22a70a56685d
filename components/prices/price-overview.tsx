"use client";

/**
 * The grain price overviews (spec 3 "Grain price overview, reseller overview and reseller admin
 * overview", §4, §7, §8, §9): a price-area dropdown, the prices grouped by price group with a
 * favourite star per row and per group, and a print button. A group is highlighted and expanded
 * when any row is a favourite; its star is active when all rows are. Stars change at once and
 * are put back when the call fails (the failure is only logged, spec 3 §8).
 */
import "./prices.css";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Accordion, AccordionItem } from "@/components/ui/accordion";
import { Loader } from "@/components/ui/loader";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import type { Market } from "@/lib/market";
import type { OverviewVariant } from "@/lib/prices/constants";
import type { TOverviewGroup, TOverviewResponse, TOverviewRow, TPriceGrainOverviewFavorite } from "@/lib/prices/schemas";
import { OverviewTable } from "./overview-table";

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

const rowKey = (r: Pick<TOverviewRow, "ItemNumber" | "Sort">) => `${r.ItemNumber}|${r.Sort}`;

/** The overview with the favourite state of some rows of one group set, and the group's flags recomputed. */
function withFavorites(data: TOverviewResponse, groupId: number, states: ReadonlyMap<string, boolean>): TOverviewResponse {
  return {
    ...data,
    Groups: data.Groups.map((g) => {
      if (g.PriceGroupId !== groupId) return g;
      const Rows = g.Rows.map((r) => (states.has(rowKey(r)) ? { ...r, IsFavorite: states.get(rowKey(r))! } : r));
      return { ...g, Rows, HasFavorite: Rows.some((r) => r.IsFavorite), AllFavorite: Rows.every((r) => r.IsFavorite) };
    }),
  };
}

export function PriceOverview({ variant, market, areas, initialAreaId, initial, printPath }: PriceOverviewProps) {
  const { t } = useTranslation();
  const ids = useId();
  const calls = OVERVIEW_CALLS[variant];
  const [areaId, setAreaId] = useState(initialAreaId);
  const [data, setData] = useState<TOverviewResponse | null>(initial);
  const [failed, setFailed] = useState(initial === null);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(initial?.Groups.filter((g) => g.HasFavorite).map((g) => g.PriceGroupId)));
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const ctrlRef = useRef<AbortController | null>(null);

  const load = useCallback(
    async (id: number) => {
      ctrlRef.current?.abort();
      const ctrl = new AbortController();
      ctrlRef.current = ctrl;
      setLoading(true);
      setFailed(false);
      try {
        const r = await apiFetch<TOverviewResponse>(`${calls.base}/Get${calls.name}`, { body: { priceAreaId: id }, signal: ctrl.signal });
        setData(r);
        setOpen(new Set(r.Groups.filter((g) => g.HasFavorite).map((g) => g.PriceGroupId)));
      } catch (e) {
        if (ctrl.signal.aborted || (e instanceof ApiError && e.status === 401)) return;
        console.error(`[${calls.name}] failed`, e);
        setData(null);
        setFailed(true);
      } finally {
        if (!ctrl.signal.aborted) setLoading(false);
      }
    },
    [calls],
  );

  useEffect(() => () => ctrlRef.current?.abort(), []);

  const favoriteOf = (r: TOverviewRow): TPriceGrainOverviewFavorite => ({ PriceAreaId: areaId, PriceGroupId: r.PriceGroupId, ItemNumber: r.ItemNumber, Sort: r.Sort });

  async function change(group: TOverviewGroup, rows: TOverviewRow[], on: boolean, all: boolean) {
    const keys = rows.map(rowKey);
    const pendingKeys = all ? [`g${group.PriceGroupId}`, ...keys] : keys;
    if (pendingKeys.some((k) => pending.has(k))) return;
    const before = new Map(rows.map((r) => [rowKey(r), r.IsFavorite]));
    const after = new Map(keys.map((k) => [k, on]));
    setPending((p) => new Set([...p, ...pendingKeys]));
    setData((d) => (d ? withFavorites(d, group.PriceGroupId, after) : d));
    if (on) setOpen((o) => new Set(o).add(group.PriceGroupId));
    const path = all
      ? `${calls.base}/${on ? "Add" : "Remove"}All${calls.name}Favorites`
      : `${calls.base}/${on ? "Add" : "Remove"}${calls.name}Favorite`;
    const body = all ? rows.map(favoriteOf) : { priceGrainOverviewFavorite: favoriteOf(rows[0]) };
    try {
      await apiFetch(path, { body });
    } catch (e) {
      // spec 3 §8: favourite failures are only logged; the stars are put back
      console.error(`[${calls.name}] favourite ${on ? "add" : "remove"} failed`, e);
      setData((d) => (d ? withFavorites(d, group.PriceGroupId, before) : d));
    } finally {
      setPending((p) => {
        const n = new Set(p);
        for (const k of pendingKeys) n.delete(k);
        return n;
      });
    }
  }

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
              const id = Number(e.target.value);
              setAreaId(id);
              void load(id);
            }}
          >
            {areas.map((a) => (
              <option key={a.id} value={a.id}>{a.name}</option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn--secondary" onClick={print} disabled={!data || data.Groups.length === 0}>
          {t("prices.overview.print")}
        </button>
      </div>

      <div className="price-overview__results" aria-busy={loading}>
        {loading ? <Loader variant="overlay" /> : null}
        {failed ? <p role="alert" className="alert alert--error">{t(`prices.overview.loadFailed.${variant}`)}</p> : null}
        {data && data.Groups.length === 0 ? <p className="alert alert--info" role="status">{t("prices.overview.empty")}</p> : null}
        {data && data.Groups.length > 0 ? (
          <Accordion className="price-groups">
            {data.Groups.map((g) => {
              const groupPending = pending.has(`g${g.PriceGroupId}`);
              return (
                <div key={g.PriceGroupId} className={`price-group${g.HasFavorite ? " price-group--favorite" : ""}`} data-price-group={g.PriceGroupId}>
                  <AccordionItem
                    id={`${ids}-group-${g.PriceGroupId}`}
                    headingLevel={2}
                    region={false}
                    open={open.has(g.PriceGroupId)}
                    onToggle={(next) =>
                      setOpen((o) => {
                        const n = new Set(o);
                        if (next) n.add(g.PriceGroupId);
                        else n.delete(g.PriceGroupId);
                        return n;
                      })
                    }
                    title={
                      <>
                        {g.PriceGroupName}
                        {g.HasFavorite ? (
                          <span className="price-group__badge">
                            <span aria-hidden="true"> ★</span>
                            <span className="visually-hidden">, {t("prices.overview.groupHasFavorites")}</span>
                          </span>
                        ) : null}
                      </>
                    }
                  >
                    <OverviewTable
                      group={g}
                      data={data}
                      market={market}
                      variant={variant}
                      t={t}
                      renderStar={(r) => (
                        <button
                          type="button"
                          className={`price-star${r.IsFavorite ? " price-star--on" : ""}`}
                          aria-pressed={r.IsFavorite}
                          aria-label={t("prices.overview.rowFavorite", { item: r.ItemName, sort: r.Sort })}
                          title={t("prices.overview.rowFavorite", { item: r.ItemName, sort: r.Sort })}
                          disabled={pending.has(rowKey(r)) || groupPending}
                          onClick={() => void change(g, [r], !r.IsFavorite, false)}
                        >
                          <span aria-hidden="true">{r.IsFavorite ? "★" : "☆"}</span>
                        </button>
                      )}
                    />
                  </AccordionItem>
                  <button
                    type="button"
                    className={`price-star price-group__star${g.AllFavorite ? " price-star--on" : ""}`}
                    aria-pressed={g.AllFavorite}
                    aria-label={t("prices.overview.groupFavorite", { group: g.PriceGroupName })}
                    title={t("prices.overview.groupFavorite", { group: g.PriceGroupName })}
                    disabled={groupPending}
                    onClick={() => void change(g, g.Rows, !g.AllFavorite, true)}
                  >
                    <span aria-hidden="true">{g.AllFavorite ? "★" : "☆"}</span>
                  </button>
                </div>
              );
            })}
          </Accordion>
        ) : null}
      </div>
    </div>
  );
}
