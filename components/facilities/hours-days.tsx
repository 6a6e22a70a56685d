"use client";

/** One period's seven days (Monday first): from/to hours and information (spec 3 §3, §5). */
import { useTranslation } from "@/lib/i18n/react";

export interface DayForm {
  Day: string;
  FromHour: string;
  ToHour: string;
  Information: string;
}

export function HoursDays({
  id,
  caption,
  days,
  onChange,
  disabled,
}: {
  id: string;
  caption: string;
  days: DayForm[];
  onChange: (days: DayForm[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<DayForm>) => onChange(days.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <table className="fac-days" data-testid={id}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("facilities.ui.day")}</th>
          <th scope="col">{t("facilities.ui.fromHour")}</th>
          <th scope="col">{t("facilities.ui.toHour")}</th>
          <th scope="col">{t("facilities.ui.information")}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((d, i) => (
          <tr key={i}>
            <th scope="row">{d.Day}</th>
            <td>
              <input
                aria-label={`${d.Day} ${t("facilities.ui.fromHour")}`}
                name={`${id}-${i}-from`}
                value={d.FromHour}
                placeholder="07:00"
                inputMode="numeric"
                size={6}
                disabled={disabled}
                onChange={(e) => set(i, { FromHour: e.target.value })}
              />
            </td>
            <td>
              <input
                aria-label={`${d.Day} ${t("facilities.ui.toHour")}`}
                name={`${id}-${i}-to`}
                value={d.ToHour}
                placeholder="16:00"
                inputMode="numeric"
                size={6}
                disabled={disabled}
                onChange={(e) => set(i, { ToHour: e.target.value })}
              />
            </td>
            <td>
              <input
                aria-label={`${d.Day} ${t("facilities.ui.information")}`}
                name={`${id}-${i}-info`}
                value={d.Information}
                maxLength={120}
                disabled={disabled}
                onChange={(e) => set(i, { Information: e.target.value })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
