"use client";

import { useTranslation } from "@/lib/i18n/react";
import { MY_AGREEMENTS_PAGE } from "@/lib/agreements/constants";
import type { Market } from "@/lib/market";
import type { WizardState } from "./wizard-state";

/** The confirmation (spec 2 §4): saved and opened for signing, sent to the receiver, or a price watch saved. */
export function WizardDone({ state, market, onAnother }: { state: WizardState; market: Market; onAnother: () => void }) {
  const { t } = useTranslation();
  const r = state.result;
  if (!r) return null;
  return (
    <section className="trading-step" aria-live="polite">
      <h2>{t("trading.wizard.stepDone")}</h2>
      {r.priceWatchId ? (
        <p className="alert alert--success">{t("trading.wizard.doneWatch")}</p>
      ) : r.signingUrl ? (
        <p className="alert alert--success">
          {t("trading.wizard.doneSigning", { number: r.agreementNumber })}{" "}
          <a href={r.signingUrl} target="_blank" rel="noopener noreferrer">
            {t("trading.wizard.openSigning")}
          </a>
        </p>
      ) : (
        <p className="alert alert--success">
          {t("trading.wizard.doneSent", { number: r.agreementNumber, name: state.values.ReceiverName })}
        </p>
      )}
      <p className="trading-actions">
        <a className="btn btn--secondary" href={MY_AGREEMENTS_PAGE[market].path}>
          {t("trading.wizard.myAgreements")}
        </a>
        <button type="button" className="btn btn--secondary" onClick={onAnother}>
          {t("trading.wizard.another")}
        </button>
      </p>
    </section>
  );
}
