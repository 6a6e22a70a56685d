"use client";

/**
 * The contact form (spec 1 §5 "Contact form"; decision 078): subject and message; signed out
 * also name, e-mail and customer number. The server checks the same rules and rate-limits.
 */
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { applyServerErrors } from "@/lib/client/apply-server-errors";
import { lazyZodResolver, warmOn } from "@/lib/client/lazy-zod-resolver";
import { useApiMutation } from "@/lib/client/mutation";

interface Values {
  subject: string;
  message: string;
  name?: string;
  email?: string;
  customerNumber?: string;
}

export function ContactForm({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const send = useApiMutation("/api/contact/send");
  const [sent, setSent] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  // zod and the schema load on the first focus or validation (decision 099)
  const resolver = useMemo(
    () => lazyZodResolver<Values>(() => import("@/lib/contact/schemas").then((m) => m.contactFormSchema(signedIn))),
    [signedIn],
  );
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    // the schema's output is the same shape with trimmed texts
    resolver,
    defaultValues: { subject: "", message: "", name: "", email: "", customerNumber: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setGeneral(null);
    try {
      await send.mutateAsync({ ...values });
      setSent(true);
    } catch (e) {
      setGeneral(applyServerErrors(e, setError, t("errors.INTERNAL")));
    }
  });
  if (sent)
    return (
      <p className="alert alert--ok" role="status">
        {t("contact.sent")}
      </p>
    );
  const e = formState.errors;
  const err = (m?: string) => (m ? t(m) : undefined);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("contact.title")} {...warmOn(resolver)}>
      {general ? (
        <p className="alert alert--error" role="alert">
          {general}
        </p>
      ) : null}
      {signedIn ? null : (
        <>
          <FormField label={t("contact.name")} autoComplete="name" error={err(e.name?.message)} {...register("name")} />
          <FormField label={t("contact.email")} type="email" autoComplete="email" error={err(e.email?.message)} {...register("email")} />
          <FormField
            label={t("contact.customerNumber")}
            inputMode="numeric"
            error={err(e.customerNumber?.message)}
            {...register("customerNumber")}
          />
        </>
      )}
      <FormField label={t("contact.subject")} error={err(e.subject?.message)} {...register("subject")} />
      <div className="field">
        <label htmlFor="f-message">{t("contact.message")}</label>
        <textarea
          id="f-message"
          rows={6}
          aria-invalid={e.message ? true : undefined}
          aria-describedby={e.message ? "f-message-error" : undefined}
          {...register("message")}
        />
        {e.message?.message ? (
          <p className="field-error" id="f-message-error">
            {t(e.message.message)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn" disabled={formState.isSubmitting}>
        {t("contact.send")}
      </button>
    </form>
  );
}
