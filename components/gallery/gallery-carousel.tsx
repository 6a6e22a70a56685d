"use client";

import { useTranslation } from "@/lib/i18n/react";
import { Carousel } from "@/components/ui/carousel";
import { GALLERY_ROWS } from "./gallery-rows";

/** The catalogue's carousel (loaded when its section is opened, decision 111). */
export default function GalleryCarousel() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="g-carousel" className="card">
      <h2 id="g-carousel">{t("gallery.carousel")}</h2>
      <Carousel
        labelledBy="g-carousel"
        items={GALLERY_ROWS.slice(0, 7)}
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
  );
}
