"use client";

import { useTranslation } from "@/lib/i18n/react";
import { DatePicker } from "@/components/ui/date-picker";
import { DateRangePicker } from "@/components/ui/date-range-picker";
import type { Market } from "@/lib/market";

/** The catalogue's date fields (loaded when their section is opened, decision 111). */
export default function GalleryDates({ market }: { market: Market }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="g-dates" className="card">
      <h2 id="g-dates">{t("gallery.date")}</h2>
      <DatePicker market={market} label={t("gallery.date")} name="date" />
      <DateRangePicker market={market} legend={t("gallery.range")} fromName="from" toName="to" />
    </section>
  );
}
