"use client";

// only the three texts of this page: common.json would put every common text in every page's first-load JavaScript (decision 093)
import fiGlobalError from "@/locales/fi/global-error.json";
import svGlobalError from "@/locales/sv/global-error.json";

/**
 * Last resort when the root layout itself fails: no translations are loaded (no i18n provider), so
 * the texts come straight from the locale files, in the language of the host.
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const fi = typeof window !== "undefined" && /fi$/i.test(window.location.hostname);
  const text = (fi ? fiGlobalError : svGlobalError).globalError;
  return (
    <html lang={fi ? "fi" : "sv"}>
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "2rem" }}>
        <h1>{text.title}</h1>
        <p>{text.text}</p>
        <button type="button" onClick={reset}>
          {text.retry}
        </button>
      </body>
    </html>
  );
}
