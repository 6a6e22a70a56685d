"use client";

/**
 * Facility types / business areas with select-all (spec 3 §2): one group per parent category,
 * its sub-categories loaded through the area's `…-sub-categories-by-parent-category` call.
 */
import { useTranslation } from "@/lib/i18n/react";
import { Loader } from "@/components/ui/loader";
import { areaKey, useApiQuery } from "@/lib/client/query";
import type { TOption } from "@/lib/facilities/schemas";

function Group({
  path,
  parent,
  selected,
  onChange,
  disabled,
}: {
  path: string;
  parent: TOption;
  selected: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const subs = useApiQuery<{ subCategories: TOption[] }>(
    areaKey("facilities", "sub-categories", path, parent.Value),
    path,
    { parentCategoryId: parent.Value },
    { method: "GET", staleTime: 300_000 },
  );
  const ids = (subs.data?.subCategories ?? []).map((o) => Number(o.Value));
  const all = ids.length > 0 && ids.every((id) => selected.includes(id));
  const toggleAll = (on: boolean) => onChange(on ? [...new Set([...selected, ...ids])] : selected.filter((id) => !ids.includes(id)));
  return (
    <fieldset className="fac-card">
      <legend>{parent.Text}</legend>
      {subs.isFetching ? <Loader /> : null}
      {subs.isError ? <p className="alert alert--error">{t("facilities.errors.fetchCategories")}</p> : null}
      <label className="fac-check">
        <input type="checkbox" checked={all} disabled={disabled || !ids.length} onChange={(e) => toggleAll(e.target.checked)} />
        {t("facilities.ui.selectAll")}
      </label>
      <div className="fac-checks">
        {(subs.data?.subCategories ?? []).map((o) => {
          const id = Number(o.Value);
          return (
            <label key={o.Value} className="fac-check">
              <input
                type="checkbox"
                checked={selected.includes(id)}
                disabled={disabled}
                onChange={(e) => onChange(e.target.checked ? [...selected, id] : selected.filter((x) => x !== id))}
              />
              {o.Text}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function CategoryPicker({
  legend,
  path,
  parents,
  selected,
  onChange,
  disabled,
}: {
  legend: string;
  path: string;
  parents: TOption[];
  selected: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="fac-grid">
        {parents.map((p) => (
          <Group key={p.Value} path={path} parent={p} selected={selected} onChange={onChange} disabled={disabled} />
        ))}
      </div>
    </fieldset>
  );
}
