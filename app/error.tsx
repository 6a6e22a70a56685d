"use client";

import { useEffect } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { DB_UNAVAILABLE_DIGEST } from "@/db/digest";

/** Errors inside a page, in the market's language (the root layout's translations). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { t } = useTranslation();
  // the database could not be reached (decision 024): a passing fault, say so and offer a retry
  const unavailable = error.digest === DB_UNAVAILABLE_DIGEST;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main">
      <div className="card card--narrow" role="alert">
        <h1>{t(unavailable ? "errorPage.unavailableTitle" : "errorPage.title")}</h1>
        <p>{t(unavailable ? "errorPage.unavailableText" : "errorPage.text")}</p>
        {error.digest && !unavailable ? (
          <p>
            <small>
              {t("errorPage.reference")}: {error.digest}
            </small>
          </p>
        ) : null}
        <p>
          <button type="button" className="btn" onClick={reset}>
            {t("errorPage.retry")}
          </button>{" "}
          {/* a full load, which also leaves the failed state behind; next/link here put a second copy of
              the link code in every page's first-load JavaScript (decision 093) */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
          <a className="btn btn--secondary" href="/">
            {t("notFound.back")}
          </a>
        </p>
      </div>
    </main>
  );
}
