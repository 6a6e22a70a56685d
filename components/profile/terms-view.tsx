"use client";

/**
 * The user agreement page (spec 1 §2 "User agreement and privacy policy pages with an accept or
 * reject flow", §5 "Privacy"; issue 12 item 3). Accept needs the AcceptTerms box ('Du måste
 * godkänna användningsvillkoren') and goes on to the page the guard came from; reject records the
 * rejection and signs the user out (the next sign-in asks again).
 */
import { useState } from "react";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { useTranslation } from "@/lib/i18n/react";
import { useApiMutation } from "@/lib/client/mutation";
import { ApiError } from "@/lib/client/api-fetch";
import type { LegalPageData } from "@/lib/profile/load-legal-page";
import { safeNextPath } from "@/lib/profile/paths";
import { LegalText } from "./legal-text";

export function TermsView({ data, next }: { data: LegalPageData; next: string | null }) {
  const { t } = useTranslation();
  const router = useRouter();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(data.document ? data.acceptedVersion >= data.document.version : true);
  const accept = useApiMutation<{ version: number }, { AcceptTerms: boolean; version: number }>("/api/profile/accept-terms");
  const reject = useApiMutation<{ version: number }, { version: number }>("/api/profile/reject-terms");
  const doc = data.document;
  if (!doc) return <p className="alert alert--info">{t("profile.terms.none")}</p>;
  const failed = (e: unknown) => setError(e instanceof ApiError && e.body.message ? e.body.message : t("profile.errors.saveFailed"));

  async function onAccept(e: React.FormEvent) {
    e.preventDefault();
    if (!doc) return;
    if (!checked) {
      setError(t("profile.terms.acceptRequired"));
      return;
    }
    setError(null);
    try {
      await accept.mutateAsync({ AcceptTerms: true, version: doc.version });
      setAccepted(true);
      router.replace(safeNextPath(next));
      router.refresh();
    } catch (err) {
      failed(err);
    }
  }
  async function onReject() {
    if (!doc) return;
    setError(null);
    try {
      await reject.mutateAsync({ version: doc.version });
      await signOut({ callbackUrl: "/" });
    } catch (err) {
      failed(err);
    }
  }

  return (
    <article className="legal-page" aria-labelledby="legal-title">
      <h1 id="legal-title">{doc.title}</h1>
      <p className="field-help">{t("profile.terms.version", { version: doc.version })}</p>
      <LegalText body={doc.body} />
      {accepted ? (
        <p className="alert alert--ok" role="status">
          {t("profile.terms.accepted", { version: doc.version })}
        </p>
      ) : (
        <form onSubmit={(e) => void onAccept(e)} noValidate className="legal-accept">
          {data.acceptedVersion > 0 ? <p className="alert alert--info">{t("profile.terms.newVersionInfo")}</p> : null}
          {error ? (
            <p className="alert alert--error" role="alert" id="accept-terms-error">
              {error}
            </p>
          ) : null}
          <div className="field field--checkbox">
            <input
              id="accept-terms"
              name="AcceptTerms"
              type="checkbox"
              checked={checked}
              onChange={(e) => setChecked(e.target.checked)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "accept-terms-error" : undefined}
            />
            <label htmlFor="accept-terms">{t("profile.terms.acceptLabel")}</label>
          </div>
          <div className="form-actions">
            <button type="submit" className="btn" disabled={accept.isPending}>
              {t("profile.terms.accept")}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => void onReject()} disabled={reject.isPending}>
              {t("profile.terms.reject")}
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
