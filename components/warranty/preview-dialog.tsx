"use client";

/** The preview of one form (spec 4 §2 "Clicking a row opens a preview dialog"; the preview rules of spec 4 §3). */
import { useTranslation } from "@/lib/i18n/react";
import { Modal } from "@/components/ui/lazy-modal";
import { QueryState } from "@/components/providers/query-state";
import { areaKey, useApiQuery } from "@/lib/client/query";
import type { TPreviewResponse } from "@/lib/warranty/schemas";

export function PreviewDialog({ id, old, onClose }: { id: string | null; old: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const path = old ? "/api/epiformsdata/XFormdataById" : "/api/epiformsdata/warrantyformbysubmissionid";
  const params = old ? { StoreId: id } : { submissionId: id };
  const q = useApiQuery<TPreviewResponse>(areaKey("warranty", "preview", old, id), path, params, { method: "GET", enabled: id !== null });
  const yes = (b: boolean | undefined) => t(b ? "warranty.form.yes" : "warranty.form.no");
  return (
    <Modal open={id !== null} onClose={onClose} title={t("warranty.preview.title")} size="wide">
      <QueryState query={q}>
        {(d) => {
          const p = d.preview;
          const rows: [string, string][] = [
            [t("warranty.preview.submittedOn"), d.SubmittedOn],
            [
              t("warranty.preview.customer"),
              [`${p.customer.firstName ?? ""} ${p.customer.lastName ?? ""}`.trim(), p.customer.businessName, p.customer.businessId]
                .filter(Boolean)
                .join(", "),
            ],
            [
              t("warranty.preview.address"),
              [p.customer.street, `${p.customer.zip ?? ""} ${p.customer.postOffice ?? ""}`.trim()].filter(Boolean).join(", "),
            ],
            [t("warranty.preview.contact"), [p.customer.phone, p.customer.email].filter(Boolean).join(", ")],
            [t("warranty.preview.salesman"), [p.salesman.name, p.salesman.email, p.salesman.store].filter(Boolean).join(", ")],
            [t("warranty.fields.ManufactureName"), p.machine.manufacturer ?? ""],
            [t("warranty.fields.Model"), p.machine.model ?? ""],
            [t("warranty.fields.WorkWidth"), p.machine.workWidth ?? ""],
            [t("warranty.fields.SerialNumber"), p.machine.serialNumber ?? ""],
            [t("warranty.fields.Accessories"), p.accessories],
            [t("warranty.preview.engine"), [p.engine.manufacturer, p.engine.model, p.engine.serialNumber].filter(Boolean).join(" ")],
            [t("warranty.fields.SparePartsStore"), p.sparePartsStore],
            [t("warranty.fields.ServicePointStore"), p.servicePointStore],
            [t("warranty.fields.ReleaseDate"), p.releaseDate],
            [t("warranty.fields.MileageOrHours"), p.mileageOrHours],
            [t("warranty.preview.placeAndTime"), [p.place, p.signedOn].filter(Boolean).join(", ")],
            [t("warranty.fields.UsageManualGiven"), yes(p.confirmations.manualGiven)],
            [t("warranty.fields.WarrantyTermsExplained"), yes(p.confirmations.warrantyExplained)],
            [t("warranty.fields.MachineInspected"), yes(p.confirmations.inspected)],
            [t("warranty.fields.MarketingApproval"), yes(p.confirmations.marketingApproval)],
          ];
          return (
            <div className="warranty-preview" data-testid="warranty-preview">
              <dl>
                {rows.map(([k, v]) => (
                  <div key={k} style={{ display: "contents" }}>
                    <dt>{k}</dt>
                    <dd>{v || "–"}</dd>
                  </div>
                ))}
              </dl>
            </div>
          );
        }}
      </QueryState>
    </Modal>
  );
}
