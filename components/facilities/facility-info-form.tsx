"use client";

/**
 * The facility information form (spec 3 §2, §4, §5): name, types with select-all, property type,
 * language, show-on-site, contact fields, image, the primary address always and the secondary one
 * behind a checkbox (unchecking with data asks first; cancelling re-checks), contact-person
 * connections, save and cancel (asks first).
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { ImageUpload } from "@/components/ui/image-upload";
import { toast } from "@/components/ui/toast";
import { areaKey, useApiMutation, useApiQuery } from "@/lib/client/query";
import { checkFacilityInformation, idList, type RuleError } from "@/lib/facilities/rules";
import type { TAddressOut, TFacilityInformation, TOption } from "@/lib/facilities/schemas";
import { AddressSection, EMPTY_ADDRESS, hasAddressData, type AddressForm, type GeoOption } from "./address-section";
import { CategoryPicker } from "./category-picker";
import { ErrorsModal, serverMessages } from "./errors-modal";
import type { MapTiles } from "./facility-map";

const API = "/api/facility-edit-information";

export interface InfoOptions {
  typeParents: TOption[];
  languages: { code: string; name: string }[];
  propertyTypes: string[];
  geo: GeoOption[];
  tiles: MapTiles;
}

const toForm = (a: TAddressOut | null): AddressForm =>
  a
    ? {
        VisitingAddress: a.VisitingAddress,
        VisitingAddress2: a.VisitingAddress2,
        ZipCode: a.ZipCode,
        City: a.City,
        CountryId: a.CountryId,
        AreaId: a.AreaId,
        RegionId: a.RegionId,
        Latitude: a.Latitude,
        Longitude: a.Longitude,
        PhoneNumber: a.PhoneNumber,
      }
    : EMPTY_ADDRESS;

const CONTACT_FIELDS = ["ExtraPhoneNumber", "PhoneBooking", "PhoneAnsweringMachine", "Fax", "Email", "Website"] as const;

export function FacilityInfoForm({
  initial,
  options,
  onDone,
}: {
  initial: TFacilityInformation;
  options: InfoOptions;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [f, setF] = useState(initial);
  const [types, setTypes] = useState(idList(initial.FacilityType));
  const [persons, setPersons] = useState(idList(initial.ConnectedContactPersonIds));
  const [primary, setPrimary] = useState(toForm(initial.PrimaryAddress));
  const [secondary, setSecondary] = useState(toForm(initial.SecondaryAddress));
  const [hasSecondary, setHasSecondary] = useState(Boolean(initial.SecondaryAddress));
  const [errors, setErrors] = useState<string[] | RuleError[] | null>(null);
  const save = useApiMutation<{ result: boolean; message: string; id: number }>(`${API}/save-facility-information`);
  const connect = useApiMutation<{ facilityConnectedContactPersons: { ContactPersonId: number }[] }>(
    `${API}/connect-contact-person-to-facility`,
  );
  const people = useApiQuery<{
    contactPersonsByOwner: {
      ContactPersonId: number;
      ContactPersonFirstName: string;
      ContactPersonLastName: string;
      PrimaryRole: string;
    }[];
  }>(
    areaKey("facilities", "persons-by-owner", f.FacilityOwnerId),
    "/api/facility-contact-person/contact-persons-by-owner",
    { contactPersonOwnerId: f.FacilityOwnerId },
    { method: "GET" },
  );
  const busy = save.isPending || connect.isPending;

  const request = () => ({
    ...f,
    FacilityType: types.join(","),
    FacilityOwnerId: String(f.FacilityOwnerId),
    ConnectedContactPersonIds: persons.join(","),
    HasSecondaryAddress: hasSecondary,
    PrimaryAddress: primary,
    SecondaryAddress: hasSecondary ? secondary : null,
  });

  async function onSave() {
    const body = request();
    const problems = checkFacilityInformation(body);
    if (problems.length) return setErrors(problems);
    try {
      const r = await save.mutateAsync({ facilityInformation: body, isInternal: true });
      toast.success(r.message);
      onDone();
    } catch (e) {
      const list = serverMessages(e);
      if (list) setErrors(list);
      else toast.warning(t("facilities.info.saveFailed"));
    }
  }

  async function onSecondary(on: boolean) {
    if (on) return setHasSecondary(true);
    if (hasAddressData(secondary)) {
      const yes = await dialogs.confirm({ title: t("facilities.ui.secondaryAddress"), message: t("facilities.ui.secondaryLoseConfirm") });
      if (!yes) return setHasSecondary(true);
    }
    setSecondary(EMPTY_ADDRESS);
    setHasSecondary(false);
  }

  async function onPerson(id: number, on: boolean) {
    if (f.FacilityId === null) return setPersons((p) => (on ? [...p, id] : p.filter((x) => x !== id)));
    try {
      const r = await connect.mutateAsync({ facilityId: f.FacilityId, contactPersonId: id, isNewConnection: on, isInternal: true });
      setPersons(r.facilityConnectedContactPersons.map((p) => p.ContactPersonId));
    } catch {
      toast.warning(t("facilities.ui.connectFailed"));
    }
  }

  async function onCancel() {
    if (await dialogs.confirm({ title: t("facilities.ui.cancel"), message: t("facilities.ui.cancelConfirm") })) onDone();
  }

  const input = (name: (typeof CONTACT_FIELDS)[number] | "FacilityName" | "OtherInformation" | "FacilityInfoSource") => (
    <div className="field" key={name}>
      <label htmlFor={`fi-${name}`}>{t(`facilities.fields.${name}`)}</label>
      <input id={`fi-${name}`} value={f[name]} disabled={busy} onChange={(e) => setF({ ...f, [name]: e.target.value })} />
    </div>
  );

  return (
    <form className="fac-form" onSubmit={(e) => e.preventDefault()} aria-label={t("facilities.ui.facilityForm")}>
      <p>{t("facilities.ui.ownerValue", { owner: f.FacilityOwnerName })}</p>
      <div className="fac-grid">
        {input("FacilityName")}
        <div className="field">
          <label htmlFor="fi-property">{t("facilities.fields.FacilityPropertyType")}</label>
          <select
            id="fi-property"
            value={f.FacilityPropertyType}
            disabled={busy}
            onChange={(e) => setF({ ...f, FacilityPropertyType: e.target.value })}
          >
            <option value="">{t("facilities.ui.choose")}</option>
            {options.propertyTypes.map((p) => (
              <option key={p} value={p}>
                {t(`facilities.propertyTypes.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="fi-language">{t("facilities.fields.LanguageCode")}</label>
          <select id="fi-language" value={f.LanguageCode} disabled={busy} onChange={(e) => setF({ ...f, LanguageCode: e.target.value })}>
            <option value="">{t("facilities.ui.choose")}</option>
            {options.languages.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        {input("FacilityInfoSource")}
      </div>
      <label className="fac-check">
        <input
          type="checkbox"
          checked={f.ShowFacilityInfo}
          disabled={busy}
          onChange={(e) => setF({ ...f, ShowFacilityInfo: e.target.checked })}
        />
        {t("facilities.fields.ShowFacilityInfo")}
      </label>
      <CategoryPicker
        legend={t("facilities.fields.FacilityType")}
        path={`${API}/facility-sub-categories-by-parent-category`}
        parents={options.typeParents}
        selected={types}
        onChange={setTypes}
        disabled={busy}
      />
      <fieldset>
        <legend>{t("facilities.ui.contact")}</legend>
        <div className="fac-grid">{CONTACT_FIELDS.map((n) => input(n))}</div>
        {input("OtherInformation")}
        <div className="field">
          <label htmlFor="fi-harvest-info">{t("facilities.ui.harvestInformation")}</label>
          <input
            id="fi-harvest-info"
            value={f.HarvestPeriod.OtherInformation}
            disabled={busy}
            onChange={(e) => setF({ ...f, HarvestPeriod: { OtherInformation: e.target.value } })}
          />
        </div>
      </fieldset>
      {f.FacilityId !== null ? (
        <ImageUpload
          label={t("facilities.ui.image")}
          imageUrl={f.FacilityImageUrl}
          hasImage={Boolean(f.FacilityImageUrl)}
          handleUrl={`${API}/upload-facility-information-image`}
          deleteUrl={`${API}/delete-facility-information-image`}
          extraFields={{ facilityId: String(f.FacilityId) }}
          onUploaded={(url) => setF((x) => ({ ...x, FacilityImageUrl: url }))}
          onDeleted={() => setF((x) => ({ ...x, FacilityImageUrl: "" }))}
          disabled={busy}
        />
      ) : null}
      <AddressSection
        prefix="primary"
        legend={t("facilities.ui.primaryAddress")}
        value={primary}
        onChange={setPrimary}
        geo={options.geo}
        tiles={options.tiles}
        disabled={busy}
      />
      <label className="fac-check">
        <input type="checkbox" checked={hasSecondary} disabled={busy} onChange={(e) => void onSecondary(e.target.checked)} />
        {t("facilities.ui.secondaryAddress")}
      </label>
      {hasSecondary ? (
        <AddressSection
          prefix="secondary"
          legend={t("facilities.ui.secondaryAddress")}
          value={secondary}
          onChange={setSecondary}
          geo={options.geo}
          tiles={options.tiles}
          disabled={busy}
        />
      ) : null}
      <fieldset>
        <legend>{t("facilities.ui.contactPersons")}</legend>
        {people.isError ? <p className="alert alert--error">{t("facilities.errors.fetchContactPersons")}</p> : null}
        <div className="fac-checks" data-testid="facility-persons">
          {(people.data?.contactPersonsByOwner ?? []).map((p) => (
            <label key={p.ContactPersonId} className="fac-check">
              <input
                type="checkbox"
                checked={persons.includes(p.ContactPersonId)}
                disabled={busy}
                onChange={(e) => void onPerson(p.ContactPersonId, e.target.checked)}
              />
              {p.ContactPersonFirstName} {p.ContactPersonLastName} ({p.PrimaryRole})
            </label>
          ))}
        </div>
      </fieldset>
      <div className="fac-actions">
        <button type="button" className="btn" disabled={busy} onClick={() => void onSave()}>
          {t("facilities.ui.save")}
        </button>
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void onCancel()}>
          {t("facilities.ui.cancel")}
        </button>
      </div>
      <ErrorsModal errors={errors} onClose={() => setErrors(null)} />
    </form>
  );
}
