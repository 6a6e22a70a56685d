"use client";

import { useTranslation } from "@/lib/i18n/react";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/lib/validation/password-constants";

/** The written password rules (lib/validation/password.ts), shown beside every new-password form. */
export function PasswordRules() {
  const { t } = useTranslation();
  return (
    <section className="rules" id="password-rules" aria-labelledby="password-rules-title">
      <h2 id="password-rules-title">{t("account.passwordRules.title")}</h2>
      <ul>
        <li>{t("account.passwordRules.length", { min: PASSWORD_MIN, max: PASSWORD_MAX })}</li>
        <li>{t("account.passwordRules.anyCharacter")}</li>
        <li>{t("account.passwordRules.notCommon")}</li>
      </ul>
      <p>{t("account.passwordRules.passphrase")}</p>
    </section>
  );
}
