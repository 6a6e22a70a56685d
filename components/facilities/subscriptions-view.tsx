"use client";

/**
 * The facility subscription page (spec 3 §2, §4): a facility dropdown shows its information and
 * a subscribe toggle; the user's subscriptions are listed; at ten the maximum modal opens (also
 * when the server refuses, e.g. another tab subscribed meanwhile).
 */
import "./facilities.css";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { Modal } from "@/components/ui/lazy-modal";
import { Loader } from "@/components/ui/loader";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api-fetch";
import { areaKey, useApiMutation, useApiQuery } from "@/lib/client/query";
import type { TPublicFacility } from "@/lib/facilities/schemas";
import { FacilityCard } from "./facility-card";

const API = "/api/facility-opening-hours-subscription";

interface Row {
  FacilityId: number;
  FacilityName: string;
  City: string;
}
interface Status {
  isFacilitySubscribedByUser: boolean;
  facilityInformationSubscriptions: Row[];
  maxSubscriptions: number;
}

export function SubscriptionsView({
  facilities,
  initial,
  userId,
  customerNumber,
  max,
}: {
  facilities: { id: number; name: string }[];
  initial: Row[];
  userId: number;
  customerNumber: string | null;
  max: number;
}) {
  const { t } = useTranslation();
  const [facility, setFacility] = useState("");
  const [subs, setSubs] = useState(initial);
  const [maxOpen, setMaxOpen] = useState(false);
  const info = useApiQuery<{ facilityInformation: TPublicFacility; isFacilitySubscribedByUser: boolean }>(
    areaKey("facilities", "subscription-info", facility),
    `${API}/facility-subscription-information`,
    { facilityId: facility },
    { method: "GET", enabled: facility !== "" },
  );
  const save = useApiMutation<Status, { FacilityId: number; on: boolean }>(
    (v) => `${API}/SaveFacilitySubscription?isNewSubscription=${v.on}`,
    {
      body: (v) => ({ CustomerNumber: customerNumber, UserId: userId, FacilityId: v.FacilityId }),
    },
  );
  const subscribed = (id: number) => subs.some((s) => s.FacilityId === id);

  async function toggle(id: number, on: boolean) {
    if (on && !subscribed(id) && subs.length >= max) return setMaxOpen(true);
    try {
      const r = await save.mutateAsync({ FacilityId: id, on });
      setSubs(r.facilityInformationSubscriptions);
      toast.success(t(on ? "facilities.ui.subscribed" : "facilities.ui.unsubscribed"));
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) setMaxOpen(true);
      else toast.warning(e instanceof ApiError ? e.message : t("facilities.ui.subscriptionFailed"));
    }
  }

  const current = facility ? Number(facility) : null;
  return (
    <div className="fac-page">
      <div className="field">
        <label htmlFor="sub-facility">{t("facilities.ui.facility")}</label>
        <select id="sub-facility" value={facility} onChange={(e) => setFacility(e.target.value)}>
          <option value="">{t("facilities.ui.choose")}</option>
          {facilities.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </div>
      {facility && info.isFetching ? <Loader /> : null}
      {facility && info.isError ? <p className="alert alert--error">{t("facilities.errors.fetchFacility")}</p> : null}
      {current && info.data && !info.isFetching ? (
        <>
          <FacilityCard facility={info.data.facilityInformation} />
          <label className="fac-check">
            <input
              type="checkbox"
              role="switch"
              checked={subscribed(current)}
              disabled={save.isPending}
              onChange={(e) => void toggle(current, e.target.checked)}
            />
            {t("facilities.ui.subscribeToggle")}
          </label>
        </>
      ) : null}
      <section>
        <h2>{t("facilities.ui.mySubscriptions", { count: subs.length, max })}</h2>
        {subs.length ? (
          <ul className="fac-list" data-testid="subscriptions">
            {subs.map((s) => (
              <li key={s.FacilityId}>
                <span>
                  {s.FacilityName}
                  {s.City ? `, ${s.City}` : ""}
                </span>
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  disabled={save.isPending}
                  onClick={() => void toggle(s.FacilityId, false)}
                >
                  {t("facilities.ui.unsubscribe")}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("facilities.ui.noSubscriptions")}</p>
        )}
      </section>
      <Modal
        open={maxOpen}
        onClose={() => setMaxOpen(false)}
        title={t("facilities.ui.maximumTitle")}
        footer={
          <button type="button" className="btn" onClick={() => setMaxOpen(false)}>
            {t("facilities.ui.ok")}
          </button>
        }
      >
        <p data-testid="subscription-maximum">{t("facilities.subscriptions.maximum")}</p>
      </Modal>
    </div>
  );
}
