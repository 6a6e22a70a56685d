"use client";

/**
 * The opening-hours edit form of one facility (spec 3 §2, §5, §8): image, normal period, harvest
 * period, contact fields, the preview SMS, save and save-and-notify. The rules run here first
 * (lib/facilities/rules, the same as the server's) and are listed in a modal; buttons are
 * disabled while a call runs.
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { newIdempotencyKey } from "@/lib/client/idempotency-key";
import { ImageUpload } from "@/components/ui/image-upload";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api-fetch";
import { useApiMutation } from "@/lib/client/mutation";
import { MARKETS } from "@/lib/market";
import { checkOpeningHoursForm, isPreviewMobile, type RuleError } from "@/lib/facilities/rules";
import type { TFacilityHours } from "@/lib/facilities/schemas";
import { ErrorsModal, serverMessages } from "./errors-modal";
import { HoursDays } from "./hours-days";

const API = "/api/facility-edit-opening-hours";

interface SaveReply {
  result: boolean;
  message: string;
  notifiedSubscribers: number;
  bookingsOutsideHours: { reservationId: number; customerName: string; resourceGroup: string; startsAt: string }[];
}

const CONTACT_FIELDS = [
  ["ExtraPhoneNumber", 20],
  ["PhoneBooking", 50],
  ["PhoneAnsweringMachine", 20],
  ["Fax", 20],
  ["Email", 255],
  ["Website", 255],
] as const;

export function HoursForm({ initial }: { initial: TFacilityHours }) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<string[] | RuleError[] | null>(null);
  const [phone, setPhone] = useState("");
  const [effective, setEffective] = useState(true);
  const [outside, setOutside] = useState<SaveReply["bookingsOutsideHours"]>([]);
  const save = useApiMutation<SaveReply>(`${API}/save-facility-opening-hours`);
  const preview = useApiMutation<{ result: boolean }>(`${API}/send-facility-opening-hours-preview`);
  const busy = save.isPending || preview.isPending;
  const request = () => ({ ...form, IsInternal: true });
  const locale = MARKETS[i18n.language === "fi" ? "fi" : "se"].locale;

  async function onSave(notify: boolean) {
    const problems = checkOpeningHoursForm(form);
    if (problems.length) return setErrors(problems);
    try {
      const r = await save.mutateAsync({
        facilityInformationSaveRequest: request(),
        notifySubscribers: notify,
        notifySubscribersForEffectivePeriod: effective,
        idempotencyKey: newIdempotencyKey(),
      });
      if (!r.result) return toast.warning(t("facilities.hours.saveFailed"));
      toast.success(r.message);
      setOutside(r.bookingsOutsideHours);
    } catch (e) {
      const list = serverMessages(e);
      if (list) setErrors(list);
      else toast.warning(e instanceof ApiError && e.status < 500 ? e.message : t("facilities.hours.saveError"));
    }
  }

  async function onPreview() {
    const problems = checkOpeningHoursForm(form);
    if (!isPreviewMobile(phone)) problems.push({ field: "phoneNumber", message: "facilities.v.previewMobile" });
    if (problems.length) return setErrors(problems);
    try {
      const r = await preview.mutateAsync({
        facilityInformationSaveRequest: request(),
        phoneNumber: phone,
        notifySubscribersForEffectivePeriod: effective,
      });
      if (r.result) toast.success(t("facilities.hours.previewSent"));
      else toast.warning(t("facilities.hours.previewFailed"));
    } catch (e) {
      const list = serverMessages(e);
      if (list) setErrors(list);
      else toast.warning(t("facilities.hours.previewFailed"));
    }
  }

  const field = (name: (typeof CONTACT_FIELDS)[number][0], max: number) => (
    <div className="field" key={name}>
      <label htmlFor={`oh-${name}`}>{t(`facilities.fields.${name}`)}</label>
      <input
        id={`oh-${name}`}
        value={form[name]}
        maxLength={max + 10}
        disabled={busy}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
    </div>
  );

  return (
    <form className="fac-form" onSubmit={(e) => e.preventDefault()} aria-label={form.FacilityName}>
      <h2>{form.FacilityName}</h2>
      <ImageUpload
        label={t("facilities.ui.image")}
        imageUrl={form.FacilityImageUrl}
        hasImage={Boolean(form.FacilityImageUrl)}
        handleUrl={`${API}/upload-facility-opening-hours-image`}
        deleteUrl={`${API}/delete-facility-opening-hours-image`}
        extraFields={{ facilityId: String(form.FacilityId) }}
        onUploaded={(url) => setForm((f) => ({ ...f, FacilityImageUrl: url }))}
        onDeleted={() => setForm((f) => ({ ...f, FacilityImageUrl: "" }))}
        disabled={busy}
      />
      <HoursDays
        id="normal-hours"
        caption={t("facilities.ui.normalPeriod")}
        days={form.NormalPeriod.OpeningHours}
        disabled={busy}
        onChange={(days) =>
          setForm({ ...form, NormalPeriod: { OpeningHours: days.map((d, i) => ({ ...form.NormalPeriod.OpeningHours[i]!, ...d })) } })
        }
      />
      <fieldset className="fac-harvest">
        <legend>{t("facilities.ui.harvestPeriod")}</legend>
        <div className="fac-row">
          <div className="field">
            <label htmlFor="oh-harvest-from">{t("facilities.ui.fromDate")}</label>
            <input
              id="oh-harvest-from"
              type="date"
              value={form.HarvestPeriod.FromDate}
              disabled={busy}
              onChange={(e) => setForm({ ...form, HarvestPeriod: { ...form.HarvestPeriod, FromDate: e.target.value } })}
            />
          </div>
          <div className="field">
            <label htmlFor="oh-harvest-to">{t("facilities.ui.toDate")}</label>
            <input
              id="oh-harvest-to"
              type="date"
              value={form.HarvestPeriod.ToDate}
              disabled={busy}
              onChange={(e) => setForm({ ...form, HarvestPeriod: { ...form.HarvestPeriod, ToDate: e.target.value } })}
            />
          </div>
        </div>
        <div className="field">
          <label htmlFor="oh-harvest-info">{t("facilities.ui.harvestInformation")}</label>
          <input
            id="oh-harvest-info"
            value={form.HarvestPeriod.OtherInformation}
            disabled={busy}
            onChange={(e) => setForm({ ...form, HarvestPeriod: { ...form.HarvestPeriod, OtherInformation: e.target.value } })}
          />
        </div>
        <HoursDays
          id="harvest-hours"
          caption={t("facilities.ui.harvestHours")}
          days={form.HarvestPeriod.OpeningHours}
          disabled={busy}
          onChange={(days) =>
            setForm({
              ...form,
              HarvestPeriod: {
                ...form.HarvestPeriod,
                OpeningHours: days.map((d, i) => ({ ...form.HarvestPeriod.OpeningHours[i]!, ...d })),
              },
            })
          }
        />
      </fieldset>
      <fieldset>
        <legend>{t("facilities.ui.contact")}</legend>
        <div className="fac-grid">{CONTACT_FIELDS.map(([name, max]) => field(name, max))}</div>
        <div className="field">
          <label htmlFor="oh-other">{t("facilities.fields.OtherInformation")}</label>
          <input
            id="oh-other"
            value={form.OtherInformation}
            disabled={busy}
            onChange={(e) => setForm({ ...form, OtherInformation: e.target.value })}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t("facilities.ui.notify")}</legend>
        <label className="fac-check">
          <input type="checkbox" checked={effective} disabled={busy} onChange={(e) => setEffective(e.target.checked)} />
          {t("facilities.ui.effectivePeriod")}
        </label>
        <div className="fac-row">
          <div className="field">
            <label htmlFor="oh-preview">{t("facilities.ui.previewNumber")}</label>
            <input id="oh-preview" type="tel" value={phone} disabled={busy} onChange={(e) => setPhone(e.target.value)} />
          </div>
          <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void onPreview()}>
            {t("facilities.ui.sendPreview")}
          </button>
        </div>
      </fieldset>
      <div className="fac-actions">
        <button type="button" className="btn" disabled={busy} onClick={() => void onSave(false)}>
          {t("facilities.ui.save")}
        </button>
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void onSave(true)}>
          {t("facilities.ui.saveAndNotify")}
        </button>
      </div>
      {outside.length ? (
        <section className="alert alert--warning" data-testid="bookings-outside">
          <h3>{t("facilities.ui.bookingsOutside", { count: outside.length })}</h3>
          <ul>
            {outside.map((b) => (
              <li key={b.reservationId}>
                {new Date(b.startsAt).toLocaleString(locale, { dateStyle: "short", timeStyle: "short" })} · {b.resourceGroup} ·{" "}
                {b.customerName}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ErrorsModal errors={errors} onClose={() => setErrors(null)} />
    </form>
  );
}
