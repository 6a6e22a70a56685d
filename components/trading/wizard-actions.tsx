"use client";

import { useTranslation } from "@/lib/i18n/react";
import { Loader } from "@/components/ui/loader";

interface Props {
  busy: boolean;
  /** not on the first step */
  canGoBack: boolean;
  /** the review step: the save button instead of next */
  isReview: boolean;
  saveLabel: string;
  /** further reasons to keep next/save disabled (terms not ticked, a line being edited, …) */
  blocked?: boolean;
  onBack: () => void;
  onNext: () => void;
  onSave: () => void;
}

/** The buttons under a trading wizard's step: back, next or save, disabled with a loader while saving. */
export function WizardActions({ busy, canGoBack, isReview, saveLabel, blocked = false, onBack, onNext, onSave }: Props) {
  const { t } = useTranslation();
  return (
    <div className="trading-actions">
      {canGoBack ? (
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={onBack}>
          {t("trading.wizard.back")}
        </button>
      ) : null}
      {isReview ? (
        <button type="button" className="btn btn--primary" disabled={busy || blocked} onClick={onSave}>
          {saveLabel}
        </button>
      ) : (
        <button type="button" className="btn btn--primary" disabled={busy || blocked} onClick={onNext}>
          {t("trading.wizard.next")}
        </button>
      )}
      {busy ? <Loader variant="inline" label={t("trading.wizard.saving")} showLabel /> : null}
    </div>
  );
}
