"use client";

/**
 * The privacy policy page (spec 3 §2 "Privacy policy"): the policy's text and one consent checkbox
 * per purpose; leaving with changed, unsaved consents warns (spec 3 §9). Saving appends each
 * change to the consent log (POST /api/profile/save-consents).
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/lib/i18n/react";
import { ApiError } from "@/lib/client/api-fetch";
import { useApiMutation } from "@/lib/client/mutation";
import { PRIVACY_PURPOSES } from "@/lib/profile/consent-purposes";
import type { TConsents } from "@/lib/profile/legal-schemas";
import type { LegalPageData } from "@/lib/profile/load-legal-page";
import { LegalText } from "./legal-text";
import { useLeaveWarning } from "./use-leave-warning";

export function PrivacyView({ data }: { data: LegalPageData }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation<{ consents: TConsents }, { consents: TConsents; version: number }>("/api/profile/save-consents");
  const { register, handleSubmit, reset, formState } = useForm<TConsents>({ defaultValues: data.consents });
  useLeaveWarning(formState.isDirty, t("profile.privacy.unsaved"));
  const doc = data.document;
  if (!doc) return <p className="alert alert--info">{t("profile.privacy.none")}</p>;
  const onSubmit = handleSubmit(async (values) => {
    setDone(false);
    setError(null);
    try {
      const reply = await save.mutateAsync({ consents: values, version: doc.version });
      reset(reply.consents);
      setDone(true);
    } catch (e) {
      setError(e instanceof ApiError && e.body.message ? e.body.message : t("profile.errors.saveFailed"));
    }
  });
  return (
    <article className="legal-page" aria-labelledby="legal-title">
      <h1 id="legal-title">{doc.title}</h1>
      <p className="field-help">{t("profile.terms.version", { version: doc.version })}</p>
      <LegalText body={doc.body} />
      <form onSubmit={onSubmit} noValidate aria-labelledby="consents-title">
        <h2 id="consents-title">{t("profile.privacy.consentsTitle")}</h2>
        {done ? (
          <p className="alert alert--ok" role="status">
            {t("profile.privacy.saved")}
          </p>
        ) : null}
        {error ? (
          <p className="alert alert--error" role="alert">
            {error}
          </p>
        ) : null}
        {PRIVACY_PURPOSES.map((p) => (
          <div key={p} className="field field--checkbox">
            <input id={`consent-${p}`} type="checkbox" {...register(p)} />
            <label htmlFor={`consent-${p}`}>{t(`profile.privacy.purposes.${p}`)}</label>
          </div>
        ))}
        <button type="submit" className="btn" disabled={formState.isSubmitting}>
          {t("profile.privacy.save")}
        </button>
      </form>
    </article>
  );
}
