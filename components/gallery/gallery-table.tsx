"use client";

import { useMemo } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { GALLERY_ROWS, type GalleryRow } from "./gallery-rows";

/** The catalogue's data table (loaded when its section is opened, decision 111). */
export default function GalleryTable() {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<GalleryRow>[]>(
    () => [
      { accessorKey: "number", header: t("gallery.number") },
      { accessorKey: "facility", header: t("gallery.facility") },
      { accessorKey: "tons", header: t("gallery.tons"), meta: { align: "end" } },
    ],
    [t],
  );
  return (
    <section aria-labelledby="g-table" className="card">
      <h2 id="g-table">{t("gallery.table")}</h2>
      <DataTable
        id="gallery-facilities"
        caption={t("gallery.table")}
        columns={columns}
        data={GALLERY_ROWS}
        getRowId={(r) => String(r.number)}
      />
    </section>
  );
}
