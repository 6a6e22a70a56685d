"use client";

/**
 * The purchasing agreement wizard (spec 2 §4 "Purchasing agreement wizard", §8 "Save agreement"):
 * one step at a time; save posts to /api/agreement/save with the wizard's idempotency key. An
 * external user's signing link opens in a new tab and the wizard moves on after 0.5 s; staff send
 * the agreement with send-for-digital-signing and move on only on OK. While saving the buttons are
 * disabled with a loader; after a failure they come back 250 ms later.
 */
import "./trading.css";
import { useReducer, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { newIdempotencyKey } from "@/lib/client/idempotency-key";
import { ApiError } from "@/lib/client/api-fetch";
import { customerKey, useApiMutation } from "@/lib/client/query";
import type { Market } from "@/lib/market";
import { todayIn } from "@/lib/market/format";
import { isPriceWatch, type FormErrors } from "@/lib/trading/agreement-rules";
import type { WizardOptions } from "@/lib/trading/load-wizard";
import type { TSaveAgreementReply } from "@/lib/trading/schemas";
import { isFinnishMobile, isSwedishMobile } from "@/lib/validation/phone-rules";
import { AgreementFormStep } from "./agreement-form-step";
import { PriceWatchStep } from "./price-watch-step";
import { WizardActions } from "./wizard-actions";
import { ReceiverStep } from "./receiver-step";
import { ReviewStep } from "./review-step";
import { WizardDone } from "./wizard-done";
import { initialWizard, stepsFor, wizardReducer, type WizardValues } from "./wizard-state";
import { MOVE_ON_MS, REENABLE_MS } from "./wizard-timing";

export { MOVE_ON_MS, REENABLE_MS };

export function PurchaseWizard({ options, market }: { options: WizardOptions; market: Market }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(wizardReducer, undefined, () => initialWizard(newIdempotencyKey(), options.isInternal));
  const save = useApiMutation<TSaveAgreementReply>("/api/agreement/save", {
    invalidates: [customerKey(options.customerNumber, "agreements")],
  });
  const sendForSigning = useApiMutation<{ Message: string }>("/api/agreement/send-for-digital-signing");
  const tab = useRef<Window | null>(null);
  const [limits, setLimits] = useState<{ min: number; max: number } | null>(null);
  const set = (field: keyof WizardValues, value: string | boolean) => dispatch({ type: "set", field, value });
  const ctx = {
    today: todayIn(market),
    isInternal: options.isInternal,
    receiverActive: state.step === "receiver",
    quantity: limits,
    isMobile: (m: string) => (market === "fi" ? isFinnishMobile(m) : isSwedishMobile(m)),
  };
  const steps = stepsFor(state.values, options.isInternal);
  const watch = isPriceWatch(state.values);

  const fail = (message: string, errors?: FormErrors) => {
    tab.current?.close();
    tab.current = null;
    dispatch({ type: "failed", message, errors });
    setTimeout(() => dispatch({ type: "ready" }), REENABLE_MS);
  };

  const onSave = async () => {
    if (state.busy) return;
    dispatch({ type: "saving" });
    // a tab opened in the click itself is not blocked; it gets the link once the agreement is saved
    if (!options.isInternal && !watch) tab.current = window.open("", "_blank");
    let reply: TSaveAgreementReply;
    try {
      reply = await save.mutateAsync({ ...state.values, CustomerNumber: options.customerNumber, IdempotencyKey: state.idempotencyKey });
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
    const result = { agreementNumber: reply.AgreementNumber, signingUrl: reply.SigningUrl, priceWatchId: reply.PriceWatchId };
    if (reply.PriceWatchId || !reply.AgreementNumber) return dispatch({ type: "saved", result });
    if (options.isInternal) {
      try {
        const sent = await sendForSigning.mutateAsync({
          AgreementNumber: reply.AgreementNumber,
          ReceiverId: state.values.ReceiverId ?? "",
          ReceiverName: state.values.ReceiverName ?? "",
          ReceiverEmail: state.values.ReceiverEmail ?? "",
          ReceiverPersonalNumber: state.values.ReceiverPersonalNumber ?? "",
          ReceiverMobilePhoneNumber: state.values.ReceiverMobilePhoneNumber ?? "",
          Message: "",
        });
        if (sent.Message !== "OK") throw new Error("not OK");
        return dispatch({ type: "saved", result });
      } catch {
        return fail(t("trading.save.sendFailed", { number: reply.AgreementNumber }));
      }
    }
    if (!reply.SigningUrl) return fail(t("trading.save.sendFailed", { number: reply.AgreementNumber }));
    if (tab.current) {
      tab.current.opener = null;
      tab.current.location.href = reply.SigningUrl;
    }
    setTimeout(() => dispatch({ type: "saved", result }), MOVE_ON_MS);
  };

  return (
    <div className="trading-wizard" data-step={state.step} aria-busy={state.busy || undefined}>
      <p>{t("trading.wizard.customer", { number: options.customerNumber })}</p>
      <ol className="trading-steps">
        {steps.map((s) => (
          <li key={s} aria-current={s === state.step ? "step" : undefined}>
            {t(`trading.wizard.step${s[0]!.toUpperCase()}${s.slice(1)}`)}
          </li>
        ))}
      </ol>
      {state.step === "form" ? <AgreementFormStep state={state} options={options} set={set} onLimits={setLimits} /> : null}
      {state.step === "receiver" ? <ReceiverStep state={state} customerNumber={options.customerNumber} set={set} /> : null}
      {state.step === "watch" ? <PriceWatchStep state={state} set={set} /> : null}
      {state.step === "review" ? <ReviewStep state={state} options={options} /> : null}
      {state.step === "done" ? (
        <WizardDone state={state} market={market} onAnother={() => dispatch({ type: "restart", idempotencyKey: newIdempotencyKey() })} />
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
          saveLabel={
            watch ? t("trading.wizard.saveWatch") : options.isInternal ? t("trading.wizard.saveInternal") : t("trading.wizard.save")
          }
          onBack={() => dispatch({ type: "back" })}
          onNext={() => dispatch({ type: "next", ctx })}
          onSave={() => void onSave()}
        />
      ) : null}
    </div>
  );
}
