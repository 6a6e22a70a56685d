"use client";

import { useTranslation } from "@/lib/i18n/react";

/**
 * The owner dropdown of the facility editors (spec 3 §4 "Owner selection") and the create button
 * beside it, enabled only with an owner chosen and no call running.
 */
export function OwnerBar(props: {
  id: string;
  owners: { id: number; name: string }[];
  owner: string;
  onOwner: (owner: string) => void;
  createLabel: string;
  onCreate: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="fac-row">
      <div className="field">
        <label htmlFor={props.id}>{t("facilities.fields.FacilityOwner")}</label>
        <select id={props.id} value={props.owner} onChange={(e) => props.onOwner(e.target.value)}>
          <option value="">{t("facilities.ui.choose")}</option>
          {props.owners.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="btn" disabled={!props.owner || props.busy} onClick={props.onCreate}>
        {props.createLabel}
      </button>
    </div>
  );
}
