"use client";

import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { ComboBox } from "@/components/ui/combobox";
import { Tabs } from "@/components/ui/tabs";
import { PLACES } from "./gallery-rows";

/** The catalogue's tabs and combobox (loaded when their section is opened, decision 111). */
export default function GalleryChoices() {
  const { t } = useTranslation();
  const [place, setPlace] = useState<string | null>(null);
  return (
    <section aria-labelledby="g-tabs" className="card">
      <h2 id="g-tabs">{t("gallery.tabs")}</h2>
      <Tabs
        label={t("gallery.tabs")}
        tabs={[
          { id: "grain", label: t("gallery.tabGrain"), content: <p>{t("gallery.tabGrainText")}</p> },
          { id: "seed", label: t("gallery.tabSeed"), content: <p>{t("gallery.tabSeedText")}</p> },
          { id: "fertilizer", label: t("gallery.tabFertilizer"), content: <p>{t("gallery.tabFertilizerText")}</p> },
        ]}
      />
      <ComboBox
        label={t("gallery.combobox")}
        items={PLACES}
        getKey={(p) => p}
        getText={(p) => p}
        hint={t("gallery.comboboxHint")}
        name="place"
        onSelect={(p) => setPlace(p)}
      />
      <p role="status">{place ? t("gallery.chosen", { name: place }) : ""}</p>
    </section>
  );
}
