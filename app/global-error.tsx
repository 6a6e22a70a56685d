"use client";

/** Last resort when the root layout itself fails: no translations are loaded, so both languages show. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const fi = typeof window !== "undefined" && /fi$/i.test(window.location.hostname);
  return (
    <html lang={fi ? "fi" : "sv"}>
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "2rem" }}>
        <h1>{fi ? "Jokin meni vikaan" : "Något gick fel"}</h1>
        <p>{fi ? "Tapahtui odottamaton virhe. Yritä uudelleen." : "Ett oväntat fel uppstod. Försök igen."}</p>
        <button type="button" onClick={reset}>{fi ? "Yritä uudelleen" : "Försök igen"}</button>
      </body>
    </html>
  );
}
