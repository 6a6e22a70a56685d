"use client";

/**
 * The workshops per city (spec 2 §2 contact/workshop page, §6): a star per city for signed-in
 * users (POST /api/workshop/setstar: city, newStarValue); a failed star reloads the page (spec 2
 * §8). Starred cities come first here and in book service.
 */
import "./machines.css";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { apiFetch } from "@/lib/client/api-fetch";
import type { WorkshopCity } from "@/lib/machines/list-workshops";

export function WorkshopsView({ cities, signedIn }: { cities: WorkshopCity[]; signedIn: boolean }) {
  const { t } = useTranslation();
  const [stars, setStars] = useState<Record<string, boolean>>(() => Object.fromEntries(cities.map((c) => [c.city, c.starred])));
  const [busy, setBusy] = useState<string | null>(null);

  async function toggle(city: string) {
    const value = !stars[city];
    setBusy(city);
    setStars((s) => ({ ...s, [city]: value }));
    try {
      await apiFetch("/api/workshop/setstar", { body: { city, newStarValue: value } });
    } catch {
      window.location.reload();
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {signedIn ? null : <p className="alert alert--info">{t("machines.workshops.signInToStar")}</p>}
      {cities.map((c) => (
        <section key={c.city} className="workshop-city" aria-labelledby={`city-${c.city}`} data-city={c.city}>
          <h2 id={`city-${c.city}`}>
            {signedIn ? (
              <button
                type="button"
                className="workshop-star"
                aria-pressed={Boolean(stars[c.city])}
                aria-label={
                  stars[c.city] ? t("machines.workshops.unstar", { city: c.city }) : t("machines.workshops.star", { city: c.city })
                }
                disabled={busy === c.city}
                onClick={() => void toggle(c.city)}
              >
                <span aria-hidden="true">{stars[c.city] ? "★" : "☆"}</span>
              </button>
            ) : null}
            {c.city}
          </h2>
          <ul>
            {c.workshops.map((w) => (
              <li key={w.id}>
                <strong>{w.name}</strong>
                {`, ${w.address}`}
                {w.phone ? `, ${t("machines.workshops.phone")} ${w.phone}` : null}
                {", "}
                <a href={`mailto:${w.email}`}>{w.email}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
