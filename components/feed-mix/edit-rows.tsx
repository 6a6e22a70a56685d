"use client";

import { useTranslation } from "@/lib/i18n/react";
import { LIMITS } from "@/lib/feed-mix/arithmetic";
import { setAmount, setDryMatter, type EditRow } from "./edit-draft";
import { Stepper } from "./stepper";

/**
 * The edit view's components in loading order (the order itself is set in the loading-order list
 * above, the portal's reorderable list): amount stepper (step 10), dry matter, remove.
 */
export function EditRows({
  rows,
  onChange,
  onRemove,
}: {
  rows: EditRow[];
  onChange: (rows: EditRow[]) => void;
  onRemove: (feedId: string) => void;
}) {
  const { t } = useTranslation();
  const update = (i: number, row: EditRow) => onChange(rows.map((r, n) => (n === i ? row : r)));
  return (
    <ol className="fm-edit-rows">
      {rows.map((r, i) => (
        <li key={r.FeedId} data-feed={r.FeedId} className="fm-edit-row">
          <div className="fm-edit-row__head">
            <span className="fm-edit-row__name">
              {i + 1}. {r.FeedName}
              {r.AdditionalItem ? <span className="fm-tag">{t("feedMix.detail.extra")}</span> : null}
            </span>
            <button
              type="button"
              className="btn btn--secondary fm-small"
              onClick={() => onRemove(r.FeedId)}
              aria-label={t("feedMix.edit.remove", { name: r.FeedName })}
            >
              ✕
            </button>
          </div>
          <div className="fm-edit-row__fields">
            <Stepper
              name={`amount-${r.FeedId}`}
              label={`${r.FeedName}: ${t("feedMix.detail.amount")}`}
              value={r.PlannedWeight}
              min={LIMITS.weight.min}
              max={LIMITS.weight.max}
              onChange={(v) => update(i, setAmount(r, v === "" ? 0 : v))}
            />
            <div className="field fm-dm">
              <label htmlFor={`fm-dm-${r.FeedId}`}>{`${r.FeedName}: ${t("feedMix.detail.dryMatter")}`}</label>
              <input
                id={`fm-dm-${r.FeedId}`}
                name={`dm-${r.FeedId}`}
                inputMode="decimal"
                autoComplete="off"
                value={r.DryMatter}
                onChange={(e) => {
                  const raw = e.target.value.replace(",", ".").trim();
                  if (raw === "") return update(i, setDryMatter(r, ""));
                  if (!/^\d{0,3}(\.\d?)?$/.test(raw)) return;
                  update(i, setDryMatter(r, Math.min(LIMITS.dryMatter.max, Number(raw))));
                }}
              />
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
