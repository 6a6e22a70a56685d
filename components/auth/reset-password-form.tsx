"use client";

import { NavLink } from "@/components/shell/nav-link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { useApiMutation } from "@/lib/client/mutation";
import { applyServerErrors } from "@/lib/client/apply-server-errors";
import { lazyZodResolver, warmOn } from "@/lib/client/lazy-zod-resolver";
import type { TResetPasswordRequest } from "@/lib/validation/password";
import { PasswordRules } from "./password-rules";

// zod and the schema load on the first focus or validation (decision 099)
const resolver = lazyZodResolver<TResetPasswordRequest>(() => import("@/lib/validation/password").then((m) => m.ZResetPasswordRequest));

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const { mutateAsync: resetPassword } = useApiMutation("/api/account/reset-password");
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<TResetPasswordRequest>({
    resolver,
    defaultValues: { token, newPassword: "", confirmPassword: "" },
  });
  const all = Object.values(formState.errors).some((e) => e?.message === "account.password.allRequired");
  const fieldError = (name: "newPassword" | "confirmPassword") => {
    const m = formState.errors[name]?.message;
    return m && m !== "account.password.allRequired" ? t(m) : undefined;
  };
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await resetPassword(values);
      setDone(true);
    } catch (e) {
      setFormError(applyServerErrors(e, setError, t("errors.INTERNAL")));
    }
  });
  if (done) {
    return (
      <>
        <p className="alert alert--ok" role="status">
          {t("account.reset.done")}
        </p>
        <NavLink className="btn" href="/login">
          {t("account.reset.toLogin")}
        </NavLink>
      </>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate {...warmOn(resolver)}>
      {all ? (
        <p className="alert alert--error" role="alert">
          {t("account.password.allRequired")}
        </p>
      ) : null}
      {formError ? (
        <p className="alert alert--error" role="alert">
          {formError} <NavLink href="/reset-password">{t("account.reset.requestNew")}</NavLink>
        </p>
      ) : null}
      <PasswordRules />
      <input type="hidden" {...register("token")} />
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
        {t("account.password.submit")}
      </button>
    </form>
  );
}
