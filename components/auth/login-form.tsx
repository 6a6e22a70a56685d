"use client";

import { NavLink } from "@/components/shell/nav-link";
import { useState, type FormEvent } from "react";
import { signIn } from "next-auth/react";
import { useTranslation } from "@/lib/i18n/react";

/** Username + password sign-in (next-auth credentials). */
/** A text field of the submitted form ("" when absent). */
function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export function LoginForm() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const res = await signIn("credentials", {
        redirect: false,
        username: textOf(form, "username"),
        password: textOf(form, "password"),
      });
      if (res?.ok && !res.error) {
        window.location.assign("/");
        return;
      }
      const code = res?.error ?? "";
      if (code.startsWith("RATE_LIMITED")) setError(t("auth.rateLimited", { seconds: code.split(":")[1] ?? "60" }));
      else if (code === "CredentialsSignin") setError(t("auth.wrongCredentials"));
      else setError(t("auth.failed"));
    } catch {
      setError(t("auth.failed"));
    }
    setBusy(false);
  }

  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? "login-error" : undefined}>
      {error ? (
        <p id="login-error" className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="username">{t("auth.username")}</label>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in page has one task: the cursor starts in the user name */}
        <input id="username" name="username" autoComplete="username" required autoFocus />
      </div>
      <div className="field">
        <label htmlFor="password">{t("auth.password")}</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <p>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {busy ? t("auth.submitting") : t("auth.submit")}
        </button>
      </p>
      <p>
        <NavLink href="/reset-password">{t("auth.forgotPassword")}</NavLink>
      </p>
    </form>
  );
}
