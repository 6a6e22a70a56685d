"use client";

import { useTranslation } from "@/lib/i18n/react";
import { QueryState } from "@/components/providers/query-state";
import { Tabs } from "@/components/ui/tabs";
import { useApiQuery } from "@/lib/client/query";
import { overviewKey } from "./keys";
import type { TOverviewResponse } from "@/lib/feed-mix/schemas";
import type { Navigate } from "./feed-mix-view-state";
import { kg } from "./format";
import { MyMixes } from "./my-mixes";

/** The two tabs: new feeds (the recipes the advisor made for the farm) and my mixes. */
export function RecipeTabs({
  tab,
  navigate,
  customerNumber,
}: {
  tab: "recipes" | "mixes";
  navigate: Navigate;
  customerNumber: string | null;
}) {
  const { t } = useTranslation();
  const query = useApiQuery<TOverviewResponse>(overviewKey(customerNumber), "/api/maiturimix/overview", null, { method: "GET" });
  return (
    <QueryState query={query}>
      {(data) => (
        <>
          {data.CanAdvise ? (
            <div className="fm-actions">
              <button type="button" className="btn" onClick={() => navigate({ kind: "create" })}>
                {t("feedMix.advisor.newRecipe")}
              </button>
            </div>
          ) : null}
          <Tabs
            label={t("feedMix.tabs.label")}
            selectedId={tab}
            onChange={(id) => navigate({ kind: "list", tab: id === "mixes" ? "mixes" : "recipes" })}
            tabs={[
              {
                id: "recipes",
                label: t("feedMix.tabs.recipes"),
                content: data.Recipes.length ? (
                  <ul className="fm-cards">
                    {data.Recipes.map((r) => (
                      <li key={r.Id}>
                        <button type="button" className="fm-card" onClick={() => navigate({ kind: "recipe", id: r.Id })}>
                          <span className="fm-card__title">{r.MixName}</span>
                          {data.CanAdvise ? (
                            <span className="fm-card__meta">
                              {t("feedMix.recipes.customer", { name: r.CustomerName, number: r.CustomerNumber })}
                            </span>
                          ) : null}
                          <span className="fm-card__meta">{t("feedMix.recipes.summary", { size: kg(r.Size), count: r.AnimalCount })}</span>
                          {r.OpenMixId ? <span className="fm-badge">{t("feedMix.recipes.openMix")}</span> : null}
                          {r.New ? <span className="fm-badge">{t("feedMix.advisor.new")}</span> : null}
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>{t("feedMix.recipes.empty")}</p>
                ),
              },
              {
                id: "mixes",
                label: t("feedMix.tabs.mixes"),
                content: <MyMixes data={data} navigate={navigate} customerNumber={customerNumber} />,
              },
            ]}
          />
        </>
      )}
    </QueryState>
  );
}
