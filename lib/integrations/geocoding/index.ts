/**
 * Geocoding (spec 3 §7 "Maps", issue 13 §5; decision 054): street, postal code and city →
 * coordinates, behind one small interface.
 * - `localGeocoder`: offline, from the seeded `postal_places` (Swedish and Finnish postal codes
 *   with their place's centre); the default.
 * - `nominatimGeocoder`: a Nominatim-compatible service at GEOCODER_URL (e.g.
 *   https://nominatim.openstreetmap.org), with a custom User-Agent (GEOCODER_USER_AGENT), at most
 *   one request per second from this process, every answer (found or not) cached in
 *   `geocode_cache`; a network failure or timeout answers "unavailable", never an error.
 * `configuredGeocoder()` asks the remote one first (when configured) and falls back to the local
 * one, so without network the editor still finds postal places, and manual entry always works.
 */
import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { geocodeCache, postalPlaces } from "@/db/schema";

export interface GeocodeQuery {
  street: string;
  zipCode: string;
  city: string;
  /** ISO code, SE or FI */
  country: "SE" | "FI";
}

export type GeocodeResult =
  { status: "found"; latitude: number; longitude: number; source: string } | { status: "not-found" | "unavailable"; source: string };

export interface Geocoder {
  name: string;
  geocode(q: GeocodeQuery): Promise<GeocodeResult>;
}

export const normaliseZip = (zip: string): string => zip.replace(/\D/g, "");

export function localGeocoder(db: DbOrTx): Geocoder {
  return {
    name: "local",
    async geocode(q) {
      const zip = normaliseZip(q.zipCode);
      const [byZip] = await db
        .select()
        .from(postalPlaces)
        .where(and(eq(postalPlaces.country, q.country), eq(postalPlaces.zipCode, zip)));
      if (byZip) return { status: "found", latitude: byZip.latitude, longitude: byZip.longitude, source: "local" };
      return { status: "not-found", source: "local" };
    },
  };
}

let lastRemoteCall = 0;
/** Waits so that this process asks the remote service at most once per `intervalMs`. */
async function throttle(intervalMs: number): Promise<void> {
  const now = Date.now();
  const wait = Math.max(0, lastRemoteCall + intervalMs - now);
  lastRemoteCall = now + wait;
  if (wait) await new Promise((r) => setTimeout(r, wait));
}

export function nominatimGeocoder(
  db: DbOrTx,
  opts: { url: string; userAgent: string; timeoutMs?: number; intervalMs?: number; fetch?: typeof fetch },
): Geocoder {
  const doFetch = opts.fetch ?? fetch;
  return {
    name: "nominatim",
    async geocode(q) {
      const key = `${q.country}|${q.street.trim().toLowerCase()}|${normaliseZip(q.zipCode)}|${q.city.trim().toLowerCase()}`;
      const [cached] = await db.select().from(geocodeCache).where(eq(geocodeCache.queryKey, key));
      if (cached)
        return cached.found && cached.latitude !== null && cached.longitude !== null
          ? { status: "found", latitude: cached.latitude, longitude: cached.longitude, source: "cache" }
          : { status: "not-found", source: "cache" };
      const u = new URL("/search", opts.url);
      u.searchParams.set("street", q.street);
      u.searchParams.set("postalcode", q.zipCode);
      u.searchParams.set("city", q.city);
      u.searchParams.set("countrycodes", q.country.toLowerCase());
      u.searchParams.set("format", "jsonv2");
      u.searchParams.set("limit", "1");
      await throttle(opts.intervalMs ?? 1000);
      let hits: { lat?: string; lon?: string }[];
      try {
        const res = await doFetch(u, {
          headers: { "user-agent": opts.userAgent, accept: "application/json" },
          signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
        });
        if (!res.ok) return { status: "unavailable", source: "nominatim" };
        hits = (await res.json()) as { lat?: string; lon?: string }[];
      } catch {
        return { status: "unavailable", source: "nominatim" };
      }
      const hit = Array.isArray(hits) ? hits[0] : undefined;
      const lat = Number(hit?.lat);
      const lon = Number(hit?.lon);
      const found = Boolean(hit) && Number.isFinite(lat) && Number.isFinite(lon);
      await db
        .insert(geocodeCache)
        .values({ queryKey: key, found, latitude: found ? lat : null, longitude: found ? lon : null })
        .onConflictDoNothing();
      return found ? { status: "found", latitude: lat, longitude: lon, source: "nominatim" } : { status: "not-found", source: "nominatim" };
    },
  };
}

/** The remote geocoder when GEOCODER_URL is set, then the local one. */
export function configuredGeocoder(db: DbOrTx, env: Record<string, string | undefined> = process.env): Geocoder {
  const local = localGeocoder(db);
  if (!env.GEOCODER_URL) return local;
  const remote = nominatimGeocoder(db, { url: env.GEOCODER_URL, userAgent: env.GEOCODER_USER_AGENT ?? "lantbruk-portal/1.0" });
  return {
    name: "nominatim+local",
    async geocode(q) {
      const r = await remote.geocode(q);
      return r.status === "found" ? r : local.geocode(q);
    },
  };
}
