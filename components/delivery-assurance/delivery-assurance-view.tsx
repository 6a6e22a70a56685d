"use client";

/**
 * /logistik/leveransforsakran: the form (step 1) and the registered assurances (step 2, also
 * reached with ?step=2). After a submit the page shows step 2 with the new rows first. The two
 * steps are one reducer (delivery-assurance-state.ts).
 */
import "./delivery-assurance.css";
import { lazy, Suspense, useReducer } from "react";
import { useRouter } from "next/navigation";
import { useTranslation } from "@/lib/i18n/react";
import { Loader } from "@/components/ui/loader";
import { ProgressWizard } from "@/components/ui/progress-wizard";
import { lazyLoad, warmOn } from "@/lib/client/lazy-zod-resolver";
import type { DeliveryAssuranceFormData } from "@/lib/delivery-assurance/load-form-data";
import { DeliveryAssuranceForm } from "./delivery-assurance-form";
import { deliveryAssuranceReducer, type DeliveryAssuranceAction } from "./delivery-assurance-state";

const PATH = "/logistik/leveransforsakran";

/** Step 2 (the registered assurances' table) loads when it is shown, warmed while the form is filled in (decision 107). */
const stepTwo = lazyLoad(() => import("./delivery-assurance-step-two"));
const DeliveryAssuranceStepTwo = lazy(() => stepTwo().then((m) => ({ default: m.DeliveryAssuranceStepTwo })));

export function DeliveryAssuranceView({ data, initialStep }: { data: DeliveryAssuranceFormData; initialStep: 1 | 2 }) {
  const { t } = useTranslation();
  const router = useRouter();
  const [{ step, rows, created }, dispatch] = useReducer(deliveryAssuranceReducer, { step: initialStep, rows: data.rows, created: 0 });

  function go(action: DeliveryAssuranceAction & { type: "saved" | "newForm" }) {
    dispatch(action);
    router.replace(action.type === "saved" ? `${PATH}?step=2` : PATH, { scroll: true });
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
        <section className="card" {...warmOn(stepTwo)}>
          <DeliveryAssuranceForm data={data} onSaved={(reply) => go({ type: "saved", rows: reply.rows })} />
        </section>
      ) : (
        <>
          {created > 0 ? (
            <p className="alert alert--ok" role="status">
              {t("deliveryAssurance.step2.created", { count: created })}
            </p>
          ) : null}
          <Suspense fallback={<Loader variant="inline" />}>
            <DeliveryAssuranceStepTwo
              data={data}
              rows={rows}
              onRowsChange={(next) => dispatch({ type: "rows", rows: next })}
              onNew={() => go({ type: "newForm" })}
            />
          </Suspense>
        </>
      )}
    </>
  );
}
