/**
 * The Nominatim-compatible geocoder against a local fake service started here (issue 13 §5,
 * decision 054): the query it sends, at most one request per interval, every answer (found or not)
 * cached in the database so a repeated lookup makes no request, and without the service the local
 * postal-place geocoder answers.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { geocodeCache, postalPlaces } from "@/db/schema";
import { useTestDb } from "@/tests/support/test-db";
import { configuredGeocoder, nominatimGeocoder } from "./index";

const t = useTestDb();
const seen: { at: number; params: URLSearchParams; agent: string | undefined }[] = [];
const server = createServer((req, res) => {
  const u = new URL(req.url ?? "/", "http://x");
  seen.push({ at: Date.now(), params: u.searchParams, agent: req.headers["user-agent"] });
  const hit = u.searchParams.get("street") === "Storgatan 1" ? [{ lat: "58.3862731", lon: "13.4381234" }] : [];
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(hit));
});
let url = "";
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const q = (street: string) => ({ street, zipCode: "532 30", city: "Skara", country: "SE" as const });

describe("Nominatim-compatible geocoder", () => {
  it("asks with the address parts and its User-Agent, caches found and not-found answers in the database", async () => {
    const g = nominatimGeocoder(t.db, { url, userAgent: "portal-test/1", intervalMs: 10 });
    expect(await g.geocode(q("Storgatan 1"))).toEqual({
      status: "found",
      latitude: 58.3862731,
      longitude: 13.4381234,
      source: "nominatim",
    });
    const first = seen.at(-1)!;
    expect(first.agent).toBe("portal-test/1");
    expect(Object.fromEntries(first.params)).toMatchObject({
      street: "Storgatan 1",
      postalcode: "532 30",
      city: "Skara",
      countrycodes: "se",
      limit: "1",
    });
    expect(await g.geocode(q("Okänd väg 9"))).toEqual({ status: "not-found", source: "nominatim" });
    const requests = seen.length;
    expect(await g.geocode(q("Storgatan 1"))).toMatchObject({ status: "found", source: "cache", latitude: 58.3862731 });
    expect(await g.geocode(q("Okänd väg 9"))).toEqual({ status: "not-found", source: "cache" });
    expect(seen).toHaveLength(requests);
    const cached = await t.db.select().from(geocodeCache).where(eq(geocodeCache.found, false));
    expect(cached.some((c) => c.queryKey.includes("okänd väg 9"))).toBe(true);
  });

  it("sends at most one request per interval, also when lookups come at once", async () => {
    const g = nominatimGeocoder(t.db, { url, userAgent: "portal-test/1", intervalMs: 250 });
    const from = seen.length;
    await Promise.all(["A-vägen 1", "B-vägen 2", "C-vägen 3"].map((s) => g.geocode(q(s))));
    const times = seen.slice(from).map((s) => s.at);
    expect(times).toHaveLength(3);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(200);
  });

  it("without the service: 'unavailable', and the configured geocoder falls back to the postal places", async () => {
    await t.db
      .insert(postalPlaces)
      .values({ country: "SE", zipCode: "53230", city: "Skara", latitude: 58.386, longitude: 13.438 })
      .onConflictDoNothing();
    const dead = "http://127.0.0.1:9";
    expect(await nominatimGeocoder(t.db, { url: dead, userAgent: "x", intervalMs: 1, timeoutMs: 500 }).geocode(q("Nygatan 2"))).toEqual({
      status: "unavailable",
      source: "nominatim",
    });
    const r = await configuredGeocoder(t.db, { GEOCODER_URL: dead }).geocode(q("Nygatan 3"));
    expect(r).toMatchObject({ status: "found", source: "local" });
  });
});
