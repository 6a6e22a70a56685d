"use client";

/**
 * The drying agreement wizard (spec 2 §4 "Drying wizard", §5 "Drying"): step 1 → 2a receiver
 * (internal only) → 2b review → confirmation; the buttons of steps 2a and 2b act only with the
 * terms ticked. Save posts to /api/drying-agreement/save with the run's idempotency key; it is then
 * signed like the purchasing agreements: the farmer's link opens in a new tab (the wizard moves on
 * 0.5 s later), staff's receiver gets the link from the save itself.
 */
import "./trading.css";
import { useReducer, useRef } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { newIdempotencyKey } from "@/lib/client/idempotency-key";
import { MY_AGREEMENTS_PAGE } from "@/lib/agreements/constants";
import { ApiError } from "@/lib/client/api-fetch";
import { customerKey, useApiMutation } from "@/lib/client/query";
import type { Market } from "@/lib/market";
import type { FormErrors } from "@/lib/trading/agreement-rules";
import type { DryingFormValues } from "@/lib/trading/drying-rules";
import type { WizardOptions } from "@/lib/trading/load-wizard";
import type { TSaveAgreementReply } from "@/lib/trading/schemas";
import { isFinnishMobile, isSwedishMobile } from "@/lib/validation/phone-rules";
import { DryingFormStep } from "./drying-form-step";
import { DryingReviewStep, DryingTerms } from "./drying-review-step";
import { dryingReducer, dryingSteps, initialDrying, termsGated } from "./drying-state";
import { MOVE_ON_MS, REENABLE_MS } from "./wizard-timing";
import { WizardActions } from "./wizard-actions";
import { ReceiverStep } from "./receiver-step";

const STEP_LABEL = {
  form: "drying.wizard.stepForm",
  receiver: "drying.wizard.stepReceiver",
  review: "drying.wizard.stepReview",
  done: "drying.wizard.stepDone",
} as const;

export function DryingWizard({ options, market }: { options: WizardOptions; market: Market }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(dryingReducer, undefined, () => initialDrying(newIdempotencyKey(), options.isInternal));
  const save = useApiMutation<TSaveAgreementReply>("/api/drying-agreement/save", {
    invalidates: [customerKey(options.customerNumber, "agreements")],
  });
  const tab = useRef<Window | null>(null);
  const set = (field: keyof DryingFormValues, value: string | boolean) => dispatch({ type: "set", field, value });
  const isMobile = (m: string) => (market === "fi" ? isFinnishMobile(m) : isSwedishMobile(m));
  const gated = termsGated(state);
  const v = state.values;

  const fail = (message: string, errors?: FormErrors) => {
    tab.current?.close();
    tab.current = null;
    dispatch({ type: "failed", message, errors });
    setTimeout(() => dispatch({ type: "ready" }), REENABLE_MS);
  };

  const onSave = async () => {
    if (state.busy || gated) return;
    dispatch({ type: "saving" });
    // a tab opened in the click itself is not blocked; it gets the link once the agreement is saved
    if (!options.isInternal) tab.current = window.open("", "_blank");
    let reply: TSaveAgreementReply;
    try {
      reply = await save.mutateAsync({
        CustomerNumber: options.customerNumber,
        ProductItemId: v.ProductItemId ?? "",
        Warehouse: v.Warehouse ?? "",
        CommitQuantity: v.CommitQuantity ?? "",
        AcceptTerms: Boolean(v.AcceptTerms),
        ReceiverId: options.isInternal ? (v.ReceiverId ?? "") : "",
        ReceiverName: options.isInternal ? (v.ReceiverName ?? "") : "",
        ReceiverEmail: options.isInternal ? (v.ReceiverEmail ?? "") : "",
        ReceiverMobilePhoneNumber: options.isInternal ? (v.ReceiverMobilePhoneNumber ?? "") : "",
        ReceiverPersonalNumber: options.isInternal ? (v.ReceiverPersonalNumber ?? "") : "",
        IdempotencyKey: state.idempotencyKey,
      });
    } catch (e) {
      if (!(e instanceof ApiError)) return fail(t("trading.save.checkM3"));
      if (e.status === 400 && e.body.fields) {
        const errors: FormErrors = Object.fromEntries(Object.entries(e.body.fields).map(([k, list]) => [k, list.map((m) => ({ key: m }))]));
        return fail(Object.values(e.body.fields).flat().join(" "), errors);
      }
      if (e.status === 409 || e.status === 403) return fail(e.body.message);
      const detail = options.isInternal ? e.body.message : t("trading.save.contactSupport");
      return fail(`${t("trading.save.failed")}. ${detail}`);
    }
    const number = reply.AgreementNumber;
    if (!number) return fail(t("trading.save.checkM3"));
    if (options.isInternal) return dispatch({ type: "saved", result: { agreementNumber: number, signingUrl: null } });
    if (!reply.SigningUrl) return fail(t("trading.save.sendFailed", { number }));
    if (tab.current) {
      tab.current.opener = null;
      tab.current.location.href = reply.SigningUrl;
    }
    const result = { agreementNumber: number, signingUrl: reply.SigningUrl };
    setTimeout(() => dispatch({ type: "saved", result }), MOVE_ON_MS);
  };

  const terms = <DryingTerms state={state} onChange={(checked) => set("AcceptTerms", checked)} />;
  const r = state.result;
  return (
    <div className="trading-wizard" data-step={state.step} aria-busy={state.busy || undefined}>
      <p>{t("trading.wizard.customer", { number: options.customerNumber })}</p>
      <ol className="trading-steps">
        {dryingSteps(options.isInternal).map((s) => (
          <li key={s} aria-current={s === state.step ? "step" : undefined}>
            {t(STEP_LABEL[s])}
          </li>
        ))}
      </ol>
      {state.step === "form" ? <DryingFormStep state={state} options={options} set={set} /> : null}
      {state.step === "receiver" ? (
        <ReceiverStep state={state} customerNumber={options.customerNumber} set={set}>
          {terms}
        </ReceiverStep>
      ) : null}
      {state.step === "review" ? (
        <DryingReviewStep state={state} options={options}>
          {terms}
        </DryingReviewStep>
      ) : null}
      {state.step === "done" && r ? (
        <section className="trading-step" aria-live="polite">
          <h2>{t("drying.wizard.stepDone")}</h2>
          <p className="alert alert--success">
            {r.signingUrl
              ? t("drying.wizard.doneSigning", { number: r.agreementNumber })
              : t("drying.wizard.doneSent", { number: r.agreementNumber, name: v.ReceiverName })}{" "}
            {r.signingUrl ? (
              <a href={r.signingUrl} target="_blank" rel="noopener noreferrer">
                {t("trading.wizard.openSigning")}
              </a>
            ) : null}
          </p>
          <p className="trading-actions">
            <a className="btn btn--secondary" href={MY_AGREEMENTS_PAGE[market].path}>
              {t("trading.wizard.myAgreements")}
            </a>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => dispatch({ type: "restart", idempotencyKey: newIdempotencyKey() })}
            >
              {t("drying.wizard.another")}
            </button>
          </p>
        </section>
      ) : null}
      {state.failure ? (
        <p className="alert alert--error" role="alert">
          {state.failure}
        </p>
      ) : null}
      {state.step !== "done" ? (
        <WizardActions
          busy={state.busy}
          canGoBack={state.step !== "form"}
          isReview={state.step === "review"}
          saveLabel={options.isInternal ? t("trading.wizard.saveInternal") : t("trading.wizard.save")}
          blocked={gated}
          onBack={() => dispatch({ type: "back" })}
          onNext={() => dispatch({ type: "next", isMobile })}
          onSave={() => void onSave()}
        />
      ) : null}
    </div>
  );
}
