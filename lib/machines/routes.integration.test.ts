/**
 * The machine calls through the real route wrapper against PostgreSQL (issue 14 item 1–4):
 * 200/400/401/403 per call, another customer's machine → 403, one machine per VIN per customer
 * (also under a race), the book-service e-mail on the job queue, workshop stars.
 */
import { NextRequest } from "next/server";
import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { jobs, machines, outbox, serviceBookings, storedFiles, vehicleRecords, workshopStars, workshops } from "@/db/schema";
import { seedMachines } from "@/seed/machines";
import type { Actor } from "@/lib/auth/actor";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import type { TCreateMachineResponse, TSubCategoriesResponse, TBookableMachine } from "./schemas";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const { GET: subCategories } = await import("@/app/api/add-machine/machine-sub-categories/route");
const { POST: create } = await import("@/app/api/add-machine/create/route");
const { POST: uploadImage } = await import("@/app/api/machine/machine-upload-avatar/route");
const { POST: deleteImage } = await import("@/app/api/machine/machine-delete-avatar/route");
const { POST: removeMachine } = await import("@/app/api/machine/remove-machine/route");
const { POST: engineHours } = await import("@/app/api/machine/engine-hours/route");
const { GET: byCategory } = await import("@/app/api/book-service/get-machine-by-category/route");
const { POST: book } = await import("@/app/api/book-service/book/route");
const { POST: setStar } = await import("@/app/api/workshop/setstar/route");

const t = useTestDb();
beforeAll(async () => {
  await seedMachines(t.db, { demo: false });
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

async function call<T = ErrorReply>(
  handler: Handler,
  opts: { get?: Record<string, string>; json?: unknown; form?: FormData; host?: string } = {},
) {
  const host = opts.host ?? "portal.test";
  const headers: Record<string, string> = { host, origin: `http://${host}`, accept: "application/json" };
  const url = new URL(`http://${host}/api/x`);
  let init: RequestInit = { method: "GET", headers };
  if (opts.get) for (const [k, v] of Object.entries(opts.get)) url.searchParams.set(k, v);
  else if (opts.form) init = { method: "POST", headers, body: opts.form };
  else {
    headers["content-type"] = "application/json";
    init = { method: "POST", headers, body: JSON.stringify(opts.json ?? {}) };
  }
  const res = await handler(new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1]), { params: Promise.resolve({}) });
  return { status: res.status, body: parseReply<T>(await res.text()) };
}

const as = (actor: Actor | null) => {
  state.sessionId = actor?.sessionId ?? null;
};

async function farmer() {
  const own = await makeCustomer(t.db);
  const user = await makeUser(t.db, { customers: [{ id: own.id }] });
  return { own, actor: await signInAs(t.db, user.id) };
}

const tractor = (serial: string, extra: Record<string, unknown> = {}) => ({
  MachineType: { Id: 1, Key: "TRACTOR", Name: "Traktor" },
  MachineBrand: "VALTRA",
  MachineModel: "T175",
  SerialNumber: serial,
  RegisteringNumber: "abc123",
  ...extra,
});

async function addMachine(actor: Actor, serial: string) {
  as(actor);
  const r = await call<TCreateMachineResponse>(create, { json: { newMachine: JSON.stringify(tractor(serial)) } });
  expect(r.status).toBe(200);
  return r.body.machineId;
}

describe("GET /api/add-machine/machine-sub-categories", () => {
  it("lists types, a type's brands and a brand's models; 400 without the parent; 401 signed out", async () => {
    const { actor } = await farmer();
    as(null);
    expect((await call(subCategories, { get: { machineDataType: "type" } })).status).toBe(401);
    as(actor);
    const types = await call<TSubCategoriesResponse>(subCategories, { get: { machineDataType: "type" } });
    expect(types.status).toBe(200);
    expect(types.body.machineSubCategories.map((c) => c.Value)).toContain("TRACTOR");
    const brands = await call<TSubCategoriesResponse>(subCategories, { get: { machineDataType: "brand", type: "COMBINE" } });
    expect(brands.body.machineSubCategories).toEqual([
      { Value: "CLAAS", Text: "Claas" },
      { Value: "NEW_HOLLAND", Text: "New Holland" },
    ]);
    const models = await call<TSubCategoriesResponse>(subCategories, {
      get: { machineDataType: "model", type: "TRACTOR", brand: "VALTRA" },
    });
    expect(models.body.machineSubCategories.map((c) => c.Text)).toEqual(["T175 Active", "N155 Versu", "Q305"]);
    // a brand of another type gives no models
    const none = await call<TSubCategoriesResponse>(subCategories, { get: { machineDataType: "model", type: "COMBINE", brand: "VALTRA" } });
    expect(none.body.machineSubCategories).toEqual([]);
    const bad = await call(subCategories, { get: { machineDataType: "model", type: "TRACTOR" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.brand).toEqual(["Du måste välja märke"]);
    const fi = await call<TSubCategoriesResponse>(subCategories, { get: { machineDataType: "type" }, host: "portal.test.fi" });
    expect(fi.body.machineSubCategories.map((c) => c.Text)).toContain("Traktori");
  });
});

describe("POST /api/add-machine/create", () => {
  it("saves a machine (normalised ids, engine hours from vehicle data) and logs it", async () => {
    const { actor, own } = await farmer();
    await t.db.insert(vehicleRecords).values({ vin: "YV2T175A5KB000111", engineHours: 1234.5 });
    as(actor);
    const r = await call<TCreateMachineResponse>(create, { json: { newMachine: tractor("yv2t175a5kb000111") } });
    expect(r.status).toBe(200);
    expect(r.body.isSaved).toBe(true);
    const [m] = await t.db.select().from(machines).where(eq(machines.id, r.body.machineId));
    expect(m).toMatchObject({ customerId: own.id, serialNumber: "YV2T175A5KB000111", registerNumber: "ABC123", engineHours: 1234.5 });
  });

  it("400 for each bad field, with the spec's limits and the VIN check digit", async () => {
    const { actor } = await farmer();
    as(actor);
    const r = await call(create, {
      json: { newMachine: { MachineType: "", MachineBrand: "", MachineModel: "", SerialNumber: "", RegisteringNumber: "ABC1234" } },
    });
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toMatchObject({
      "newMachine.MachineType": ["Du måste välja typ"],
      "newMachine.MachineBrand": ["Du måste välja märke"],
      "newMachine.MachineModel": ["Du måste välja modell"],
      "newMachine.SerialNumber": ["Du måste ange serienummer (VIN)"],
      "newMachine.RegisteringNumber": ["Registreringsnummer får bestå av högst 6 bokstäver och siffror"],
    });
    const long = await call(create, { json: { newMachine: tractor("ABCDEFGHJK12345678") } });
    expect(long.body.error.fields?.["newMachine.SerialNumber"]).toEqual(["Serienummer (VIN) får bestå av högst 17 bokstäver och siffror"]);
    const check = await call(create, { json: { newMachine: tractor("1M8GDM9A1KP042788") } });
    expect(check.body.error.fields?.["newMachine.SerialNumber"]).toEqual(["Kontrollsiffran i VIN stämmer inte (position 9)"]);
    // a model of another brand
    const chain = await call(create, { json: { newMachine: tractor("ABC1", { MachineModel: "LEXION_8700" }) } });
    expect(chain.status).toBe(400);
    expect(chain.body.error.fields?.["newMachine.MachineModel"]).toEqual(["Du måste välja modell"]);
  });

  it("one machine per VIN per customer (409, also when two requests race); another customer may have the same VIN", async () => {
    const a = await farmer();
    const b = await farmer();
    await addMachine(a.actor, "DUP123");
    as(a.actor);
    const again = await call(create, { json: { newMachine: tractor("dup123") } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Du har redan en maskin med det serienumret");
    await addMachine(b.actor, "DUP123");
    as(a.actor);
    const race = await Promise.all(Array.from({ length: 5 }, () => call(create, { json: { newMachine: tractor("RACE77") } })));
    expect(race.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await t.db.$count(machines, and(eq(machines.serialNumber, "RACE77"), eq(machines.customerId, a.own.id)))).toBe(1);
  });

  it("401 signed out, 403 for another customer's number", async () => {
    const { actor } = await farmer();
    const other = await makeCustomer(t.db);
    as(null);
    expect((await call(create, { json: { newMachine: tractor("X1") } })).status).toBe(401);
    as(actor);
    expect((await call(create, { json: { newMachine: tractor("X1"), customerNumber: other.customerNumber } })).status).toBe(403);
  });
});

describe("machine image, removal and engine hours", () => {
  it("uploads and removes the machine image as a customer file; another customer's machine is 403", async () => {
    const a = await farmer();
    const b = await farmer();
    const id = await addMachine(a.actor, "IMG001");
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#2e7d4a" } })
      .png()
      .toBuffer();
    const form = () => {
      const f = new FormData();
      f.set("machineId", String(id));
      f.set("UploadedImage", new File([new Uint8Array(png)], "m.png", { type: "image/png" }));
      return f;
    };
    as(b.actor);
    expect((await call(uploadImage, { form: form() })).status).toBe(403);
    as(null);
    expect((await call(uploadImage, { form: form() })).status).toBe(401);
    as(a.actor);
    const up = await call<{ success: boolean; imageUrl: string }>(uploadImage, { form: form() });
    expect(up.status).toBe(200);
    expect(up.body.imageUrl).toMatch(new RegExp(`^/api/files/machines/${id}/`));
    const key = up.body.imageUrl.replace("/api/files/", "");
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(row).toMatchObject({ visibility: "customer", customerNumber: a.own.customerNumber });
    as(b.actor);
    expect((await call(deleteImage, { json: { machineId: id } })).status).toBe(403);
    as(a.actor);
    expect((await call(deleteImage, { json: { machineId: "x" } })).status).toBe(400);
    const del = await call<{ imageUrl: string }>(deleteImage, { json: { machineId: id } });
    expect(del.body.imageUrl).toBe("/images/default-machine.svg");
    expect(await t.db.$count(storedFiles, eq(storedFiles.key, key))).toBe(0);
  });

  it("refreshes engine hours from vehicle data; removes a machine; 403 for another customer's machine", async () => {
    const a = await farmer();
    const b = await farmer();
    const id = await addMachine(a.actor, "HRS001");
    await t.db.insert(vehicleRecords).values({ vin: "HRS001", engineHours: 77 });
    as(b.actor);
    expect((await call(engineHours, { json: { machineId: id } })).status).toBe(403);
    expect((await call(removeMachine, { json: { machineId: id } })).status).toBe(403);
    as(a.actor);
    const h = await call<{ engineHours: number }>(engineHours, { json: { machineId: id } });
    expect(h.body.engineHours).toBe(77);
    expect((await call(removeMachine, { json: { machineId: 999999 } })).status).toBe(404);
    expect((await call(removeMachine, { json: {} })).status).toBe(400);
    expect((await call(removeMachine, { json: { machineId: id } })).status).toBe(200);
    expect(await t.db.$count(machines, eq(machines.id, id))).toBe(0);
  });
});

describe("book service", () => {
  it("lists the customer's machines of a category and books service: booking row, e-mail to the workshop on the job queue", async () => {
    const a = await farmer();
    const b = await farmer();
    const id = await addMachine(a.actor, "BOOK01");
    await addMachine(b.actor, "BOOK02");
    as(a.actor);
    const list = await call<TBookableMachine[]>(byCategory, { get: { categoryKey: "TRACTOR" } });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ id, modelName: "Valtra T175 Active", serialNumber: "BOOK01", registerNumber: "ABC123" }]);
    expect((await call(byCategory, { get: {} })).status).toBe(400);
    expect((await call(byCategory, { get: { categoryKey: "TRACTOR", customerNumber: b.own.customerNumber } })).status).toBe(403);

    const [ws] = await t.db.select().from(workshops).where(eq(workshops.name, "Skara Lantbruksverkstad"));
    const body = { machineId: id, workshopId: ws!.id, preferredDate: "2030-05-02", description: "Oljebyte" };
    as(b.actor);
    expect((await call(book, { json: body })).status).toBe(403);
    as(null);
    expect((await call(book, { json: body })).status).toBe(401);
    as(a.actor);
    const bad = await call(book, { json: { ...body, preferredDate: "2030-02-30", description: "" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(["description", "preferredDate"]);
    const [fiWs] = await t.db.select().from(workshops).where(eq(workshops.market, "fi"));
    expect((await call(book, { json: { ...body, workshopId: fiWs!.id } })).status).toBe(400);
    const ok = await call<{ bookingId: number }>(book, { json: body });
    expect(ok.status).toBe(200);
    const [booking] = await t.db.select().from(serviceBookings).where(eq(serviceBookings.id, ok.body.bookingId));
    expect(booking).toMatchObject({ machineId: id, status: "sent", preferredDate: "2030-05-02" });
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `service-booking:${ok.body.bookingId}`));
    expect(mail).toMatchObject({ recipient: ws!.email, channel: "email", kind: "service-booking" });
    expect(mail!.body).toContain("BOOK01");
    expect(await t.db.$count(jobs, eq(jobs.dedupeKey, `message:${mail!.id}`))).toBe(1);
  });
});

describe("POST /api/workshop/setstar", () => {
  it("stars and unstars a city for the signed-in user only", async () => {
    const { actor } = await farmer();
    as(null);
    expect((await call(setStar, { json: { city: "Skara", newStarValue: true } })).status).toBe(401);
    as(actor);
    expect((await call(setStar, { json: { city: "Skara", newStarValue: "true" } })).body).toEqual({ city: "Skara", isStarred: true });
    expect((await call(setStar, { json: { city: "Skara", newStarValue: true } })).status).toBe(200);
    expect(await t.db.$count(workshopStars, eq(workshopStars.userId, actor.userId))).toBe(1);
    expect((await call(setStar, { json: { city: "Atlantis", newStarValue: true } })).status).toBe(404);
    expect((await call(setStar, { json: { city: "Skara" } })).status).toBe(400);
    // a Swedish city is not a Finnish workshop city
    expect((await call(setStar, { json: { city: "Skara", newStarValue: true }, host: "portal.test.fi" })).status).toBe(404);
    await call(setStar, { json: { city: "Skara", newStarValue: false } });
    expect(await t.db.$count(workshopStars, eq(workshopStars.userId, actor.userId))).toBe(0);
  });
});
