"use client";

/**
 * One address of the facility information editor (spec 3 §3 Facility address, §4 "Geography
 * selectors", §5 "Coordinates lookup"): street, postal code, city, the country → area → region
 * selectors (a change clears and reloads the next; area and region hidden until they have
 * options), coordinates typed, found ('Hämta koordinater') or clicked on the map.
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useApiFetch, areaKey } from "@/lib/client/query";
import { ApiError } from "@/lib/client/api-fetch";
import { canLookUpCoordinates } from "@/lib/facilities/rules";
import { FacilityMap, type MapTiles } from "./facility-map";

export interface AddressForm {
  VisitingAddress: string;
  VisitingAddress2: string;
  ZipCode: string;
  City: string;
  CountryId: number | null;
  AreaId: number | null;
  RegionId: number | null;
  Latitude: string;
  Longitude: string;
  PhoneNumber: string;
}

export const EMPTY_ADDRESS: AddressForm = {
  VisitingAddress: "",
  VisitingAddress2: "",
  ZipCode: "",
  City: "",
  CountryId: null,
  AreaId: null,
  RegionId: null,
  Latitude: "",
  Longitude: "",
  PhoneNumber: "",
};

export const hasAddressData = (a: AddressForm): boolean =>
  Object.entries(a).some(([k, v]) => k !== "CountryId" && v !== null && String(v).trim() !== "");

export interface GeoOption {
  id: number;
  level: string;
  parentId: number | null;
  name: string;
  code: string;
}

export function AddressSection({
  prefix,
  legend,
  value,
  onChange,
  geo,
  tiles,
  disabled,
}: {
  prefix: string;
  legend: string;
  value: AddressForm;
  onChange: (a: AddressForm) => void;
  geo: GeoOption[];
  tiles: MapTiles;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { fetch } = useApiFetch();
  const [lookup, setLookup] = useState<{ state: "idle" | "busy" | "notFound" | "needAddress" | "failed" }>({ state: "idle" });
  const set = (patch: Partial<AddressForm>) => onChange({ ...value, ...patch });
  const countries = geo.filter((g) => g.level === "country");
  const areas = geo.filter((g) => g.level === "area" && g.parentId === value.CountryId);
  const regions = geo.filter((g) => g.level === "region" && g.parentId === value.AreaId);
  const num = (v: string) => (v ? Number(v) : null);

  async function findCoordinates() {
    if (!canLookUpCoordinates(value)) return setLookup({ state: "needAddress" });
    setLookup({ state: "busy" });
    try {
      const country = geo.find((g) => g.id === value.CountryId)?.code ?? "SE";
      const r = await fetch<{ found: boolean; latitude: string | null; longitude: string | null }>(
        areaKey("facilities", "coordinates", prefix),
        "/api/facility-edit-information/coordinates",
        { address: value.VisitingAddress, zipCode: value.ZipCode, city: value.City, country },
        { method: "GET" },
      );
      if (r.found && r.latitude && r.longitude) {
        set({ Latitude: r.latitude, Longitude: r.longitude });
        setLookup({ state: "idle" });
      } else setLookup({ state: "notFound" });
    } catch (e) {
      setLookup({ state: e instanceof ApiError && e.status === 400 ? "needAddress" : "failed" });
    }
  }

  const text = (name: "VisitingAddress" | "VisitingAddress2" | "ZipCode" | "City" | "Latitude" | "Longitude" | "PhoneNumber") => (
    <div className="field" key={name}>
      <label htmlFor={`${prefix}-${name}`}>{t(`facilities.address.${name}`)}</label>
      <input id={`${prefix}-${name}`} value={value[name]} disabled={disabled} onChange={(e) => set({ [name]: e.target.value })} />
    </div>
  );

  return (
    <fieldset data-testid={prefix}>
      <legend>{legend}</legend>
      <div className="fac-grid">
        {text("VisitingAddress")}
        {text("VisitingAddress2")}
        {text("ZipCode")}
        {text("City")}
        <div className="field">
          <label htmlFor={`${prefix}-country`}>{t("facilities.address.Country")}</label>
          <select
            id={`${prefix}-country`}
            value={value.CountryId ?? ""}
            disabled={disabled}
            onChange={(e) => set({ CountryId: num(e.target.value), AreaId: null, RegionId: null })}
          >
            <option value="">{t("facilities.ui.choose")}</option>
            {countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {areas.length ? (
          <div className="field">
            <label htmlFor={`${prefix}-area`}>{t("facilities.address.Area")}</label>
            <select
              id={`${prefix}-area`}
              value={value.AreaId ?? ""}
              disabled={disabled}
              onChange={(e) => set({ AreaId: num(e.target.value), RegionId: null })}
            >
              <option value="">{t("facilities.ui.choose")}</option>
              {areas.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {regions.length ? (
          <div className="field">
            <label htmlFor={`${prefix}-region`}>{t("facilities.address.Region")}</label>
            <select
              id={`${prefix}-region`}
              value={value.RegionId ?? ""}
              disabled={disabled}
              onChange={(e) => set({ RegionId: num(e.target.value) })}
            >
              <option value="">{t("facilities.ui.choose")}</option>
              {regions.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {text("PhoneNumber")}
        {text("Latitude")}
        {text("Longitude")}
      </div>
      <div className="fac-row">
        <button
          type="button"
          className="btn btn--secondary"
          disabled={disabled || lookup.state === "busy"}
          onClick={() => void findCoordinates()}
        >
          {t("facilities.ui.findCoordinates")}
        </button>
      </div>
      {lookup.state === "needAddress" ? <p className="alert alert--warning">{t("facilities.v.coordinatesNeedAddress")}</p> : null}
      {lookup.state === "notFound" || lookup.state === "failed" ? (
        <p className="alert alert--warning" data-testid={`${prefix}-not-found`}>
          {t("facilities.coordinates.notFound")} {t("facilities.coordinates.notFoundHint")}
        </p>
      ) : null}
      <FacilityMap
        id={`${prefix}-map`}
        latitude={value.Latitude}
        longitude={value.Longitude}
        tiles={tiles}
        disabled={disabled}
        onPick={(lat, lon) => set({ Latitude: lat, Longitude: lon })}
      />
    </fieldset>
  );
}
