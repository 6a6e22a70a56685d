"use client";

import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import type { ColumnDef } from "@/components/ui/data-table";
import { Accordion, AccordionItem } from "@/components/ui/accordion";
import { Carousel } from "@/components/ui/carousel";
import { ComboBox } from "@/components/ui/combobox";
import { DataTable } from "@/components/ui/data-table";
import { DatePicker } from "@/components/ui/date-picker";
import { DateRangePicker } from "@/components/ui/date-range-picker";
import { useDialogs } from "@/components/ui/dialogs";
import { FileUpload } from "@/components/ui/file-upload";
import { ProgressWizard } from "@/components/ui/progress-wizard";
import { SubmitButton } from "@/components/ui/submit-button";
import { Tabs } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import type { Market } from "@/lib/market";

interface Row {
  number: number;
  facility: string;
  tons: number;
}

const PLACES = ["Skara", "Lidköping", "Uppsala", "Eslöv", "Motala", "Kalmar", "Seinäjoki", "Huittinen", "Loimaa"];

/** Every shared widget once, with realistic content: a catalogue for staff and a target for browser tests. */
export function ComponentGallery({ market }: { market: Market }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [answer, setAnswer] = useState("");
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [place, setPlace] = useState<string | null>(null);

  const rows = useMemo<Row[]>(
    () =>
      Array.from({ length: 37 }, (_, i) => ({
        number: i + 1,
        facility: `${PLACES[i % PLACES.length]} ${1 + Math.floor(i / PLACES.length)}`,
        tons: ((i * 7919) % 500) + 10,
      })),
    [],
  );
  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      { accessorKey: "number", header: t("gallery.number") },
      { accessorKey: "facility", header: t("gallery.facility") },
      { accessorKey: "tons", header: t("gallery.tons"), meta: { align: "end" } },
    ],
    [t],
  );

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    await new Promise((r) => setTimeout(r, 800));
    setBusy(false);
    setSaved(true);
  }

  return (
    <div className="gallery">
      <section aria-labelledby="g-dates" className="card">
        <h2 id="g-dates">{t("gallery.date")}</h2>
        <DatePicker market={market} label={t("gallery.date")} name="date" />
        <DateRangePicker market={market} legend={t("gallery.range")} fromName="from" toName="to" />
      </section>

      <section aria-labelledby="g-table" className="card">
        <h2 id="g-table">{t("gallery.table")}</h2>
        <DataTable id="gallery-facilities" caption={t("gallery.table")} columns={columns} data={rows} getRowId={(r) => String(r.number)} />
      </section>

      <section aria-labelledby="g-wizard" className="card">
        <h2 id="g-wizard">{t("gallery.wizard")}</h2>
        <ProgressWizard steps={[t("gallery.step1"), t("gallery.step2"), t("gallery.step3")]} current={1} />
        <h2>{t("gallery.accordion")}</h2>
        <Accordion>
          <AccordionItem title={t("gallery.q1")}>{t("gallery.a1")}</AccordionItem>
          <AccordionItem title={t("gallery.q2")}>{t("gallery.a2")}</AccordionItem>
        </Accordion>
      </section>

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

      <section aria-labelledby="g-carousel" className="card">
        <h2 id="g-carousel">{t("gallery.carousel")}</h2>
        <Carousel
          labelledBy="g-carousel"
          items={rows.slice(0, 7)}
          getKey={(r) => String(r.number)}
          perView={{ narrow: 1, wide: 3, query: "(min-width: 48em)" }}
          renderSlide={(r) => (
            <div className="card">
              <strong>{t("gallery.slide", { n: r.number })}</strong>
              <span>{r.facility}</span>
              <span>{r.tons} t</span>
            </div>
          )}
        />
      </section>

      <section aria-labelledby="g-dialogs" className="card">
        <h2 id="g-dialogs">{t("gallery.dialogs")}</h2>
        <p>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => void dialogs.alert({ type: "warning", title: t("gallery.alertTitle"), message: t("gallery.alertText") })}
          >
            {t("gallery.openAlert")}
          </button>{" "}
          <button
            type="button"
            className="btn btn--secondary"
            onClick={async () =>
              setAnswer(
                (await dialogs.confirm({ title: t("gallery.confirmTitle"), message: t("gallery.confirmText") }))
                  ? t("gallery.confirmed")
                  : t("gallery.declined"),
              )
            }
          >
            {t("gallery.openConfirm")}
          </button>
        </p>
        <p role="status">{answer}</p>
        <h3>{t("gallery.toast")}</h3>
        <button type="button" className="btn btn--secondary" onClick={() => toast.success(t("gallery.toastText"))}>
          {t("gallery.showToast")}
        </button>
      </section>

      <section aria-labelledby="g-files" className="card">
        <h2 id="g-files">{t("gallery.files")}</h2>
        <FileUpload label={t("gallery.files")} limit={2} fileMaxSize={5} />
      </section>

      <section aria-labelledby="g-form" className="card">
        <h2 id="g-form">{t("gallery.form")}</h2>
        <form onSubmit={save}>
          <SubmitButton pending={busy}>{t("gallery.save")}</SubmitButton>
          {saved ? <p role="status">{t("gallery.saved")}</p> : null}
        </form>
      </section>
    </div>
  );
}
