"use client";

import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LIMITS } from "@/lib/feed-mix/arithmetic";
import { moveRow, setAmount, setDryMatter, type EditRow } from "./edit-draft";
import { Stepper } from "./stepper";

/**
 * The edit view's components in loading order: drag a row by its handle to move it (the spec's
 * table rows reorder by drag and drop) or use its move up / move down buttons (the keyboard
 * alternative); amount stepper (step 10), dry matter, remove.
 */
export function EditRows({
  rows,
  onChange,
  onRemove,
  onAnnounce,
}: {
  rows: EditRow[];
  onChange: (rows: EditRow[]) => void;
  onRemove: (feedId: string) => void;
  onAnnounce: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<number | null>(null);
  const move = (from: number, to: number) => {
    const next = moveRow(rows, from, to);
    onChange(next);
    const row = rows[from];
    if (row) onAnnounce(t("feedMix.edit.moved", { name: row.FeedName, position: to + 1 }));
  };
  const update = (i: number, row: EditRow) => onChange(rows.map((r, n) => (n === i ? row : r)));
  return (
    <ol className="fm-edit-rows">
      {rows.map((r, i) => (
        <li
          key={r.FeedId}
          data-feed={r.FeedId}
          className={`fm-edit-row${dragging === i ? " fm-edit-row--dragging" : ""}`}
          onDragOver={(e) => {
            if (dragging !== null) e.preventDefault();
          }}
          onDrop={(e) => {
            e.preventDefault();
            if (dragging !== null) move(dragging, i);
            setDragging(null);
          }}
        >
          <div className="fm-edit-row__head">
            <span
              className="fm-drag"
              draggable
              aria-hidden="true"
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = "move";
                e.dataTransfer.setData("text/plain", r.FeedId);
                setDragging(i);
              }}
              onDragEnd={() => setDragging(null)}
            >
              ⠿
            </span>
            <span className="fm-edit-row__name">
              {i + 1}. {r.FeedName}
              {r.AdditionalItem ? <span className="fm-tag">{t("feedMix.detail.extra")}</span> : null}
            </span>
            <button
              type="button"
              className="btn btn--secondary fm-small"
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
              aria-label={t("feedMix.edit.moveUp", { name: r.FeedName })}
            >
              ↑
            </button>
            <button
              type="button"
              className="btn btn--secondary fm-small"
              disabled={i === rows.length - 1}
              onClick={() => move(i, i + 1)}
              aria-label={t("feedMix.edit.moveDown", { name: r.FeedName })}
            >
              ↓
            </button>
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
