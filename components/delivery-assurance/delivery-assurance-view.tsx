"use client";

/**
 * /logistik/leveransforsakran: the form (step 1) and the registered assurances (step 2, also
 * reached with ?step=2). After a submit the page shows step 2 with the new rows first.
 */
import "./delivery-assurance.css";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslation } from "react-i18next";
import { ProgressWizard } from "@/components/ui/progress-wizard";
import type { DeliveryAssuranceFormData } from "@/lib/delivery-assurance/load-form-data";
import type { DeliveryAssuranceRow } from "@/lib/delivery-assurance/schemas";
import { DeliveryAssuranceForm } from "./delivery-assurance-form";
import { DeliveryAssuranceStepTwo } from "./delivery-assurance-step-two";

const PATH = "/logistik/leveransforsakran";

export function DeliveryAssuranceView({ data, initialStep }: { data: DeliveryAssuranceFormData; initialStep: 1 | 2 }) {
  const { t } = useTranslation();
  const router = useRouter();
  const [step, setStep] = useState<1 | 2>(initialStep);
  const [rows, setRows] = useState<DeliveryAssuranceRow[]>(data.rows);
  const [created, setCreated] = useState(0);

  function go(to: 1 | 2) {
    setStep(to);
    router.replace(to === 2 ? `${PATH}?step=2` : PATH, { scroll: true });
  }

  return (
    <>
      <p className="da-customer">{t("deliveryAssurance.customer", { customerNumber: data.customerNumber, name: data.customerName })}</p>
      <ProgressWizard
        steps={[t("deliveryAssurance.steps.form"), t("deliveryAssurance.steps.done")]}
        current={step - 1}
        label={t("deliveryAssurance.steps.label")}
      />
      {step === 1 ? (
        <section className="card">
          <DeliveryAssuranceForm
            data={data}
            onSaved={(reply) => {
              const known = new Set(reply.rows.map((r) => `${r.ioNumber}-${r.lineNumber}`));
              setRows([...reply.rows, ...rows.filter((r) => !known.has(`${r.ioNumber}-${r.lineNumber}`))]);
              setCreated(reply.rows.length);
              go(2);
            }}
          />
        </section>
      ) : (
        <>
          {created > 0 ? <p className="alert alert--ok" role="status">{t("deliveryAssurance.step2.created", { count: created })}</p> : null}
          <DeliveryAssuranceStepTwo data={data} rows={rows} onRowsChange={setRows} onNew={() => { setCreated(0); go(1); }} />
        </>
      )}
    </>
  );
}
