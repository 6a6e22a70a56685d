"use client";

/**
 * The signing page's form (decision 031): the agreement as PDF (a form post opening a new tab),
 * the terms, the last four digits of the personal number → a one-time code to the receiver →
 * sign. Buttons are disabled while a call runs.
 */
import "@/components/trading/trading.css";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { Loader } from "@/components/ui/loader";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import type { TSigningStateReply } from "@/lib/signing/schemas";

export function SigningView({ token, initial }: { token: string; initial: TSigningStateReply }) {
  const { t } = useTranslation();
  const [state, setState] = useState(initial);
  const [last4, setLast4] = useState("");
  const [code, setCode] = useState("");
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof ApiError ? (Object.values(e.body.fields ?? {})[0]?.[0] ?? e.body.message) : t("errors.INTERNAL"));
    } finally {
      setBusy(false);
    }
  };
  const sendCode = () =>
    run(async () => {
      const r = await apiFetch<{ CodeChannel: string }>("/api/signing/request-code", { body: { token, last4 } });
      setCodeSentTo(r.CodeChannel);
    });
  const sign = () =>
    run(async () => {
      await apiFetch("/api/signing/complete", { body: { token, last4, code } });
      setState({ ...state, Status: "signed" });
    });

  return (
    <section aria-labelledby="signing-title">
      <h1 id="signing-title">{t("signing.page.title", { number: state.AgreementNumber })}</h1>
      {state.Status === "signed" ? (
        <p className="alert alert--success" role="status">
          {t("signing.page.signed", { number: state.AgreementNumber })}
        </p>
      ) : (
        <>
          <p>{t("signing.page.intro", { name: state.ReceiverName })}</p>
          <form method="post" action="/api/signing/document" target="_blank">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="btn btn--secondary">
              {t("signing.page.showPdf")}
            </button>
          </form>
          <p>{t("signing.page.terms")}</p>
          <FormField
            label={t("signing.page.last4")}
            name="last4"
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            value={last4}
            onChange={(e) => setLast4(e.target.value.replace(/\D/g, ""))}
          />
          <button type="button" className="btn btn--secondary" disabled={busy || last4.length !== 4} onClick={() => void sendCode()}>
            {t("signing.page.sendCode")}
          </button>
          {codeSentTo ? (
            <>
              <p role="status">{t("signing.page.codeSent", { channel: codeSentTo })}</p>
              <FormField
                label={t("signing.page.code")}
                name="code"
                inputMode="numeric"
                maxLength={6}
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
              />
              <button type="button" className="btn btn--primary" disabled={busy || code.length !== 6} onClick={() => void sign()}>
                {t("signing.page.sign")}
              </button>
            </>
          ) : null}
          {busy ? <Loader variant="inline" label={t("signing.page.signing")} showLabel /> : null}
          {error ? (
            <p className="alert alert--error" role="alert">
              {error}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
