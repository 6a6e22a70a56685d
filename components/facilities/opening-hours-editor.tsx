"use client";

/**
 * The facility opening-hours edit page (spec 3 §2): facility type → facility → edit form. A new
 * choice aborts the pending load (the query key changes); a failed or empty facility list says
 * 'facilities Saknas' (spec 3 §8).
 */
import "./facilities.css";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { Loader } from "@/components/ui/loader";
import { areaKey, useApiQuery } from "@/lib/client/query";
import type { TFacilityHours, TOption } from "@/lib/facilities/schemas";
import { HoursForm } from "./hours-form";

const API = "/api/facility-edit-opening-hours";

export function OpeningHoursEditor({ types }: { types: TOption[] }) {
  const { t } = useTranslation();
  const [type, setType] = useState("");
  const [facility, setFacility] = useState("");
  const list = useApiQuery<{ facilities: TOption[] }>(
    areaKey("facilities", "by-type", type),
    `${API}/facilities-by-type`,
    { selectedFacilityType: type },
    { method: "GET", enabled: type !== "" },
  );
  const hours = useApiQuery<{ facilityInformation: TFacilityHours }>(
    areaKey("facilities", "hours", facility),
    `${API}/fetch-facility-opening-hours`,
    { facilityId: facility, isInternal: true },
    { method: "GET", enabled: facility !== "" },
  );
  const missing = type !== "" && (list.isError || (list.data && list.data.facilities.length === 0));
  return (
    <div className="fac-page">
      <div className="fac-row">
        <div className="field">
          <label htmlFor="oh-type">{t("facilities.ui.facilityType")}</label>
          <select
            id="oh-type"
            value={type}
            onChange={(e) => {
              setType(e.target.value);
              setFacility("");
            }}
          >
            <option value="">{t("facilities.ui.choose")}</option>
            {types.map((o) => (
              <option key={o.Value} value={o.Value}>
                {o.Text}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="oh-facility">{t("facilities.ui.facility")}</label>
          <select id="oh-facility" value={facility} disabled={!list.data?.facilities.length} onChange={(e) => setFacility(e.target.value)}>
            <option value="">{t("facilities.ui.choose")}</option>
            {(list.data?.facilities ?? []).map((o) => (
              <option key={o.Value} value={o.Value}>
                {o.Text}
              </option>
            ))}
          </select>
        </div>
        {list.isFetching ? <Loader /> : null}
      </div>
      {missing ? <p className="alert alert--info">{t("facilities.errors.facilitiesByType")}</p> : null}
      {facility && hours.isFetching ? <Loader /> : null}
      {facility && hours.isError ? <p className="alert alert--error">{t("facilities.errors.fetchFacility")}</p> : null}
      {facility && hours.data && !hours.isFetching ? (
        <HoursForm key={`${facility}:${hours.data.facilityInformation.Version}`} initial={hours.data.facilityInformation} />
      ) : null}
    </div>
  );
}
