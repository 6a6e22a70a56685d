"use client";

/** The editors' validation errors as bullets in a modal (spec 3 §5 "Presentation of errors"); loaded by errors-modal.tsx on the first errors. */
import { useTranslation } from "@/lib/i18n/react";
import { Modal } from "@/components/ui/modal";
import type { RuleError } from "@/lib/facilities/rules";

export function ErrorsDialog({ errors, onClose }: { errors: string[] | RuleError[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const items = (errors ?? []).map((e) => (typeof e === "string" ? e : t(e.message)));
  return (
    <Modal
      open={Boolean(errors?.length)}
      onClose={onClose}
      title={t("facilities.ui.errorsTitle")}
      footer={
        <button type="button" className="btn" onClick={onClose}>
          {t("facilities.ui.ok")}
        </button>
      }
    >
      <ul className="fac-errors" data-testid="facility-errors">
        {[...new Set(items)].map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </Modal>
  );
}
