/**
 * The HTTP vehicle-data client (decision 036) against a local fake service on a real socket:
 * `GET <url>?vin=` → engine hours; 404 an unknown machine; other failures, bad replies and a
 * service that does not answer in time throw (the detail page then keeps the last reading).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getVehicleData, httpVehicleData } from "./index";

let server: Server;
let base = "";
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const vin = url.searchParams.get("vin") ?? "";
    seen.push(`${req.method} ${url.pathname} ${vin} ${req.headers.accept}`);
    const send = (status: number, body: string) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(body);
    };
    if (vin === "SLOW") return void setTimeout(() => send(200, '{"engineHours":1}'), 3000);
    if (vin === "UNKNOWN") return send(404, "{}");
    if (vin === "BROKEN") return send(500, '{"error":"down"}');
    if (vin === "TEXT") return send(200, '{"engineHours":"1234,5"}');
    if (vin === "BAD") return send(200, '{"engineHours":"many"}');
    if (vin === "NONE") return send(200, "{}");
    send(200, JSON.stringify({ engineHours: 4321 }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/engine-hours`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("httpVehicleData", () => {
  it("asks the service by VIN and reads engineHours (also a decimal-comma string)", async () => {
    const v = httpVehicleData(base);
    expect(v.kind).toBe("http");
    expect(await v.engineHours("YV1AB12C3D4567890")).toBe(4321);
    expect(seen.at(-1)).toBe("GET /engine-hours YV1AB12C3D4567890 application/json");
    expect(await v.engineHours("TEXT")).toBe(1234.5);
  });

  it("404 or no reading is an unknown machine (null)", async () => {
    const v = httpVehicleData(base);
    expect(await v.engineHours("UNKNOWN")).toBeNull();
    expect(await v.engineHours("NONE")).toBeNull();
  });

  it("a failing service, a bad reply or no answer in time throws", async () => {
    // answers in time on a busy machine, so the reply itself is judged
    const v = httpVehicleData(base, { timeoutMs: 10_000 });
    await expect(v.engineHours("BROKEN")).rejects.toThrow("HTTP 500");
    await expect(v.engineHours("BAD")).rejects.toThrow("not a number");
    // the service answers after 3 s: past this client's time limit
    await expect(httpVehicleData(base, { timeoutMs: 100 }).engineHours("SLOW")).rejects.toThrow();
  });

  it("VEHICLE_DATA_URL chooses the HTTP service; unset, the local one", () => {
    const db = {} as Parameters<typeof getVehicleData>[0];
    expect(getVehicleData(db, { VEHICLE_DATA_URL: base }).kind).toBe("http");
    expect(getVehicleData(db, {}).kind).toBe("local");
  });
});
