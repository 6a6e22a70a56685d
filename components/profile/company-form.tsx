"use client";

/**
 * The company form and the business profile form of the customer in play (spec 1 §3 "Company",
 * §5 "Profile, company, business"): the market's zip, mobile and phone rules, owners only (others
 * see the values read-only), the unsaved-change warning. Save through /api/profile/save-company
 * and /api/profile/save-business-profile.
 */
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { lazyZodResolver, warmOn } from "@/lib/client/lazy-zod-resolver";
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { applyServerErrors } from "@/lib/client/apply-server-errors";
import { useApiMutation } from "@/lib/client/mutation";
import type { Market } from "@/lib/market";
import type { TBusinessProfileForm, TCompany, TCompanyForm } from "@/lib/profile/schemas";
import { useLeaveWarning } from "./use-leave-warning";

const FIELDS = [
  ["CompanyName", "organization"],
  ["Address", "street-address"],
  ["ZipCode", "postal-code"],
  ["City", "address-level2"],
  ["PhoneMobile", "tel"],
  ["PhoneWork", "tel"],
  ["Email", "email"],
] as const;

const businessResolver = lazyZodResolver<TBusinessProfileForm>(() => import("@/lib/profile/schemas").then((m) => m.ZBusinessProfileForm));

export function CompanyForm({ market, initial, canEdit }: { market: Market; initial: TCompanyForm; canEdit: boolean }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useApiMutation<{ company: TCompanyForm }, TCompany>("/api/profile/save-company");
  // zod and the schema load on the first focus or validation (decision 099)
  const resolver = useMemo(
    () => lazyZodResolver<TCompanyForm, unknown, TCompany>(() => import("@/lib/profile/schemas").then((m) => m.companyFormFor(market))),
    [market],
  );
  const { register, handleSubmit, setError, reset, formState } = useForm<TCompanyForm, unknown, TCompany>({
    resolver,
    defaultValues: initial,
  });
  useLeaveWarning(canEdit && formState.isDirty, t("profile.unsaved"));

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setDone(false);
    try {
      const reply = await save.mutateAsync(values);
      reset(reply.company);
      setDone(true);
    } catch (e) {
      setFormError(applyServerErrors(e, setError, t("profile.errors.saveFailed")));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-company-title" className="profile-form" {...warmOn(resolver)}>
      <h3 id="profile-company-title">{t("profile.company.title")}</h3>
      {done ? (
        <p className="alert alert--ok" role="status">
          {t("profile.company.saved")}
        </p>
      ) : null}
      {formError ? (
        <p className="alert alert--error" role="alert">
          {formError}
        </p>
      ) : null}
      {FIELDS.map(([name, autoComplete]) => {
        const m = formState.errors[name]?.message;
        return (
          <FormField
            key={name}
            id={`company-${name}`}
            label={t(`profile.company.${name}`)}
            type={name === "Email" ? "email" : name.startsWith("Phone") ? "tel" : "text"}
            autoComplete={autoComplete}
            readOnly={!canEdit}
            error={m ? t(m) : undefined}
            {...register(name)}
          />
        );
      })}
      {canEdit ? (
        <button type="submit" className="btn" disabled={formState.isSubmitting}>
          {t("profile.company.submit")}
        </button>
      ) : null}
    </form>
  );
}

export function BusinessProfileForm({ initial, canEdit }: { initial: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useApiMutation<{ businessName: string }, TBusinessProfileForm>("/api/profile/save-business-profile");
  const { register, handleSubmit, setError, reset, formState } = useForm<TBusinessProfileForm>({
    resolver: businessResolver,
    defaultValues: { BusinessName: initial },
  });
  useLeaveWarning(canEdit && formState.isDirty, t("profile.unsaved"));
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setDone(false);
    try {
      const reply = await save.mutateAsync(values);
      reset({ BusinessName: reply.businessName });
      setDone(true);
    } catch (e) {
      setFormError(applyServerErrors(e, setError, t("profile.errors.saveFailed")));
    }
  });
  const m = formState.errors.BusinessName?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-business-title" className="profile-form" {...warmOn(businessResolver)}>
      <h3 id="profile-business-title">{t("profile.business.title")}</h3>
      {done ? (
        <p className="alert alert--ok" role="status">
          {t("profile.business.saved")}
        </p>
      ) : null}
      {formError ? (
        <p className="alert alert--error" role="alert">
          {formError}
        </p>
      ) : null}
      <FormField
        id="business-name"
        label={t("profile.business.BusinessName")}
        readOnly={!canEdit}
        error={m ? t(m) : undefined}
        {...register("BusinessName")}
      />
      {canEdit ? (
        <button type="submit" className="btn" disabled={formState.isSubmitting}>
          {t("profile.business.submit")}
        </button>
      ) : null}
    </form>
  );
}
