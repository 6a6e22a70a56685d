"use client";

/**
 * Step 1 of the delivery assurance (spec 1 §3 "Delivery assurance form", §4 "Delivery form", §5):
 * the grain, the delivery and the transport (one component each), the terms and submit. The
 * state and its transitions live in useDeliveryAssuranceForm: own farm transport shows the lorry
 * type and, when active, night loading and load height; choosing a terms option clears them.
 * Depa shows the depot agreement selector with more than one agreement and uses the only one
 * otherwise. Submit is enabled only once the terms are approved. A Spon duplicate asks for
 * confirmation (spec 2 §4); success goes to step 2.
 */
import { useId } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { SubmitButton } from "@/components/ui/submit-button";
import type { DeliveryAssuranceFormData } from "@/lib/delivery-assurance/load-form-data";
import type { TSaveDeliveryAssuranceResponse } from "@/lib/delivery-assurance/schemas";
import { DeliveryFields } from "./delivery-fields";
import { GrainFields } from "./grain-fields";
import { TransportFields } from "./transport-fields";
import { useDeliveryAssuranceForm, type StepOneFields } from "./use-delivery-assurance-form";

export function DeliveryAssuranceForm({
  data,
  onSaved,
}: {
  data: DeliveryAssuranceFormData;
  onSaved: (reply: TSaveDeliveryAssuranceResponse) => void;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const id = (name: string) => `da-${uid}-${name}`;
  const form = useDeliveryAssuranceForm(data, onSaved);
  const { field, choice, errorOf, busy, formError, lists, terms } = form;
  const fields: StepOneFields = { id, field, choice, errorOf };

  return (
    <form
      onSubmit={(e) => void form.onSubmit(e)}
      noValidate
      aria-busy={busy || undefined}
      className="da-form"
      aria-labelledby={id("heading")}
      {...form.warm}
    >
      <h2 id={id("heading")}>{t("deliveryAssurance.form.heading")}</h2>
      {formError ? (
        <p className="alert alert--error" role="alert">
          {formError}
        </p>
      ) : null}
      {lists.status === "failed" ? (
        <p className="alert alert--error" role="alert">
          {t("deliveryAssurance.form.listsFailed")}
        </p>
      ) : null}

      <GrainFields {...fields} data={data} askGlyphosate={form.asked.glyphosate} />
      <DeliveryFields {...fields} data={data} form={form} />
      <TransportFields {...fields} data={data} form={form} />

      <p className="field-help">{t("deliveryAssurance.form.termsText")}</p>
      <div className="da-terms">
        <input
          id={id("TermsApproved")}
          type="checkbox"
          name="TermsApproved"
          checked={terms}
          onChange={(e) => form.change("TermsApproved", e.target.checked)}
          aria-invalid={errorOf("TermsApproved") ? true : undefined}
        />
        <label htmlFor={id("TermsApproved")}>{t("deliveryAssurance.form.terms")}</label>
      </div>
      {errorOf("TermsApproved") ? <p className="field-error">{errorOf("TermsApproved")}</p> : null}
      <SubmitButton pending={busy} pendingText={t("deliveryAssurance.form.submitting")} disabled={!terms}>
        {t("deliveryAssurance.form.submit")}
      </SubmitButton>
    </form>
  );
}
