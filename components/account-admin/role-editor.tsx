"use client";

/**
 * The custom role editor of the profile "Anpassad" (spec 2 §6 "User card"): one row per area;
 * a row's checkbox enables its radio options (read or write). Saving sends the chosen roles
 * ("<area>:<level>", lib/customer-admin/permissions.ts) to /api/usercard/save-roles.
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { normaliseRoles, parseRole, ROLE_AREAS, ROLE_LEVELS, type RoleArea, type RoleLevel } from "@/lib/customer-admin/permissions";

export function RoleEditor({
  userName,
  initial,
  pending,
  onSave,
}: {
  userName: string;
  initial: string[];
  pending: boolean;
  onSave: (roles: string[]) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Partial<Record<RoleArea, RoleLevel>>>(() =>
    Object.fromEntries(initial.map(parseRole).flatMap((p) => (p ? [[p.area, p.level]] : []))),
  );
  const roles = normaliseRoles(Object.entries(chosen).map(([a, l]) => `${a}:${l}`));
  return (
    <fieldset className="role-editor">
      <legend>{t("accountAdmin.customerCard.roles")}</legend>
      {ROLE_AREAS.map((area) => {
        const on = chosen[area] !== undefined;
        const id = `role-${userName}-${area}`;
        return (
          <div key={area} className="role-editor__row">
            <input
              type="checkbox"
              id={id}
              checked={on}
              onChange={(e) =>
                setChosen((c) => {
                  const next = { ...c };
                  if (e.target.checked) next[area] = "read";
                  else delete next[area];
                  return next;
                })
              }
            />
            <label htmlFor={id}>{t(`accountAdmin.areas.${area}`)}</label>
            {ROLE_LEVELS.map((level) => (
              <label key={level} className="role-editor__level">
                <input
                  type="radio"
                  name={id}
                  value={level}
                  disabled={!on}
                  checked={chosen[area] === level}
                  onChange={() => setChosen((c) => ({ ...c, [area]: level }))}
                />
                {t(`accountAdmin.levels.${level}`)}
              </label>
            ))}
          </div>
        );
      })}
      <button type="button" className="btn" disabled={pending} onClick={() => onSave(roles)}>
        {t("accountAdmin.customerCard.saveRoles")}
      </button>
    </fieldset>
  );
}
