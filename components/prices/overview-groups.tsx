"use client";

/**
 * The price groups of a grain price overview (spec 3 §4, §8): a group is highlighted and expanded
 * when any row is a favourite; its star is active when all rows are. Stars change at once and are
 * put back when the call fails (the failure is only logged, spec 3 §8). Mounted afresh for every
 * loaded overview, so the expanded groups follow the new data.
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { Accordion, AccordionItem } from "@/components/ui/accordion";
import { useApiMutation } from "@/lib/client/mutation";
import type { Market } from "@/lib/market";
import type { OverviewVariant } from "@/lib/prices/constants";
import type { TOverviewGroup, TOverviewResponse, TOverviewRow, TPriceGrainOverviewFavorite } from "@/lib/prices/schemas";
import { OverviewTable } from "./overview-table";

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

export interface OverviewGroupsProps {
  ids: string;
  variant: OverviewVariant;
  market: Market;
  areaId: number;
  calls: { base: string; name: string };
  loaded: TOverviewResponse;
}

export function OverviewGroups({ ids, variant, market, areaId, calls, loaded }: OverviewGroupsProps) {
  const { t } = useTranslation();
  const [data, setData] = useState(loaded);
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(loaded.Groups.filter((g) => g.HasFavorite).map((g) => g.PriceGroupId)),
  );
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const favorite = useApiMutation<unknown, { path: string; body: unknown }>((v) => v.path, { body: (v) => v.body });

  const favoriteOf = (r: TOverviewRow): TPriceGrainOverviewFavorite => ({
    PriceAreaId: areaId,
    PriceGroupId: r.PriceGroupId,
    ItemNumber: r.ItemNumber,
    Sort: r.Sort,
  });

  async function change(group: TOverviewGroup, rows: TOverviewRow[], on: boolean, all: boolean) {
    const keys = rows.map(rowKey);
    const pendingKeys = all ? [`g${group.PriceGroupId}`, ...keys] : keys;
    if (pendingKeys.some((k) => pending.has(k)) || !rows[0]) return;
    const before = new Map(rows.map((r) => [rowKey(r), r.IsFavorite]));
    const after = new Map(keys.map((k) => [k, on]));
    setPending((p) => new Set([...p, ...pendingKeys]));
    setData((d) => withFavorites(d, group.PriceGroupId, after));
    if (on) setOpen((o) => new Set(o).add(group.PriceGroupId));
    const path = all
      ? `${calls.base}/${on ? "Add" : "Remove"}All${calls.name}Favorites`
      : `${calls.base}/${on ? "Add" : "Remove"}${calls.name}Favorite`;
    try {
      await favorite.mutateAsync({ path, body: all ? rows.map(favoriteOf) : { priceGrainOverviewFavorite: favoriteOf(rows[0]) } });
    } catch (e) {
      // spec 3 §8: favourite failures are only logged; the stars are put back
      console.error(`[${calls.name}] favourite ${on ? "add" : "remove"} failed`, e);
      setData((d) => withFavorites(d, group.PriceGroupId, before));
    } finally {
      setPending((p) => {
        const n = new Set(p);
        for (const k of pendingKeys) n.delete(k);
        return n;
      });
    }
  }

  if (data.Groups.length === 0)
    return (
      <p className="alert alert--info" role="status">
        {t("prices.overview.empty")}
      </p>
    );
  return (
    <Accordion className="price-groups">
      {data.Groups.map((g) => {
        const groupPending = pending.has(`g${g.PriceGroupId}`);
        return (
          <div
            key={g.PriceGroupId}
            className={`price-group${g.HasFavorite ? " price-group--favorite" : ""}`}
            data-price-group={g.PriceGroupId}
          >
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
  );
}
