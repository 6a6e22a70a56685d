"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { useApiMutation } from "@/lib/client/mutation";
import { applyServerErrors } from "@/lib/client/apply-server-errors";
import { lazyZodResolver, warmOn } from "@/lib/client/lazy-zod-resolver";
import type { TChangePasswordRequest } from "@/lib/validation/password";
import { PasswordRules } from "./password-rules";

// zod and the schema load on the first focus or validation (decision 099)
const resolver = lazyZodResolver<TChangePasswordRequest>(() => import("@/lib/validation/password").then((m) => m.ZChangePasswordRequest));

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { mutateAsync: changePassword } = useApiMutation("/api/account/change-password");
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<TChangePasswordRequest>({
    resolver,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const msg = (k?: string) => (k ? t(k) : undefined);
  // One message for "fill in all fields", shown once above the form (spec 2 §5).
  const all = Object.values(formState.errors).some((e) => e?.message === "account.password.allRequired");

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setDone(false);
    try {
      await changePassword(values);
      reset();
      setDone(true);
    } catch (e) {
      setFormError(applyServerErrors(e, setError, t("errors.INTERNAL")));
    }
  });

  const fieldError = (name: keyof TChangePasswordRequest) => {
    const m = formState.errors[name]?.message;
    return m === "account.password.allRequired" ? undefined : msg(m);
  };

  return (
    <form onSubmit={onSubmit} noValidate {...warmOn(resolver)}>
      {done ? (
        <p className="alert alert--ok" role="status">
          {t("account.password.changed")}
        </p>
      ) : null}
      {all ? (
        <p className="alert alert--error" role="alert">
          {t("account.password.allRequired")}
        </p>
      ) : null}
      {formError ? (
        <p className="alert alert--error" role="alert">
          {formError}
        </p>
      ) : null}
      <PasswordRules />
      <FormField
        label={t("account.password.current")}
        type="password"
        autoComplete="current-password"
        error={fieldError("currentPassword")}
        {...register("currentPassword")}
      />
      <FormField
        label={t("account.password.new")}
        type="password"
        autoComplete="new-password"
        aria-describedby="password-rules"
        error={fieldError("newPassword")}
        {...register("newPassword")}
      />
      <FormField
        label={t("account.password.confirm")}
        type="password"
        autoComplete="new-password"
        error={fieldError("confirmPassword")}
        {...register("confirmPassword")}
      />
      <button type="submit" className="btn" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? <span className="spinner" aria-hidden="true" /> : null}
        {t("account.password.submit")}
      </button>
    </form>
  );
}
