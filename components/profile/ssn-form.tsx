"use client";

/**
 * The social security number form (spec 1 §5 "Social security number (profile)"): the rules of
 * the user's market (Swedish personnummer, or the Finnish henkilötunnus), locked once a value is
 * saved, with the unsaved-change warning. Saves through POST /api/profile/save-ssn.
 */
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { lazyZodResolver, warmOn } from "@/lib/client/lazy-zod-resolver";
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { applyServerErrors } from "@/lib/client/apply-server-errors";
import { useApiMutation } from "@/lib/client/mutation";
import type { Market } from "@/lib/market";
import type { TSaveSsnResponse, TSsnForm } from "@/lib/profile/schemas";
import { useLeaveWarning } from "./use-leave-warning";

export function SsnForm({ market, saved: initial }: { market: Market; saved: string | null }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(initial);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useApiMutation<TSaveSsnResponse, TSsnForm>("/api/profile/save-ssn");
  // zod and the schema load on the first focus or validation (decision 099)
  const resolver = useMemo(
    () => lazyZodResolver<TSsnForm>(() => import("@/lib/profile/schemas").then((m) => m.ssnFormFor(market))),
    [market],
  );
  const { register, handleSubmit, setError, formState } = useForm<TSsnForm>({
    resolver,
    defaultValues: { ssn: "" },
  });
  useLeaveWarning(!saved && formState.isDirty, t("profile.unsaved"));
  const label = market === "fi" ? t("profile.ssn.labelHetu") : t("profile.ssn.label");

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const reply = await save.mutateAsync(values);
      setSaved(reply.ssn);
    } catch (e) {
      setFormError(applyServerErrors(e, setError, t("profile.errors.saveFailed")));
    }
  });

  if (saved) {
    return (
      <div className="profile-ssn" data-testid="ssn-locked">
        <FormField label={label} name="ssn" id="profile-ssn" value={saved} readOnly aria-describedby="profile-ssn-help" />
        <p className="field-help" id="profile-ssn-help">
          {initial ? t("profile.ssn.help") : t("profile.ssn.saved")}
        </p>
      </div>
    );
  }
  const err = formState.errors.ssn?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="profile-ssn" {...warmOn(resolver)}>
      {formError ? (
        <p className="alert alert--error" role="alert">
          {formError}
        </p>
      ) : null}
      <FormField
        label={label}
        id="profile-ssn"
        autoComplete="off"
        inputMode={market === "fi" ? "text" : "numeric"}
        error={err ? t(err) : undefined}
        aria-describedby="profile-ssn-help"
        {...register("ssn")}
      />
      <p className="field-help" id="profile-ssn-help">
        {t("profile.ssn.help")}
      </p>
      <button type="submit" className="btn" disabled={formState.isSubmitting}>
        {t("profile.ssn.submit")}
      </button>
    </form>
  );
}
