"use client";

/**
 * Customer activation (spec 1 §2, §5, §8; decision 076): step 1 checks the customer and
 * organisation number and shows each server flag's message; then the private or the company
 * form; the done step says where the set-password link went.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/lib/i18n/react";
import type { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { applyServerErrors } from "@/lib/client/apply-server-errors";
import { lazyZodResolver, warmOn } from "@/lib/client/lazy-zod-resolver";
import { useApiMutation } from "@/lib/client/mutation";
import { flagMessages } from "@/lib/onboarding/rules";
import type {
  ZActivateCustomerRequest,
  ZVerifyCustomerRequest,
  TVerifyCustomerRequest,
  TVerifyCustomerResponse,
} from "@/lib/onboarding/schemas";
import { CheckField } from "./check-field";

// zod and the schemas load on the first focus or validation (decision 099)
const schemas = () => import("@/lib/onboarding/schemas");
const verifyResolver = lazyZodResolver<z.input<typeof ZVerifyCustomerRequest>, unknown, TVerifyCustomerRequest>(() =>
  schemas().then((m) => m.ZVerifyCustomerRequest),
);

type Step = { kind: "verify" } | { kind: "form"; numbers: TVerifyCustomerRequest; isPrivate: boolean } | { kind: "done"; email: string };

export function ActivationView() {
  const [step, setStep] = useState<Step>({ kind: "verify" });
  if (step.kind === "verify") return <VerifyStep onVerified={(numbers, isPrivate) => setStep({ kind: "form", numbers, isPrivate })} />;
  if (step.kind === "form")
    return (
      <ActivateStep
        numbers={step.numbers}
        isPrivate={step.isPrivate}
        onBack={() => setStep({ kind: "verify" })}
        onDone={(email) => setStep({ kind: "done", email })}
      />
    );
  return <Done email={step.email} />;
}

function Done({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <p className="alert alert--ok" role="status">
      {t("onboarding.activate.done", { email })}
    </p>
  );
}

function VerifyStep({ onVerified }: { onVerified: (numbers: TVerifyCustomerRequest, isPrivate: boolean) => void }) {
  const { t } = useTranslation();
  const verify = useApiMutation<TVerifyCustomerResponse>("/api/onboarding/verify-customer");
  const [messages, setMessages] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<z.input<typeof ZVerifyCustomerRequest>, unknown, TVerifyCustomerRequest>({
    resolver: verifyResolver,
    defaultValues: { CustomerNumber: "", OrganisationNumber: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setMessages([]);
    try {
      const reply = await verify.mutateAsync(values);
      if (reply.verified) onVerified(values, reply.isPrivate);
      else setMessages(flagMessages(reply).map((k) => t(k)));
    } catch (e) {
      const general = applyServerErrors(e, setError, t("errors.INTERNAL"));
      if (general) setMessages([general]);
    }
  });
  const err = (m?: string) => (m ? t(m) : undefined);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("onboarding.activate.title")} {...warmOn(verifyResolver)}>
      {messages.length ? (
        <div className="alert alert--error" role="alert">
          {messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      ) : null}
      <FormField
        label={t("onboarding.activate.customerNumber")}
        inputMode="numeric"
        error={err(formState.errors.CustomerNumber?.message)}
        {...register("CustomerNumber")}
      />
      <FormField
        label={t("onboarding.activate.organisationNumber")}
        error={err(formState.errors.OrganisationNumber?.message)}
        {...register("OrganisationNumber")}
      />
      <button type="submit" className="btn" disabled={formState.isSubmitting}>
        {t("onboarding.activate.verify")}
      </button>
    </form>
  );
}

type ActivateInput = z.input<typeof ZActivateCustomerRequest>;
const activateResolver = lazyZodResolver<ActivateInput, unknown, z.output<typeof ZActivateCustomerRequest>>(() =>
  schemas().then((m) => m.ZActivateCustomerRequest),
);

function ActivateStep(props: { numbers: TVerifyCustomerRequest; isPrivate: boolean; onBack: () => void; onDone: (email: string) => void }) {
  const { t } = useTranslation();
  const activate = useApiMutation<{ email: string }>("/api/onboarding/activate");
  const [general, setGeneral] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ActivateInput, unknown, z.output<typeof ZActivateCustomerRequest>>({
    resolver: activateResolver,
    defaultValues: {
      ...props.numbers,
      FirstName: "",
      LastName: "",
      Email: "",
      Mobilephone: "",
      Telephone: "",
      AcceptTerms: false,
      PaymentResponsibility: false,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    setGeneral(null);
    try {
      const reply = await activate.mutateAsync(values);
      props.onDone(reply.email);
    } catch (e) {
      setGeneral(applyServerErrors(e, setError, t("errors.INTERNAL")));
    }
  });
  const e = formState.errors;
  const err = (m?: string) => (m ? t(m) : undefined);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      {...warmOn(activateResolver)}
      aria-label={t(props.isPrivate ? "onboarding.activate.privateTitle" : "onboarding.activate.companyTitle")}
    >
      <h2>{t(props.isPrivate ? "onboarding.activate.privateTitle" : "onboarding.activate.companyTitle")}</h2>
      {props.isPrivate ? null : <p>{t("onboarding.activate.companyIntro")}</p>}
      {general ? (
        <p className="alert alert--error" role="alert">
          {general}
        </p>
      ) : null}
      <FormField
        label={t("onboarding.activate.firstName")}
        autoComplete="given-name"
        error={err(e.FirstName?.message)}
        {...register("FirstName")}
      />
      <FormField
        label={t("onboarding.activate.lastName")}
        autoComplete="family-name"
        error={err(e.LastName?.message)}
        {...register("LastName")}
      />
      <FormField
        label={t("onboarding.activate.email")}
        type="email"
        autoComplete="email"
        error={err(e.Email?.message)}
        {...register("Email")}
      />
      <FormField
        label={t("onboarding.activate.mobile")}
        type="tel"
        autoComplete="tel"
        error={err(e.Mobilephone?.message)}
        {...register("Mobilephone")}
      />
      <FormField label={t("onboarding.activate.telephone")} type="tel" error={err(e.Telephone?.message)} {...register("Telephone")} />
      <CheckField label={t("onboarding.activate.acceptTerms")} error={err(e.AcceptTerms?.message)} {...register("AcceptTerms")} />
      <CheckField
        label={t("onboarding.activate.paymentResponsibility")}
        error={err(e.PaymentResponsibility?.message)}
        {...register("PaymentResponsibility")}
      />
      <button type="button" className="btn btn--secondary" onClick={props.onBack}>
        {t("onboarding.activate.back")}
      </button>{" "}
      <button type="submit" className="btn" disabled={formState.isSubmitting}>
        {t("onboarding.activate.submit")}
      </button>
    </form>
  );
}
