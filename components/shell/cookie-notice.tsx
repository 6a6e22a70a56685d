"use client";

/**
 * The cookie notice (spec 2 §2, §4, §9): shown until the accepted-cookies cookie is set; the button
 * sets it (value yes, 365 days, path /, SameSite=Lax) and hides the notice.
 */
import "./shell.css";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { acceptedCookiesCookie } from "@/lib/shell/cookie-consent";

export function CookieNotice({ accepted }: { accepted: boolean }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(accepted);
  if (hidden) return null;

  function accept() {
    document.cookie = acceptedCookiesCookie({ secure: window.location.protocol === "https:" });
    setHidden(true);
  }

  return (
    <section className="cookie-notice" aria-label={t("shell.cookies.label")} data-cookie-notice="">
      <p>{t("shell.cookies.text")}</p>
      <button type="button" className="btn" onClick={accept}>
        {t("shell.cookies.accept")}
      </button>
    </section>
  );
}
