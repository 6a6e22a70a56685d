"use client";

import { lazy, Suspense, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { Accordion, AccordionItem } from "@/components/ui/accordion";
import { useDialogs } from "@/components/ui/dialogs";
import { FileUpload } from "@/components/ui/file-upload";
import { Loader } from "@/components/ui/loader";
import { replaceQuery } from "@/lib/client/replace-query";
import { ProgressWizard } from "@/components/ui/progress-wizard";
import { SubmitButton } from "@/components/ui/submit-button";
import { Tabs } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import type { Market } from "@/lib/market";
import { isGallerySection, type GallerySection } from "./gallery-sections";

// The heavier widgets load when their section is opened (decision 111): the catalogue's first view
// carries the basics only, as a page of the portal does.
const GalleryDates = lazy(() => import("./gallery-dates"));
const GalleryTable = lazy(() => import("./gallery-table"));
const GalleryChoices = lazy(() => import("./gallery-choices"));
const GalleryCarousel = lazy(() => import("./gallery-carousel"));

const loading = <Loader variant="page" />;

/** Every shared widget once, with realistic content: a catalogue for staff and a target for browser tests. */
export function ComponentGallery({ market, initialSection = "basics" }: { market: Market; initialSection?: GallerySection }) {
  const { t } = useTranslation();
  const [section, setSection] = useState<GallerySection>(initialSection);
  const lazySection = (content: ReactNode) => <Suspense fallback={loading}>{content}</Suspense>;
  const tabs: { id: GallerySection; label: string; content: ReactNode }[] = [
    { id: "basics", label: t("gallery.basics"), content: <GalleryBasics /> },
    { id: "dates", label: t("gallery.dates"), content: lazySection(<GalleryDates market={market} />) },
    { id: "table", label: t("gallery.tableSection"), content: lazySection(<GalleryTable />) },
    { id: "choices", label: t("gallery.choices"), content: lazySection(<GalleryChoices />) },
    { id: "carousel", label: t("gallery.carousel"), content: lazySection(<GalleryCarousel />) },
  ];
  return (
    <Tabs
      label={t("gallery.sections")}
      tabs={tabs}
      selectedId={section}
      onChange={(id) => {
        if (!isGallerySection(id)) return;
        setSection(id);
        replaceQuery({ section: id === "basics" ? null : id });
      }}
    />
  );
}

/** The light widgets: wizard line, accordion, dialogs, toast, files and a locked submit button. */
function GalleryBasics() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [answer, setAnswer] = useState("");
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    await new Promise((r) => setTimeout(r, 800));
    setBusy(false);
    setSaved(true);
  }

  return (
    <div className="gallery">
      <section aria-labelledby="g-wizard" className="card">
        <h2 id="g-wizard">{t("gallery.wizard")}</h2>
        <ProgressWizard steps={[t("gallery.step1"), t("gallery.step2"), t("gallery.step3")]} current={1} />
        <h2>{t("gallery.accordion")}</h2>
        <Accordion>
          <AccordionItem title={t("gallery.q1")}>{t("gallery.a1")}</AccordionItem>
          <AccordionItem title={t("gallery.q2")}>{t("gallery.a2")}</AccordionItem>
        </Accordion>
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
