"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { useApiMutation } from "@/lib/client/mutation";
import { applyServerErrors } from "@/lib/client/apply-server-errors";
import { lazyZodResolver, warmOn } from "@/lib/client/lazy-zod-resolver";
import type { ZRequestPasswordReset } from "@/lib/validation/password";
import type { z } from "zod";

type Values = z.infer<typeof ZRequestPasswordReset>;

// zod and the schema load on the first focus or validation (decision 099)
const resolver = lazyZodResolver<Values>(() => import("@/lib/validation/password").then((m) => m.ZRequestPasswordReset));

export function ResetRequestForm() {
  const { t } = useTranslation();
  const { mutateAsync: requestReset } = useApiMutation("/api/account/request-password-reset");
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver,
    defaultValues: { username: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await requestReset(values);
      setSent(true);
    } catch (e) {
      setFormError(applyServerErrors(e, setError, t("errors.INTERNAL")));
    }
  });
  if (sent)
    return (
      <p className="alert alert--ok" role="status">
        {t("account.reset.sent")}
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate {...warmOn(resolver)}>
      {formError ? (
        <p className="alert alert--error" role="alert">
          {formError}
        </p>
      ) : null}
      <FormField
        label={t("account.reset.username")}
        autoComplete="username"
        error={formState.errors.username?.message ? t(formState.errors.username.message) : undefined}
        {...register("username")}
      />
      <button type="submit" className="btn" disabled={formState.isSubmitting}>
        {t("account.reset.submit")}
      </button>
    </form>
  );
}
