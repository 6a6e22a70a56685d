"use client";

/**
 * The agro desk's e-mail settings (issue 16 item 4): whether the signed-in user is e-mailed when a
 * warranty claim they submitted changes status or gets a comment (GET/POST
 * /api/warrantyform/messagesettings; on by default). The senders also honour the user card's
 * message settings (decision 079).
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api-fetch";
import { useApiMutation } from "@/lib/client/mutation";
import type { TMessageSettings } from "@/lib/warranty/schemas";

/** Each setting and its label's key. */
const SETTINGS = [
  ["emailOnStatus", "warranty.mailSettings.status"],
  ["emailOnComment", "warranty.mailSettings.comment"],
] as const;

export function MailSettingsForm({ initial }: { initial: TMessageSettings }) {
  const { t } = useTranslation();
  const [v, setV] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation<TMessageSettings>("/api/warrantyform/messagesettings");

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      setV(await save.mutateAsync(v));
      toast.success(t("warranty.mailSettings.saved"));
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t("warranty.mailSettings.failed"));
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-label={t("warranty.mailSettings.title")}>
      <p>{t("warranty.mailSettings.intro")}</p>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {SETTINGS.map(([k, label]) => (
        <label key={k} className="fac-check">
          <input type="checkbox" checked={v[k]} onChange={(e) => setV((o) => ({ ...o, [k]: e.target.checked }))} />
          {t(label)}
        </label>
      ))}
      <SubmitButton pending={save.isPending}>{t("warranty.mailSettings.save")}</SubmitButton>
    </form>
  );
}
