"use client";

/**
 * The machine list (spec 1 §2 "Machines"): each machine with its image, type, brand, model, serial
 * number, registration number and engine hours, shown as a grid or a list; the choice is
 * remembered in a cookie (the server renders the remembered view) and kept in the address
 * (?toggle=grid|list, which wins over the cookie).
 */
import "./machines.css";
import { NavLink } from "@/components/shell/nav-link";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import type { Market } from "@/lib/market";
import { formatEngineHours } from "@/lib/machines/format";
import { MACHINE_VIEW_COOKIE, type MachineView } from "@/lib/machines/view";
import { replaceQuery } from "@/lib/client/replace-query";

export interface MachineListItem {
  id: number;
  typeName: string;
  brandName: string;
  modelName: string;
  serialNumber: string;
  registerNumber: string | null;
  engineHours: number | null;
  imageUrl: string;
}

const VIEWS: readonly MachineView[] = ["grid", "list"];

/** Keeps the view for the next visit (cookie, a year) and in the address. */
function rememberView(view: MachineView) {
  document.cookie = `${MACHINE_VIEW_COOKIE}=${view}; path=/; max-age=31536000; samesite=lax`;
  replaceQuery({ toggle: view });
}

export function MachineList({ machines, market, initialView }: { machines: MachineListItem[]; market: Market; initialView: MachineView }) {
  const { t } = useTranslation();
  const [view, setView] = useState<MachineView>(initialView);

  function choose(next: MachineView) {
    setView(next);
    rememberView(next);
  }

  return (
    <>
      <div className="machines-toolbar">
        <div className="machines-view-toggle" role="group" aria-label={t("machines.view.label")}>
          {VIEWS.map((v) => (
            <button key={v} type="button" className="btn btn--secondary" aria-pressed={view === v} onClick={() => choose(v)}>
              {t(`machines.view.${v}`)}
            </button>
          ))}
        </div>
        <div className="machines-toolbar__actions">
          <NavLink className="btn" href="/maskiner/ny">
            {t("machines.add")}
          </NavLink>
          <NavLink className="btn btn--secondary" href="/maskiner/boka-service">
            {t("machines.bookService")}
          </NavLink>
          <NavLink className="btn btn--secondary" href="/maskiner/verkstader">
            {t("machines.workshopsLink")}
          </NavLink>
        </div>
      </div>
      {machines.length === 0 ? (
        <p className="alert alert--info">{t("machines.empty")}</p>
      ) : (
        <ul className={view === "grid" ? "machines--grid" : "machines--list"} data-view={view} aria-label={t("machines.title")}>
          {machines.map((m) => (
            <li key={m.id} className="machine-card">
              <NavLink href={`/maskiner/${m.id}`}>
                {/* eslint-disable-next-line @next/next/no-img-element -- stored files come from our own /api/files route, not next/image */}
                <img src={m.imageUrl} alt="" />
                <div>
                  <h2>
                    {m.brandName} {m.modelName}
                  </h2>
                  <dl>
                    <dt>{t("machines.fields.type")}</dt>
                    <dd>{m.typeName}</dd>
                    <dt>{t("machines.fields.serialNumber")}</dt>
                    <dd>{m.serialNumber}</dd>
                    <dt>{t("machines.fields.registerNumber")}</dt>
                    <dd>{m.registerNumber ?? "–"}</dd>
                    <dt>{t("machines.fields.engineHours")}</dt>
                    <dd>
                      {m.engineHours === null
                        ? t("machines.engineHoursUnknown")
                        : t("machines.engineHoursValue", { hours: formatEngineHours(m.engineHours, market) })}
                    </dd>
                  </dl>
                </div>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
