"use client";

/** The public information of a facility: hours of both periods, address and map link (issue 13 §5). */
import { useTranslation } from "@/lib/i18n/react";
import type { TPublicFacility } from "@/lib/facilities/schemas";

export function FacilityCard({ facility }: { facility: TPublicFacility }) {
  const { t } = useTranslation();
  const h = facility.Hours;
  const line = (d: { Day: string; FromHour: string; ToHour: string; Information: string }) =>
    `${d.Day}: ${d.FromHour && d.ToHour ? `${d.FromHour}–${d.ToHour}` : t("facilities.ui.closed")}${d.Information ? ` (${d.Information})` : ""}`;
  return (
    <section className="fac-card" data-testid="facility-card">
      <h2>{facility.FacilityName}</h2>
      {facility.Address ? (
        <p>
          {facility.Address.VisitingAddress}, {facility.Address.ZipCode} {facility.Address.City}
          {facility.MapLink ? (
            <>
              {" · "}
              <a href={facility.MapLink} target="_blank" rel="noreferrer">
                {t("facilities.ui.showOnMap")}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="fac-row">
        <div>
          <h3>{t("facilities.ui.normalPeriod")}</h3>
          <ul className="fac-list">
            {h.NormalPeriod.OpeningHours.map((d) => (
              <li key={d.Weekday}>{line(d)}</li>
            ))}
          </ul>
        </div>
        {h.HarvestPeriod.FromDate ? (
          <div>
            <h3>{t("facilities.ui.harvestRange", { from: h.HarvestPeriod.FromDate, to: h.HarvestPeriod.ToDate })}</h3>
            <ul className="fac-list">
              {h.HarvestPeriod.OpeningHours.map((d) => (
                <li key={d.Weekday}>{line(d)}</li>
              ))}
            </ul>
            {h.HarvestPeriod.OtherInformation ? <p>{h.HarvestPeriod.OtherInformation}</p> : null}
          </div>
        ) : null}
      </div>
      {h.PhoneBooking ? <p>{t("facilities.ui.phoneBookingValue", { phone: h.PhoneBooking })}</p> : null}
      {h.OtherInformation ? <p>{h.OtherInformation}</p> : null}
    </section>
  );
}
