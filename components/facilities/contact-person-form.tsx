"use client";

/**
 * The contact person form (spec 3 §3 Contact person, §5, §8): names, roles, phones, e-mail,
 * business areas with select-all, country → area → region, manager, description, image, and the
 * facilities the person is connected to (select-all; connected at once for a saved person).
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { ImageUpload } from "@/components/ui/image-upload";
import { toast } from "@/components/ui/toast";
import { useApiMutation, useApiQuery } from "@/lib/client/query";
import { checkContactPerson, idList, type RuleError } from "@/lib/facilities/rules";
import type { TContactPersonInformation, TOption } from "@/lib/facilities/schemas";
import type { GeoOption } from "./address-section";
import { CategoryPicker } from "./category-picker";
import { ErrorsModal, serverMessages } from "./errors-modal";

const API = "/api/facility-contact-person";
const TEXT_FIELDS = [
  "ContactPersonFirstName",
  "ContactPersonLastName",
  "PrimaryRole",
  "SecondaryRole",
  "PhoneNumber",
  "CellNumber",
  "Email",
  "EmploymentType",
  "City",
  "ContactPersonInfoSource",
] as const;

export interface PersonOptions {
  areaParents: TOption[];
  geo: GeoOption[];
  facilities: { id: number; name: string }[];
}

export function ContactPersonForm({
  initial,
  options,
  managers,
  onDone,
}: {
  initial: TContactPersonInformation;
  options: PersonOptions;
  managers: { id: number; name: string }[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [p, setP] = useState(initial);
  const [areas, setAreas] = useState(idList(initial.ContactPersonBusinessAreas));
  const [facilities, setFacilities] = useState(idList(initial.ConnectedFacilityIds));
  const [errors, setErrors] = useState<string[] | RuleError[] | null>(null);
  const save = useApiMutation<{ message: string; id: number }>(`${API}/save-contact-person`);
  const connect = useApiMutation<{ contactPersonConnectedFacilities: { FacilityId: number }[] }>(
    `${API}/connect-facility-to-contact-person`,
  );
  const busy = save.isPending || connect.isPending;
  const num = (v: string) => (v ? Number(v) : null);

  async function onSave() {
    const body = {
      ...p,
      ContactPersonOwnerId: String(p.ContactPersonOwnerId),
      ContactPersonBusinessAreas: areas.join(","),
      CountryId: p.CountryId === null ? "" : String(p.CountryId),
      ConnectedFacilityIds: facilities.join(","),
    };
    const problems = checkContactPerson(body);
    if (problems.length) return setErrors(problems);
    try {
      toast.success((await save.mutateAsync({ contactPersonInformation: body, isInternal: true })).message);
      onDone();
    } catch (e) {
      const list = serverMessages(e);
      if (list) setErrors(list);
      else toast.warning(t("facilities.cp.saveFailed"));
    }
  }

  async function setConnected(ids: number[]) {
    if (p.ContactPersonId === null) return setFacilities(ids);
    const personId = p.ContactPersonId;
    const changes = [
      ...ids.filter((id) => !facilities.includes(id)).map((id) => ({ id, on: true })),
      ...facilities.filter((id) => !ids.includes(id)).map((id) => ({ id, on: false })),
    ];
    try {
      let now = facilities;
      for (const c of changes) {
        const r = await connect.mutateAsync({ contactPersonId: personId, facilityId: c.id, isNewConnection: c.on, isInternal: true });
        now = r.contactPersonConnectedFacilities.map((f) => f.FacilityId);
      }
      setFacilities(now);
    } catch {
      toast.warning(t("facilities.ui.connectFailed"));
    }
  }

  async function onCancel() {
    if (await dialogs.confirm({ title: t("facilities.ui.cancel"), message: t("facilities.ui.cancelConfirm") })) onDone();
  }

  const geo = (level: string, parentId: number | null) => options.geo.filter((g) => g.level === level && g.parentId === parentId);
  const select = (
    id: string,
    label: string,
    value: number | null,
    items: { id: number; name: string }[],
    onChange: (v: number | null) => void,
  ) => (
    <div className="field" key={id}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ""} disabled={busy} onChange={(e) => onChange(num(e.target.value))}>
        <option value="">{t("facilities.ui.choose")}</option>
        {items.map((i) => (
          <option key={i.id} value={i.id}>
            {i.name}
          </option>
        ))}
      </select>
    </div>
  );
  const areasOf = geo("area", p.CountryId);
  const regionsOf = geo("region", p.AreaId);
  const allIds = options.facilities.map((f) => f.id);
  const countries = geo("country", null);
  const managerItems = managers.filter((m) => m.id !== p.ContactPersonId);
  const ids = { country: "cp-country", area: "cp-area", region: "cp-region", manager: "cp-manager" };
  const geoSelects = [
    select(ids.country, t("facilities.address.Country"), p.CountryId, countries, (v) =>
      setP({ ...p, CountryId: v, AreaId: null, RegionId: null }),
    ),
    areasOf.length
      ? select(ids.area, t("facilities.address.Area"), p.AreaId, areasOf, (v) => setP({ ...p, AreaId: v, RegionId: null }))
      : null,
    regionsOf.length ? select(ids.region, t("facilities.address.Region"), p.RegionId, regionsOf, (v) => setP({ ...p, RegionId: v })) : null,
    select(ids.manager, t("facilities.cpFields.ManagerId"), p.ManagerId, managerItems, (v) => setP({ ...p, ManagerId: v })),
  ];

  return (
    <form className="fac-form" onSubmit={(e) => e.preventDefault()} aria-label={t("facilities.ui.personForm")}>
      <p>{t("facilities.ui.ownerValue", { owner: p.ContactPersonOwnerName })}</p>
      <div className="fac-grid">
        {TEXT_FIELDS.map((name) => (
          <div className="field" key={name}>
            <label htmlFor={`cp-${name}`}>{t(`facilities.cpFields.${name}`)}</label>
            <input id={`cp-${name}`} value={p[name]} disabled={busy} onChange={(e) => setP({ ...p, [name]: e.target.value })} />
          </div>
        ))}
        {geoSelects}
      </div>
      <div className="field">
        <label htmlFor="cp-description">{t("facilities.cpFields.Description")}</label>
        <textarea
          id="cp-description"
          rows={3}
          value={p.Description}
          disabled={busy}
          onChange={(e) => setP({ ...p, Description: e.target.value })}
        />
      </div>
      <label className="fac-check">
        <input
          type="checkbox"
          checked={p.ShowContactPersonInfo}
          disabled={busy}
          onChange={(e) => setP({ ...p, ShowContactPersonInfo: e.target.checked })}
        />
        {t("facilities.cpFields.ShowContactPersonInfo")}
      </label>
      <CategoryPicker
        legend={t("facilities.cpFields.ContactPersonBusinessAreas")}
        path={`${API}/contact-person-sub-categories-by-parent-category`}
        parents={options.areaParents}
        selected={areas}
        onChange={setAreas}
        disabled={busy}
      />
      {p.ContactPersonId !== null ? (
        <ImageUpload
          label={t("facilities.ui.image")}
          imageUrl={p.ContactPersonImageUrl}
          hasImage={Boolean(p.ContactPersonImageUrl)}
          handleUrl={`${API}/upload-contact-person-image`}
          deleteUrl={`${API}/delete-contact-person-image`}
          extraFields={{ contactPersonId: String(p.ContactPersonId) }}
          onUploaded={(url) => setP((x) => ({ ...x, ContactPersonImageUrl: url }))}
          onDeleted={() => setP((x) => ({ ...x, ContactPersonImageUrl: "" }))}
          disabled={busy}
        />
      ) : null}
      <fieldset>
        <legend>{t("facilities.ui.connectedFacilities")}</legend>
        <label className="fac-check">
          <input
            type="checkbox"
            checked={allIds.length > 0 && allIds.every((id) => facilities.includes(id))}
            disabled={busy}
            onChange={(e) => void setConnected(e.target.checked ? allIds : [])}
          />
          {t("facilities.ui.selectAll")}
        </label>
        <div className="fac-checks" data-testid="person-facilities">
          {options.facilities.map((f) => (
            <label key={f.id} className="fac-check">
              <input
                type="checkbox"
                checked={facilities.includes(f.id)}
                disabled={busy}
                onChange={(e) => void setConnected(e.target.checked ? [...facilities, f.id] : facilities.filter((x) => x !== f.id))}
              />
              {f.name}
            </label>
          ))}
        </div>
        {facilities.length ? (
          <ul className="fac-summaries" aria-label={t("facilities.ui.connectedSummary")}>
            {facilities.map((id) => (
              <FacilitySummary key={id} facilityId={id} />
            ))}
          </ul>
        ) : null}
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

/** One connected facility's summary (contact-person-facility-information): name, city, shown on the site. */
function FacilitySummary({ facilityId }: { facilityId: number }) {
  const { t } = useTranslation();
  const q = useApiQuery<{ facilityInformation: { FacilityName: string; City: string; ShowFacilityInfo: boolean } }>(
    ["facilities", "contact-person-facility-information"],
    `${API}/contact-person-facility-information`,
    { facilityId, isInternal: true },
    { method: "GET" },
  );
  const f = q.data?.facilityInformation;
  if (!f) return null;
  return (
    <li data-facility={facilityId}>
      {t("facilities.ui.facilitySummary", { name: f.FacilityName, city: f.City || "–" })}{" "}
      {f.ShowFacilityInfo ? t("facilities.ui.shownOnSite") : t("facilities.ui.notShownOnSite")}
    </li>
  );
}
