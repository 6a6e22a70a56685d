/**
 * The agro desk's form calls (/api/epiformsdata/*, /api/warrantyform/*) through the real route
 * wrapper against PostgreSQL (issue 16): 401/400/403 per call, a store sees only its own store's
 * forms (another store's → 403), a farmer reads the forms about their own machines and changes
 * nothing, admins see all; the Swedish host answers 403; totals recomputed in cents; claim
 * statuses, comments and the submitter's e-mail; the move tool in one transaction with its count.
 */
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { actionLog, customers, jobs, outbox, releaseForms, users, warrantyClaims, warrantyStores } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { addDays } from "@/lib/market/dates";
import { todayIn } from "@/lib/market/format";
import { insertClaim, insertReleaseForm } from "@/seed/warranty";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";
import type {
  TClaimDetailResponse,
  TClaimListResponse,
  TClaimSubmitResponse,
  TLoggedInInfoResponse,
  TPreviewResponse,
  TReleaseListResponse,
  TSerialResponse,
  TServiceHoursResponse,
  TSparePartsResponse,
  TSubmitResponse,
} from "./schemas";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const api = {
  release: (await import("@/app/api/epiformsdata/releaseandwarrantyform/route")).GET as Handler,
  old: (await import("@/app/api/epiformsdata/oldxformdata/route")).GET as Handler,
  claims: (await import("@/app/api/epiformsdata/warrantyform/route")).GET as Handler,
  exportRelease: (await import("@/app/api/epiformsdata/exportreleaseandwarrantyform/route")).GET as Handler,
  exportClaims: (await import("@/app/api/epiformsdata/exportwarrantyform/route")).GET as Handler,
  bySerial: (await import("@/app/api/epiformsdata/warrantyformbyserialnumber/route")).GET as Handler,
  info: (await import("@/app/api/epiformsdata/loggedincustomerinfo/route")).GET as Handler,
  bySubmission: (await import("@/app/api/epiformsdata/warrantyformbysubmissionid/route")).GET as Handler,
  xform: (await import("@/app/api/epiformsdata/XFormdataById/route")).GET as Handler,
  deleteEntry: (await import("@/app/api/epiformsdata/deleteentry/route")).POST as Handler,
  submitRelease: (await import("@/app/api/epiformsdata/submitreleaseform/route")).POST as Handler,
  addPart: (await import("@/app/api/warrantyform/addsparepart/route")).POST as Handler,
  deletePart: (await import("@/app/api/warrantyform/DeleteSparePart/route")).POST as Handler,
  addHours: (await import("@/app/api/warrantyform/AddServiceHours/route")).POST as Handler,
  deleteHour: (await import("@/app/api/warrantyform/DeleteServiceHour/route")).POST as Handler,
  move: (await import("@/app/api/warrantyform/submit/route")).POST as Handler,
  submitClaim: (await import("@/app/api/warrantyform/submitclaim/route")).POST as Handler,
  claim: (await import("@/app/api/warrantyform/claim/route")).GET as Handler,
  comment: (await import("@/app/api/warrantyform/comment/route")).POST as Handler,
  status: (await import("@/app/api/warrantyform/status/route")).POST as Handler,
  stores: (await import("@/app/api/warrantyform/stores/route")).GET as Handler,
  serials: (await import("@/app/api/warrantyform/serialnumbers/route")).GET as Handler,
  settings: (await import("@/app/api/warrantyform/messagesettings/route")).POST as Handler,
};
const GETS = new Set<Handler>([
  api.release,
  api.old,
  api.claims,
  api.exportRelease,
  api.exportClaims,
  api.bySerial,
  api.info,
  api.bySubmission,
  api.xform,
  api.claim,
  api.stores,
  api.serials,
]);

const t = useTestDb();
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

async function call<T = ErrorReply>(handler: Handler, params: Record<string, unknown> | null = null, host = "portal.test.fi") {
  const headers: Record<string, string> = { host, origin: `http://${host}`, accept: "application/json" };
  const url = new URL(`http://${host}/api/x`);
  const get = GETS.has(handler);
  let body: string | undefined;
  if (get) for (const [k, v] of Object.entries(params ?? {})) url.searchParams.set(k, String(v));
  else {
    headers["content-type"] = "application/json";
    body = JSON.stringify(params ?? {});
  }
  const res = await handler(new NextRequest(url, { method: get ? "GET" : "POST", headers, body }), { params: Promise.resolve({}) });
  const text = res.headers.get("content-type")?.includes("json") ? await res.text() : "";
  return { status: res.status, body: parseReply<T>(text), res };
}
const as = (actor: Actor | null) => {
  state.sessionId = actor?.sessionId ?? null;
};

interface World {
  storeA: { id: number; customerNumber: string };
  storeB: { id: number; customerNumber: string };
  farm: { id: number; customerNumber: string; organisationNumber: string };
  seller: Actor;
  otherSeller: Actor;
  admin: Actor;
  farmer: Actor;
  formA: string;
  formB: string;
  farmForm: string;
  oldForm: string;
  claimA: string;
  claimB: string;
}
let w: World;

async function storeUser(storeId: number, opts: { admin?: boolean } = {}): Promise<Actor> {
  const u = await makeUser(t.db, {
    customers: [{ id: storeId, profile: "user" }],
    market: "fi",
    username: `s${Math.random().toString(36).slice(2, 9)}@store.fi`,
  });
  await t.db
    .update(users)
    .set({ isStore: true, isAgroAdmin: opts.admin ?? false })
    .where(eq(users.id, u.id));
  return signInAs(t.db, u.id);
}

const baseForm = {
  source: "release" as const,
  daysAgo: 1,
  postOffice: "Seinäjoki",
  manufacturer: "Valtra",
  brand: "Valtra",
  model: "N175",
  width: "2,5 m",
  first: "Matti",
  last: "Mäkelä",
};
const baseClaim = {
  daysAgo: 1,
  status: "Vastaanotettu" as const,
  makeAndModel: "Valtra N175",
  startDaysAgo: 30,
  first: "Matti",
  last: "Mäkelä",
  parts: [["2", "P1", "Letku", "10,00"]] as [string, string, string, string][],
  hours: [] as [string, string, string][],
};

beforeAll(async () => {
  const storeA = await makeCustomer(t.db, { market: "fi", name: "Kauppa A" });
  const storeB = await makeCustomer(t.db, { market: "fi", name: "Kauppa B" });
  await t.db.insert(warrantyStores).values([{ customerId: storeA.id }, { customerId: storeB.id }]);
  const farmRow = await makeCustomer(t.db, { market: "fi", name: "Testitila" });
  const org = `${String(farmRow.id).padStart(7, "1")}-9`;
  await t.db.update(customers).set({ organisationNumber: org }).where(eq(customers.id, farmRow.id));
  const seller = await storeUser(storeA.id);
  const otherSeller = await storeUser(storeB.id);
  const admin = await storeUser(storeA.id, { admin: true });
  const farmerUser = await makeUser(t.db, { customers: [{ id: farmRow.id }], market: "fi" });
  const farmer = await signInAs(t.db, farmerUser.id);
  const formA = await insertReleaseForm(t.db, {
    ...baseForm,
    store: "",
    submitter: seller.email,
    serial: "AAA111",
    storeCustomerId: storeA.id,
    ownerCustomerId: null,
  });
  const formB = await insertReleaseForm(t.db, {
    ...baseForm,
    store: "",
    submitter: otherSeller.email,
    serial: "BBB222",
    storeCustomerId: storeB.id,
    ownerCustomerId: null,
  });
  const farmForm = await insertReleaseForm(t.db, {
    ...baseForm,
    store: "",
    submitter: seller.email,
    serial: "FARM333",
    storeCustomerId: storeA.id,
    ownerCustomerId: farmRow.id,
    businessId: org,
  });
  const oldForm = await insertReleaseForm(t.db, {
    ...baseForm,
    source: "old",
    store: "",
    submitter: seller.email,
    serial: "OLD444",
    storeCustomerId: storeA.id,
    ownerCustomerId: null,
  });
  const claimA = await insertClaim(t.db, {
    ...baseClaim,
    submitter: seller.email,
    serial: "FARM333",
    storeCustomerId: storeA.id,
    ownerCustomerId: farmRow.id,
  });
  const claimB = await insertClaim(t.db, {
    ...baseClaim,
    submitter: otherSeller.email,
    serial: "BBB222",
    storeCustomerId: storeB.id,
    ownerCustomerId: null,
  });
  w = {
    storeA,
    storeB,
    farm: { ...farmRow, organisationNumber: org },
    seller,
    otherSeller,
    admin,
    farmer,
    formA,
    formB,
    farmForm,
    oldForm,
    claimA,
    claimB,
  };
});

describe("who sees which forms", () => {
  it("answers 401 signed out and 403 on the Swedish host", async () => {
    expect((await call(api.release)).status).toBe(401);
    as(w.seller);
    expect((await call(api.release, null, "portal.test")).status).toBe(403);
    expect((await call(api.addPart, { Maara: 1, LMVaraosanumero: "X", VaraosanNimi: "Y", AHinta: 1 }, "portal.test")).status).toBe(403);
  });

  it("store staff see only their store's forms; another store's form is 403", async () => {
    as(w.seller);
    const list = await call<TReleaseListResponse>(api.release);
    expect(list.status).toBe(200);
    const ids = list.body.rows.map((r) => r.Id);
    expect(ids).toEqual(expect.arrayContaining([w.formA, w.farmForm]));
    expect(ids).not.toContain(w.formB);
    expect(ids).not.toContain(w.oldForm);
    expect((await call(api.bySubmission, { submissionId: w.formB })).status).toBe(403);
    expect((await call(api.bySubmission, { submissionId: "00000000-0000-4000-8000-000000000000" })).status).toBe(403);
    expect((await call(api.claim, { id: w.claimB })).status).toBe(403);
    const claims = await call<TClaimListResponse>(api.claims);
    expect(claims.body.rows.map((r) => r.Id)).toEqual([w.claimA]);
    // filing for another store
    expect((await call(api.submitRelease, releaseInput(w.storeB.customerNumber))).status).toBe(403);
  });

  it("farmers read the forms and claims about their own machines and change nothing", async () => {
    as(w.farmer);
    const list = await call<TReleaseListResponse>(api.release);
    expect(list.body.rows.map((r) => r.Id)).toEqual([w.farmForm]);
    expect((await call(api.bySubmission, { submissionId: w.formA })).status).toBe(403);
    const claim = await call<TClaimDetailResponse>(api.claim, { id: w.claimA });
    expect(claim.status).toBe(200);
    expect(claim.body.canComment).toBe(false);
    expect(claim.body.nextStatuses).toEqual([]);
    expect((await call(api.comment, { id: w.claimA, body: "Hei" })).status).toBe(403);
    expect((await call(api.submitRelease, releaseInput(w.storeA.customerNumber))).status).toBe(403);
    expect((await call(api.addPart, { Maara: 1, LMVaraosanumero: "X", VaraosanNimi: "Y", AHinta: 1 })).status).toBe(403);
  });

  it("admins see every store's forms, filtered by store, manufacturer, text and dates", async () => {
    as(w.admin);
    const all = await call<TReleaseListResponse>(api.release, { take: 100 });
    expect(all.body.rows.map((r) => r.Id)).toEqual(expect.arrayContaining([w.formA, w.formB, w.farmForm]));
    const b = await call<TReleaseListResponse>(api.release, { store: w.storeB.customerNumber });
    expect(b.body.rows.map((r) => r.Id)).toEqual([w.formB]);
    expect((await call<TReleaseListResponse>(api.release, { query: "bbb2" })).body.rows.map((r) => r.Id)).toEqual([w.formB]);
    expect((await call<TReleaseListResponse>(api.release, { manufacturer: "Nobody" })).body.total).toBe(0);
    expect((await call<TReleaseListResponse>(api.release, { fromDate: "1.1.2100" })).body.total).toBe(0);
    expect((await call(api.release, { fromDate: "31.2.2026" })).status).toBe(400);
    const mine = await call<TReleaseListResponse>(api.release, { submittedByMe: true });
    expect(mine.body.total).toBe(0);
  });
});

describe("rows and previews", () => {
  it("a release row carries SubmittedOn/id; an old row SubmittedOn=id and no business name", async () => {
    as(w.seller);
    const row = (await call<TReleaseListResponse>(api.release)).body.rows.find((r) => r.Id === w.formA)!;
    expect(row.SubmittedOn.endsWith(`/${w.formA}`)).toBe(true);
    expect(row.SubmittedByMe).toBe(true);
    const old = (await call<TReleaseListResponse>(api.old)).body.rows;
    expect(old).toHaveLength(1);
    expect(old[0]!.SubmittedOn.endsWith(`=${w.oldForm}`)).toBe(true);
    expect("CustomerBusinessName" in old[0]!).toBe(false);
  });

  it("the preview splits the machine at slashes, drops the shop suffix and reads Kyllä / TRUE", async () => {
    as(w.seller);
    const p = await call<TPreviewResponse>(api.bySubmission, { submissionId: w.formA });
    expect(p.status).toBe(200);
    expect(p.body.preview.machine).toMatchObject({ manufacturer: "Valtra", model: "N175", workWidth: "2,5 m" });
    expect(p.body.preview.servicePointStore).toBe("Agrokauppa Seinäjoki");
    expect(p.body.preview.confirmations).toMatchObject({ manualGiven: true, marketingApproval: false });
    const old = await call<TPreviewResponse>(api.xform, { StoreId: w.oldForm });
    expect(old.body.old).toBe(true);
    expect(old.body.preview.confirmations).toMatchObject({ manualGiven: true, inspected: false, marketingApproval: true });
    // an old form is not a release form and the other way round
    expect((await call(api.xform, { StoreId: w.formA })).status).toBe(403);
    expect((await call(api.xform, { StoreId: "x" })).status).toBe(400);
  });

  it("the serial number prefills customer and machine; the seller comes from the signed-in store user", async () => {
    as(w.seller);
    const s = await call<TSerialResponse>(api.bySerial, { serialnumber: "farm333" });
    expect(s.body.found).toBe(true);
    expect(s.body.values).toMatchObject({ CustomerFirstName: "Matti", Machine: "Valtra/N175/2,5 m", SerialNumber: "FARM333" });
    expect((await call<TSerialResponse>(api.bySerial, { serialnumber: "BBB222" })).body.found).toBe(false);
    const info = await call<TLoggedInInfoResponse>(api.info);
    expect(info.body.dbUser).toMatchObject({ Email: w.seller.email, CustomerName: "Kauppa A" });
    expect(info.body.formFields.name).toBe("SalesmenName");
    expect(info.body.StoreId).toBe(w.storeA.customerNumber);
  });
});

function releaseInput(store: string, extra: Record<string, unknown> = {}) {
  return {
    StoreId: store,
    CustomerFirstName: "Anna",
    CustomerLastName: "Niemi",
    CustomerBusinessId: w.farm.organisationNumber,
    CustomerStreet: "Tie 1",
    CustomerZip: "60100",
    CustomerPostOffice: "Seinäjoki",
    CustomerPhone: "0401234567",
    SalesmenName: "Myyjä",
    SalesmenEmail: "myyja@example.fi",
    SalemenStore: "Kauppa A",
    ProductGroup: "Traktori",
    ManufactureName: "Valtra",
    Model: "T175",
    WorkWidth: "",
    SerialNumber: "new-555",
    SparePartsStore: w.storeA.customerNumber,
    ServicePointStore: w.storeB.customerNumber,
    ReleaseDate: "1.11.2026",
    MileageOrHours: "10 h",
    Place: "Seinäjoki",
    SignedOn: "1.11.2026",
    UsageManualGiven: "Kyllä",
    WarrantyTermsExplained: "Kyllä",
    MachineInspected: "Ei",
    MarketingApproval: "Kyllä",
    ...extra,
  };
}

describe("filing a release and warranty form", () => {
  it("needs every required field (Tämä kenttä on pakollinen.) and at most 30 characters in titled inputs", async () => {
    as(w.seller);
    const r = await call(api.submitRelease, releaseInput(w.storeA.customerNumber, { CustomerFirstName: "", Model: "x".repeat(31) }));
    expect(r.status).toBe(400);
    expect(r.body.error.fields?.CustomerFirstName).toEqual(["Tämä kenttä on pakollinen."]);
    expect(r.body.error.fields?.Model).toEqual(["Teksti on liian pitkä."]);
  });

  it("files for the seller's store, owned by the farm with that business id, logged", async () => {
    as(w.seller);
    const r = await call<TSubmitResponse>(api.submitRelease, releaseInput(w.storeA.customerNumber));
    expect(r.status).toBe(200);
    const [row] = await t.db.select().from(releaseForms).where(eq(releaseForms.submissionId, r.body.submissionId));
    expect(row).toMatchObject({
      storeCustomerId: w.storeA.id,
      ownerCustomerId: w.farm.id,
      serialNumber: "NEW-555",
      submitterEmail: w.seller.email,
    });
    expect(row!.data.ServicePointStore).toBe(`Kauppa B_${w.storeB.customerNumber}`);
    const logs = await t.db.select().from(actionLog).where(eq(actionLog.action, "warranty.releaseForm.submitted"));
    expect(logs.length).toBeGreaterThan(0);
    as(w.farmer);
    const farmerList = await call<TReleaseListResponse>(api.release);
    expect(farmerList.body.rows.map((x) => x.Id)).toContain(r.body.submissionId);
  });
});

describe("spare parts and service hours", () => {
  it("adds a line with the total recomputed in cents, refuses a missing field, deletes by index", async () => {
    as(w.seller);
    const a = await call<TSparePartsResponse>(api.addPart, {
      Maara: "3",
      LMVaraosanumero: "P1",
      VaraosanNimi: "Suodatin",
      AHinta: "0,10",
      RivinHinta: "999",
    });
    expect(a.status).toBe(200);
    expect(a.body.lines[0]).toMatchObject({ RivinHinta: "0.30", RivinHintaCents: 30 });
    const b = await call<TSparePartsResponse>(api.addPart, {
      lines: a.body.lines,
      Maara: "1,5",
      LMVaraosanumero: "P2",
      VaraosanNimi: "Öljy",
      AHinta: "12,35",
    });
    // 1.5 × 12.35 = 18.525 → 18.53; 0.30 + 18.53
    expect(b.body.lines[1]!.RivinHinta).toBe("18.53");
    expect(b.body.total).toBe("18.83");
    expect((await call(api.addPart, { lines: b.body.lines, Maara: "1", LMVaraosanumero: "", VaraosanNimi: "X", AHinta: "1" })).status).toBe(
      400,
    );
    expect((await call(api.addPart, { Maara: "abc", LMVaraosanumero: "P", VaraosanNimi: "X", AHinta: "1" })).status).toBe(400);
    const d = await call<TSparePartsResponse>(api.deletePart, { lines: b.body.lines, index: 0 });
    expect(d.body.lines.map((l) => l.LMVaraosanumero)).toEqual(["P2"]);
    expect((await call(api.deletePart, { lines: b.body.lines, index: 5 })).status).toBe(400);
    const h = await call<TServiceHoursResponse>(api.addHours, { TakuutyonHintaPerTunt: "78,00", Maara: "1,25", Tyoseloste: "Työ" });
    expect(h.body.lines[0]).toMatchObject({ Hinta: "97.50" });
    const hd = await call<TServiceHoursResponse>(api.deleteHour, { lines: h.body.lines, index: 0 });
    expect(hd.body).toMatchObject({ lines: [], total: "0.00" });
  });
});

function claimInput(extra: Record<string, unknown> = {}) {
  return {
    StoreId: w.storeA.customerNumber,
    HuoltoliikkeenNimi: "Huolto A",
    Toimipaikka: "Seinäjoki",
    PuhelinNumero: "0612345",
    AsiakasEtunimi: "Anna",
    AsiakasSukunimi: "Niemi",
    AsiakasOsoite: "Tie 1",
    AsiakasPostinumero: "60100",
    AsiakasPostitoimipaikka: "Seinäjoki",
    AsiakasPuhelin: "0401234567",
    KoneenSarjanumero: "FARM333",
    KoneenMerkkiJaMalli: "Valtra N175",
    TakuunAlkamispaivamaara: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
    spareParts: [
      { Maara: "3", LMVaraosanumero: "P1", VaraosanNimi: "Suodatin", AHinta: "0,10", RivinHinta: "1000" },
      { Maara: "0,2", LMVaraosanumero: "P2", VaraosanNimi: "Öljy", AHinta: "0,10" },
    ],
    serviceHours: [{ TakuutyonHintaPerTunt: "65,90", Maara: "2,5", Tyoseloste: "Vaihto", Hinta: "1" }],
    ...extra,
  };
}

describe("warranty claims", () => {
  it("is refused with neither parts nor hours ('Syötä varaosa tai työtunnit!')", async () => {
    as(w.seller);
    const r = await call(api.submitClaim, claimInput({ spareParts: [], serviceHours: [] }));
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe("Syötä varaosa tai työtunnit!");
  });

  it("a warranty that started 366 days or more ago needs the warning accepted; 365 does not", async () => {
    as(w.seller);
    // days before today in Helsinki, as the server counts them (between 22 and 24 UTC the UTC date is a day behind)
    const ago = (n: number) => addDays(todayIn("fi"), -n);
    const r = await call(api.submitClaim, claimInput({ TakuunAlkamispaivamaara: ago(366) }));
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/^Huomioi takuun voimassaolo\. Ota tarvittaessa yhteys huoltoinsinööreihin: \S+@\S+$/);
    expect((await call(api.submitClaim, claimInput({ TakuunAlkamispaivamaara: ago(366), validityAccepted: true }))).status).toBe(200);
    expect((await call(api.submitClaim, claimInput({ TakuunAlkamispaivamaara: ago(365) }))).status).toBe(200);
  });

  it("the server recomputes every total in cents (0.30 + 0.02 parts, 164.75 work)", async () => {
    as(w.seller);
    const r = await call<TClaimSubmitResponse>(api.submitClaim, claimInput());
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ partsTotal: "0.32", workTotal: "164.75", total: "165.07", totalCents: 16507 });
    const [row] = await t.db.select().from(warrantyClaims).where(eq(warrantyClaims.submissionId, r.body.submissionId));
    expect(row).toMatchObject({ status: "Vastaanotettu", partsTotalCents: 32, workTotalCents: 16475, totalCents: 16507 });
    expect((await call(api.submitClaim, { ...claimInput(), StoreId: w.storeB.customerNumber })).status).toBe(403);
  });

  it("admins move a claim along the transitions; the store cannot; the submitter is e-mailed unless switched off", async () => {
    as(w.seller);
    const id = (await call<TClaimSubmitResponse>(api.submitClaim, claimInput())).body.submissionId;
    expect((await call(api.status, { id, from: "Vastaanotettu", to: "Käsittelyssä" })).status).toBe(403);
    as(w.admin);
    const [a, b] = await Promise.all([
      call(api.status, { id, from: "Vastaanotettu", to: "Käsittelyssä" }),
      call(api.status, { id, from: "Vastaanotettu", to: "Hylätty" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const now = (await call<TClaimDetailResponse>(api.claim, { id })).body;
    const from = now.claim.Status;
    expect((await call(api.status, { id, from, to: "Hyväksytty", comment: "Kunnossa" })).status).toBe(200);
    // final: only reopening
    expect((await call(api.status, { id, from: "Hyväksytty", to: "Hylätty" })).status).toBe(409);
    expect((await call(api.status, { id, from: "Hyväksytty", to: "Käsittelyssä" })).status).toBe(200);
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, w.seller.email));
    const statusMails = mails.filter((m) => m.kind === "warranty-status");
    expect(statusMails.length).toBe(3);
    expect(statusMails.some((m) => m.body.includes("Hyväksytty") && m.body.includes("Kunnossa"))).toBe(true);
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, "send-message"));
    expect(queued.length).toBeGreaterThanOrEqual(3);

    as(w.seller);
    expect((await call(api.settings, { emailOnStatus: false, emailOnComment: true })).status).toBe(200);
    as(w.admin);
    expect((await call(api.status, { id, from: "Käsittelyssä", to: "Hylätty" })).status).toBe(200);
    const after = await t.db.select().from(outbox).where(eq(outbox.recipient, w.seller.email));
    expect(after.filter((m) => m.kind === "warranty-status").length).toBe(3);
  });

  it("the store and the importer comment; the submitter hears of the importer's comment, a farmer cannot comment", async () => {
    as(w.seller);
    const id = (await call<TClaimSubmitResponse>(api.submitClaim, claimInput())).body.submissionId;
    expect((await call(api.comment, { id, body: "Kuvat liitteenä" })).status).toBe(200);
    expect((await call(api.comment, { id, body: "" })).status).toBe(400);
    as(w.otherSeller);
    expect((await call(api.comment, { id, body: "Hei" })).status).toBe(403);
    as(w.admin);
    expect((await call(api.comment, { id, body: "Kiitos, katsomme." })).status).toBe(200);
    const detail = await call<TClaimDetailResponse>(api.claim, { id });
    expect(detail.body.comments.map((c) => [c.side, c.body])).toEqual([
      ["store", "Kuvat liitteenä"],
      ["importer", "Kiitos, katsomme."],
    ]);
    const mails = (await t.db.select().from(outbox).where(eq(outbox.recipient, w.seller.email))).filter(
      (m) => m.kind === "warranty-comment",
    );
    expect(mails.some((m) => m.body.includes("Kiitos, katsomme."))).toBe(true);
    expect(mails.some((m) => m.body.includes("Kuvat liitteenä"))).toBe(false);
  });

  it("lists claims by any combination of statuses", async () => {
    as(w.admin);
    const r = await call<TClaimListResponse>(api.claims, { statuses: "Hyväksytty,Hylätty" });
    expect(r.status).toBe(200);
    expect(r.body.rows.every((x) => x.Status === "Hyväksytty" || x.Status === "Hylätty")).toBe(true);
    expect((await call(api.claims, { statuses: "Avoin" })).status).toBe(400);
    const ex = await call(api.exportClaims, { statuses: "Vastaanotettu" });
    expect(ex.status).toBe(200);
    expect(ex.res.headers.get("content-type")).toContain("spreadsheetml");
  });
});

describe("admin tools", () => {
  it("deleteentry: admins only; the row leaves the lists", async () => {
    as(w.admin);
    const extra = await insertReleaseForm(t.db, {
      ...baseForm,
      store: "",
      submitter: w.seller.email,
      serial: "DEL999",
      storeCustomerId: w.storeA.id,
      ownerCustomerId: null,
    });
    as(w.seller);
    expect((await call(api.deleteEntry, { storeId: extra })).status).toBe(403);
    as(w.admin);
    expect((await call(api.deleteEntry, { storeId: extra })).status).toBe(200);
    expect((await call(api.deleteEntry, { storeId: extra })).status).toBe(404);
    const list = await call<TReleaseListResponse>(api.release, { query: "DEL999" });
    expect(list.body.total).toBe(0);
  });

  it("the move tool moves a submitter's forms and claims in one go and returns the count", async () => {
    const mover = await storeUser(w.storeA.id);
    for (const serial of ["MV1", "MV2"])
      await insertReleaseForm(t.db, {
        ...baseForm,
        store: "",
        submitter: mover.email,
        serial,
        storeCustomerId: w.storeA.id,
        ownerCustomerId: null,
      });
    await insertClaim(t.db, { ...baseClaim, submitter: mover.email, serial: "MV1", storeCustomerId: w.storeA.id, ownerCustomerId: null });
    as(w.seller);
    expect(
      (await call(api.move, { EmailId: mover.email, FromStore: w.storeA.customerNumber, ToStore: w.storeB.customerNumber })).status,
    ).toBe(403);
    as(w.admin);
    expect(
      (await call(api.move, { EmailId: mover.email, FromStore: w.storeA.customerNumber, ToStore: w.storeA.customerNumber })).status,
    ).toBe(400);
    expect((await call(api.move, { EmailId: "x", FromStore: w.storeA.customerNumber, ToStore: w.storeB.customerNumber })).status).toBe(400);
    const r = await call<{ count: number; releaseForms: number; claims: number }>(api.move, {
      EmailId: mover.email.toUpperCase(),
      FromStore: w.storeA.customerNumber,
      ToStore: w.storeB.customerNumber,
    });
    expect(r.body).toEqual({ count: 3, releaseForms: 2, claims: 1 });
    const moved = await t.db.select().from(releaseForms).where(eq(releaseForms.submitterEmail, mover.email));
    expect(moved.every((f) => f.storeCustomerId === w.storeB.id)).toBe(true);
    const again = await call<{ count: number }>(api.move, {
      EmailId: mover.email,
      FromStore: w.storeA.customerNumber,
      ToStore: w.storeB.customerNumber,
    });
    expect(again.body.count).toBe(0);
  });

  it("exports the release list as .xlsx and lists stores and serial numbers", async () => {
    as(w.seller);
    const ex = await call(api.exportRelease, { store: w.storeA.customerNumber });
    expect(ex.status).toBe(200);
    expect(ex.res.headers.get("content-disposition")).toContain(".xlsx");
    const stores = await call<{ stores: { StoreId: string }[]; mine: string[] }>(api.stores);
    expect(stores.body.mine).toEqual([w.storeA.customerNumber]);
    const serials = await call<{ rows: { SerialNumber: string }[] }>(api.serials);
    expect(serials.body.rows.map((r) => r.SerialNumber)).not.toContain("BBB222");
    expect(serials.body.rows.map((r) => r.SerialNumber)).toContain("AAA111");
  });
});
