/**
 * Vehicle data behind a small interface (spec 1 §7 "Addresses and machines": a configured
 * vehicle-data URL with vin → engineHours; decision 036). `VEHICLE_DATA_URL` set: the HTTP
 * service (`GET <url>?vin=<vin>` → `{ engineHours }`); unset: the local implementation, which
 * reads our own `vehicle_records` table (telematics readings, seeded with demo data).
 */
import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { vehicleRecords } from "@/db/schema";

export interface VehicleData {
  readonly kind: "local" | "http";
  /** the machine's engine hours by VIN/serial number; null when the service knows no such machine */
  engineHours(vin: string): Promise<number | null>;
}

export function localVehicleData(db: DbOrTx): VehicleData {
  return {
    kind: "local",
    async engineHours(vin) {
      const [row] = await db.select({ h: vehicleRecords.engineHours }).from(vehicleRecords).where(eq(vehicleRecords.vin, vin));
      return row ? row.h : null;
    },
  };
}

/** The HTTP service: 404 → unknown machine (null); anything else not 2xx, or a bad reply, throws. */
export function httpVehicleData(baseUrl: string, opts: { timeoutMs?: number; fetchImpl?: typeof fetch } = {}): VehicleData {
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    kind: "http",
    async engineHours(vin) {
      const url = new URL(baseUrl);
      url.searchParams.set("vin", vin);
      const res = await doFetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(opts.timeoutMs ?? 5000) });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`vehicle data: HTTP ${res.status}`);
      const body = (await res.json()) as { engineHours?: unknown };
      const h = body.engineHours;
      if (h === null || h === undefined) return null;
      const n = typeof h === "string" ? Number(h.replace(",", ".")) : h;
      if (typeof n !== "number" || !Number.isFinite(n) || n < 0) throw new Error("vehicle data: engineHours is not a number");
      return n;
    },
  };
}

export function getVehicleData(db: DbOrTx, env: Record<string, string | undefined> = process.env): VehicleData {
  const url = env.VEHICLE_DATA_URL;
  return url ? httpVehicleData(url) : localVehicleData(db);
}
