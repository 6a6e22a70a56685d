"use client";

/**
 * Registration of a new customer (spec 1 §3, §5; decision 077): the applicant's fields and the
 * three attachments, sent as one multipart request; staff decide in their queue.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/lib/i18n/react";
import type { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { ApiError } from "@/lib/client/api-fetch";
import { applyServerErrors } from "@/lib/client/apply-server-errors";
import { lazyZodResolver, warmOn } from "@/lib/client/lazy-zod-resolver";
import { useApiMutation } from "@/lib/client/mutation";
import { ATTACHMENT_FIELDS, MAX_ATTACHMENT_BYTES, type AttachmentField } from "@/lib/onboarding/constants";
import type { ZRegistrationFields } from "@/lib/onboarding/schemas";
import { CheckField } from "./check-field";

type Input = z.input<typeof ZRegistrationFields>;
type Files = Partial<Record<AttachmentField, File>>;

// zod and the schema load on the first focus or validation (decision 099)
const resolver = lazyZodResolver<Input, unknown, z.output<typeof ZRegistrationFields>>(() =>
  import("@/lib/onboarding/schemas").then((m) => m.ZRegistrationFields),
);

/** The attachments' messages before sending: each required, at most 10 MB. */
function fileErrors(files: Files): Partial<Record<AttachmentField, string>> {
  const out: Partial<Record<AttachmentField, string>> = {};
  for (const f of ATTACHMENT_FIELDS) {
    const file = files[f];
    if (!file || file.size === 0) out[f] = `onboarding.validation.attachment.${f}`;
    else if (file.size > MAX_ATTACHMENT_BYTES) out[f] = "onboarding.validation.attachmentTooLarge";
  }
  return out;
}

export function RegistrationForm() {
  const { t } = useTranslation();
  const send = useApiMutation<{ registrationId: number }>("/api/onboarding/register");
  const [files, setFiles] = useState<Files>({});
  const [fileErrs, setFileErrs] = useState<Partial<Record<AttachmentField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, z.output<typeof ZRegistrationFields>>({
    resolver,
    defaultValues: {
      FirstName: "",
      LastName: "",
      PersonNumber: "",
      Email: "",
      Mobilephone: "",
      Telephone: "",
      OrganisationNumber: "",
      CompanyName: "",
      AcceptTerms: false,
      PaymentResponsibility: false,
    },
  });
  const checkFiles = () => {
    const errs = fileErrors(files);
    setFileErrs(errs);
    return Object.keys(errs).length === 0;
  };
  const submit = handleSubmit(async (values) => {
    setGeneral(null);
    if (!checkFiles()) return;
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== null) form.set(k, String(v));
    for (const f of ATTACHMENT_FIELDS) {
      const file = files[f];
      if (file) form.set(f, file, file.name);
    }
    try {
      await send.mutateAsync(form);
      setDone(true);
    } catch (e) {
      const fileFields = e instanceof ApiError ? e.body.fields : undefined;
      if (fileFields) {
        const errs: Partial<Record<AttachmentField, string>> = {};
        for (const f of ATTACHMENT_FIELDS) if (fileFields[f]?.[0]) errs[f] = fileFields[f][0];
        setFileErrs(errs);
      }
      setGeneral(applyServerErrors(e, setError, t("errors.INTERNAL")));
    }
  });
  const onSubmit: React.FormEventHandler<HTMLFormElement> = (ev) => {
    checkFiles();
    void submit(ev);
  };
  if (done)
    return (
      <p className="alert alert--ok" role="status">
        {t("onboarding.register.done")}
      </p>
    );
  const e = formState.errors;
  const err = (m?: string) => (m ? t(m) : undefined);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("onboarding.register.title")} {...warmOn(resolver)}>
      {general ? (
        <p className="alert alert--error" role="alert">
          {general}
        </p>
      ) : null}
      <FormField
        label={t("onboarding.register.firstName")}
        autoComplete="given-name"
        error={err(e.FirstName?.message)}
        {...register("FirstName")}
      />
      <FormField
        label={t("onboarding.register.lastName")}
        autoComplete="family-name"
        error={err(e.LastName?.message)}
        {...register("LastName")}
      />
      <FormField
        label={t("onboarding.register.personNumber")}
        inputMode="numeric"
        error={err(e.PersonNumber?.message)}
        {...register("PersonNumber")}
      />
      <FormField
        label={t("onboarding.register.email")}
        type="email"
        autoComplete="email"
        error={err(e.Email?.message)}
        {...register("Email")}
      />
      <FormField label={t("onboarding.register.mobile")} type="tel" error={err(e.Mobilephone?.message)} {...register("Mobilephone")} />
      <FormField label={t("onboarding.register.telephone")} type="tel" error={err(e.Telephone?.message)} {...register("Telephone")} />
      <FormField
        label={t("onboarding.register.organisationNumber")}
        error={err(e.OrganisationNumber?.message)}
        {...register("OrganisationNumber")}
      />
      <FormField label={t("onboarding.register.companyName")} error={err(e.CompanyName?.message)} {...register("CompanyName")} />
      <fieldset>
        <legend>{t("onboarding.register.attachments")}</legend>
        {ATTACHMENT_FIELDS.map((f) => (
          <FormField
            key={f}
            name={f}
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            label={t(`onboarding.register.${f}`)}
            error={err(fileErrs[f])}
            onChange={(ev) => {
              const file = ev.target.files?.[0];
              setFiles((fs) => ({ ...fs, [f]: file }));
              setFileErrs((fe) => ({ ...fe, [f]: undefined }));
            }}
          />
        ))}
      </fieldset>
      <CheckField label={t("onboarding.register.acceptTerms")} error={err(e.AcceptTerms?.message)} {...register("AcceptTerms")} />
      <CheckField
        label={t("onboarding.register.paymentResponsibility")}
        error={err(e.PaymentResponsibility?.message)}
        {...register("PaymentResponsibility")}
      />
      <button type="submit" className="btn" disabled={formState.isSubmitting}>
        {t("onboarding.register.submit")}
      </button>
    </form>
  );
}
