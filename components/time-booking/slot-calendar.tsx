"use client";

/**
 * The slot calendar (spec 1 §7 SearchAvailableSlots → Calendar with Days and TimeSlots; spec 2 §9:
 * the chosen date plus 14 days): one group of checkboxes per day, each named by its date and time
 * ("2026-11-23 08:00") so it is operable and readable by keyboard and screen reader. Full days say
 * 'Dag fullbokad'; taken slots are disabled.
 */
import { useTranslation } from "@/lib/i18n/react";
import { MARKETS, type Market } from "@/lib/market";
import { formatLocalDay, slotName } from "@/lib/time-booking/booking-form-rules";
import type { SlotsReply } from "./types";

export interface SlotCalendarProps {
  market: Market;
  slots: SlotsReply;
  selected: string[];
  onToggle: (fromTime: string) => void;
  /** the refusal when ticking beyond the limit */
  limitMessage: string | null;
  limit: number;
}

export function SlotCalendar({ market, slots, selected, onToggle, limitMessage, limit }: SlotCalendarProps) {
  const { t } = useTranslation();
  const days = slots.Calendar.Days;
  const none = days.every((d) => d.TimeSlots.every((s) => !s.IsAvailable));
  const from = days[0]?.Date ?? "";
  const to = days[days.length - 1]?.Date ?? "";
  return (
    <section className="tb-card tb-calendar" aria-labelledby="tb-slots-heading">
      <h2 id="tb-slots-heading">{t("timeBooking.slots.heading")}</h2>
      <p className="tb-muted">{t("timeBooking.slots.caption", { from: formatLocalDay(from, market), to: formatLocalDay(to, market) })}</p>
      {slots.BackupArticle ? <p className="tb-muted">{t("timeBooking.slots.backupArticle", { article: slots.BackupArticle })}</p> : null}
      <p className="tb-muted">{t("timeBooking.slots.limit", { count: limit })}</p>
      <p role="status" aria-live="polite" className="tb-calendar__chosen">
        {t("timeBooking.slots.chosen", { count: selected.length })}
      </p>
      <p role="alert" className={limitMessage ? "alert alert--error" : "visually-hidden"}>
        {limitMessage ?? ""}
      </p>
      {none ? (
        <p className="alert alert--info">{t("timeBooking.errors.noTimesFound")}</p>
      ) : (
        <div className="tb-calendar__days">
          {days.map((d) => (
            <fieldset key={d.Date} className={`tb-day${d.IsFullyBooked ? " tb-day--full" : ""}`}>
              <legend>
                <span className="tb-day__name">{dayName(d.Date, market)}</span> {formatLocalDay(d.Date, market)}
                {d.IsFullyBooked ? <span className="tb-day__full"> – {t("timeBooking.errors.dayFullyBooked")}</span> : null}
              </legend>
              {d.TimeSlots.length === 0 ? <p className="tb-muted">{t("timeBooking.slots.closed")}</p> : null}
              <ul className="tb-day__slots">
                {d.TimeSlots.map((s) => {
                  const id = `tb-slot-${s.FromTime.replace(/[^0-9]/g, "")}`;
                  const checked = selected.includes(s.FromTime);
                  return (
                    <li key={s.FromTime}>
                      <input
                        type="checkbox"
                        id={id}
                        checked={checked}
                        disabled={!s.IsAvailable && !checked}
                        aria-label={slotName(s.FromTime, market)}
                        aria-describedby={`${id}-free`}
                        onChange={() => onToggle(s.FromTime)}
                      />
                      <label htmlFor={id} className={s.IsAvailable ? undefined : "tb-slot--taken"}>
                        {s.StartTime}–{s.EndTime}
                      </label>
                      <span id={`${id}-free`} className="tb-slot__free">
                        {s.IsAvailable ? t("timeBooking.slots.free", { count: s.FreeCapacity }) : t("timeBooking.slots.full")}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
        </div>
      )}
    </section>
  );
}

function dayName(iso: string, market: Market): string {
  const [y = NaN, m = NaN, d = NaN] = iso.split("-").map(Number);
  const s = new Intl.DateTimeFormat(MARKETS[market].locale, { weekday: "short", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
  return s.charAt(0).toLocaleUpperCase() + s.slice(1);
}
