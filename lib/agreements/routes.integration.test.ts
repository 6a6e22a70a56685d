/**
 * The agreement calls of endpoints.tsv (area `agreements`) end to end through the route() wrapper
 * against a real database with the demo data: each answers the farmer with the spec's fields,
 * 401 signed out, 403 for another customer's number or agreement, 400 with field messages for
 * empty or bad input (never 500); the PDFs are real PDFs with the agreement's numbers in the
 * market's language. Only the session lookup is replaced (getActor loads a real session row).
 */
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { customers, users, weighIns } from "@/db/schema";
import { seed } from "@/seed";
import { seedAgreements } from "@/seed/agreements";
import type { Actor } from "@/lib/auth/actor";
import { extractPdfText } from "@/lib/pdf/extract-text";
import { signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { must, take } from "@/tests/support/must";
import { parseReply, type ErrorReply } from "@/tests/support/reply";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

type Row = Record<string, unknown>;

/**
 * What these tests read of a JSON reply: each call's full shape is its T…Response in
 * lib/agreements/schemas.ts, the checks here read only these fields.
 */
interface Reply extends Partial<ErrorReply> {
  customerNumber?: string;
  agreementNumber?: string;
  selectedValue?: string | number;
  TotalQuantity?: number;
  AgreementsCommaseparatedList?: string;
  ProvNr?: string;
  agreements?: Row[];
  articles?: Row[];
  samples?: Row[];
  hedgings?: Row[];
  weighIns?: { orderNumber: string; weighInNumber: string }[];
  results?: Row[];
}

const load = async (path: string) => (await import(`@/app/api/${path}/route`)) as Record<"GET" | "POST", Handler>;

const t = useTestDb();
let farmer: Actor;
let staff: Actor;
let finn: Actor;

beforeAll(async () => {
  await seed(t.db, { demo: true });
  await seedAgreements(t.db, { demo: true });
  const userId = async (u: string) => must((await t.db.select().from(users).where(eq(users.username, u)))[0]).id;
  farmer = await signInAs(t.db, await userId("farmer@demo.se"));
  staff = await signInAs(t.db, await userId("staff@demo.se"), { acting: "100234" });
  finn = await signInAs(t.db, await userId("farmer@demo.fi"));
  const note = must(
    (
      await t.db
        .select({ orderNumber: weighIns.orderNumber, fabricId: weighIns.fabricId })
        .from(weighIns)
        .innerJoin(customers, eq(customers.id, weighIns.customerId))
        .where(eq(customers.customerNumber, "100412"))
        .limit(1)
    )[0],
  );
  CALLS.find((c) => c.name === "delivery-note/get-deliverynote-pdf")!.foreign.query = {
    orderNumber: note.orderNumber,
    fabricId: note.fabricId,
  };
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = farmer.sessionId;
});

interface CallOpts {
  method?: "GET" | "POST";
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  form?: boolean;
  host?: string;
  origin?: string | null;
}

async function call(path: string, opts: CallOpts = {}) {
  const method = opts.method ?? "POST";
  const handler = (await load(path))[method];
  const host = opts.host ?? "portal.test";
  const headers: Record<string, string> = { host, accept: "application/json" };
  if (opts.origin !== null) headers.origin = opts.origin ?? `http://${host}`;
  let body: string | undefined;
  if (method === "POST") {
    if (opts.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(Object.entries(opts.body ?? {}).map(([k, v]) => [k, String(v)])).toString();
    } else {
      headers["content-type"] = "application/json";
      body = JSON.stringify(opts.body ?? {});
    }
  }
  const q = opts.query ? `?${new URLSearchParams(opts.query).toString()}` : "";
  const res = await handler(new NextRequest(`http://${host}/api/${path}${q}`, { method, headers, body }), {
    params: Promise.resolve(opts.params ?? {}),
  });
  const type = res.headers.get("content-type") ?? "";
  const bytes = new Uint8Array(await res.arrayBuffer());
  const json = type.includes("application/json") ? parseReply<Reply>(new TextDecoder().decode(bytes)) : null;
  return { status: res.status, type, json, bytes, headers: res.headers };
}

const own = { activeCustomerNumber: "100234", pageId: 1101 };

interface Call {
  name: string;
  path: string;
  opts: CallOpts;
  foreign: CallOpts;
  check: (json: Reply) => void;
}

/** Every call of the area with a valid request for farmer@demo.se, and the same request for another farmer's data. */
const CALLS: Call[] = [
  ...(["grain", "forage", "feed", "merchandise", "seed"] as const).flatMap((kind): Call[] => [
    {
      name: `myagreements/${kind}`,
      path: `myagreements/${kind}`,
      opts: { body: own },
      foreign: { body: { ...own, activeCustomerNumber: "100412" } },
      check: (j) => {
        expect(j.customerNumber).toBe("100234");
        expect(j.agreements?.length).toBeGreaterThan(0);
        const first = j.agreements?.[0];
        for (const [field, type] of [
          ["agreementNumber", "string"],
          ["acceptedQuantity", "number"],
          ["TotalQuantity", "number"],
          ["unit", "string"],
          ["agreementType", "string"],
        ] as const) {
          expect(typeof first?.[field], field).toBe(type);
        }
        if (kind === "seed") expect(j.AgreementsCommaseparatedList).toMatch(/^(\d+(,\d+)*)?$/);
      },
    },
    {
      name: `myagreements/${kind}-subcustomer`,
      path: `myagreements/${kind}-subcustomer`,
      opts: { body: { ...own, activeCustomerNumber: kind === "seed" || kind === "merchandise" ? "100236" : "100235" } },
      foreign: { body: { ...own, activeCustomerNumber: "700102" } },
      check: (j) => expect(j.agreements?.length).toBeGreaterThan(0),
    },
  ]),
  ...(["", "-subcustomer"] as const).flatMap((sfx): Call[] => [
    {
      name: `getconnectedseedagreements${sfx}`,
      path: `seedagreement/getconnectedseedagreements${sfx}`,
      opts: {
        body: sfx
          ? { agreementNumber: "220201", pageId: 1101, acceptedQuantity: "", activeCustomerNumber: "100235" }
          : { agreementNumber: "220101", pageId: 1101, acceptedQuantity: "", activeCustomerNumber: "100234" },
      },
      foreign: {
        body: sfx
          ? { agreementNumber: "220501", acceptedQuantity: "", activeCustomerNumber: "100235" }
          : { agreementNumber: "220501", acceptedQuantity: "", activeCustomerNumber: "100234" },
      },
      check: (j) => {
        expect(j.agreements?.length).toBeGreaterThan(0);
        expect(j.TotalQuantity).toBeGreaterThan(0);
      },
    },
    {
      name: `getseedagreements${sfx}`,
      path: `seedagreement/getseedagreements${sfx}`,
      opts: { body: { selectedvalue: "2026", pageId: "1101", activeCustomerNumber: sfx ? "100235" : "100234" } },
      foreign: { body: { selectedvalue: "2026", activeCustomerNumber: sfx ? "700102" : "100412" } },
      check: (j) => {
        expect(j.selectedValue).toBe(2026);
        expect(j.AgreementsCommaseparatedList).toBeTypeOf("string");
      },
    },
    {
      name: `getfeedagreementscurrentorinactive${sfx}`,
      path: `feedagreement/getfeedagreementscurrentorinactive${sfx}`,
      opts: { body: { selectedvalue: "inactive", pageId: 1101, activeCustomerNumber: sfx ? "100235" : "100234" } },
      foreign: { body: { selectedvalue: "current", activeCustomerNumber: sfx ? "700102" : "100412" } },
      check: (j) => expect(j.selectedValue).toBe("inactive"),
    },
    {
      name: `gettradingagreementscurrentorinactive${sfx}`,
      path: `tradingagreements/gettradingagreementscurrentorinactive${sfx}`,
      opts: { body: { selectedvalue: "current", pageId: 1101, activeCustomerNumber: sfx ? "100236" : "100234" } },
      foreign: { body: { selectedvalue: "current", activeCustomerNumber: sfx ? "700102" : "100412" } },
      check: (j) => expect(j.agreements?.length).toBeGreaterThan(0),
    },
    {
      name: `gettradingagreementarticles${sfx}`,
      path: `tradingagreement/gettradingagreementarticles${sfx}`,
      opts: {
        body: sfx
          ? { agreementNumber: "250301", agreementType: "Handelsvaruavtal", activeCustomerNumber: "100236" }
          : { agreementNumber: "250101", agreementType: "Handelsvaruavtal", activeCustomerNumber: "100234" },
      },
      foreign: { body: { agreementNumber: "250501", agreementType: "Handelsvaruavtal", activeCustomerNumber: sfx ? "100236" : "100234" } },
      check: (j) => expect(j.articles?.length).toBeGreaterThan(0),
    },
  ]),
  ...(["farmsample", "pricehedging"] as const).flatMap((kind): Call[] => [
    {
      name: `agreement/${kind}`,
      path: `agreement/${kind}/[id]/[isInternal]`,
      opts: { method: "GET" as const, params: { id: kind === "farmsample" ? "210101" : "210102", isInternal: "0" } },
      foreign: { method: "GET" as const, params: { id: "210501", isInternal: "0" } },
      check: (j) => expect(kind === "farmsample" ? j.samples?.[0]?.ProvNr : j.hedgings?.length).toBeTruthy(),
    },
    {
      name: `agreement/${kind}-subcustomer`,
      path: `agreement/${kind}-subcustomer/[id]/[customer]/[isInternal]`,
      opts: {
        method: "GET" as const,
        params: { id: kind === "farmsample" ? "210201" : "210301", customer: kind === "farmsample" ? "100235" : "100236", isInternal: "0" },
      },
      foreign: { method: "GET" as const, params: { id: "710201", customer: "700102", isInternal: "0" } },
      check: (j) => expect(j.agreementNumber).toBeTruthy(),
    },
  ]),
  {
    name: "weigh-in/more-info",
    path: "weigh-in/more-info/[id]/[isInternal]",
    opts: { method: "GET", params: { id: "210101", isInternal: "0" }, query: { date: "2026-08-12", sort: "Julius" } },
    foreign: { method: "GET", params: { id: "210501", isInternal: "0" }, query: { date: "2026-08-05" } },
    check: (j) => expect(j.weighIns).toHaveLength(2),
  },
  {
    name: "weigh-in/analyze",
    path: "weigh-in/analyze/[id]/[isInternal]",
    opts: { method: "GET", params: { id: "7000001", isInternal: "0" }, query: { activeCustomerNumber: "100234" } },
    foreign: { method: "GET", params: { id: "7000001", isInternal: "0" }, query: { activeCustomerNumber: "100412" } },
    check: (j) => expect(j.results?.length).toBeGreaterThan(3),
  },
  {
    name: "forageagreement/getharvestyeardata",
    path: "forageagreement/getharvestyeardata",
    opts: { method: "GET", query: { selectedvalue: "2024", pageId: "1101", agreementNumber: "230101", customerNumber: "100234" } },
    foreign: { method: "GET", query: { selectedvalue: "2026", agreementNumber: "230501", customerNumber: "100234" } },
    check: (j) => expect(j.samples?.map((s) => s.ProvNr)).toEqual(["640101", "640102"]),
  },
  {
    name: "forageagreement/getanalysisresults",
    path: "forageagreement/getanalysisresults",
    opts: { body: { provnr: "640101" } },
    foreign: { body: { provnr: "640501" } },
    check: (j) => {
      expect(j.ProvNr).toBe("640101");
      expect(j.results?.some((r) => r.code === "dryMatter")).toBe(true);
    },
  },
  {
    name: "feedagreement/getfeedagreementarticles",
    path: "feedagreement/getfeedagreementarticles",
    opts: { body: { agreementNumber: "240101", pageId: 1101, unit: "ton", activeCustomerNumber: "100234" } },
    foreign: { body: { agreementNumber: "240501", activeCustomerNumber: "100234" } },
    check: (j) => expect(j).toMatchObject({ agreementNumber: "240101", TotalQuantity: 96 }),
  },
  {
    name: "agreements/getopenagreements",
    path: "agreements/getopenagreements",
    opts: { body: { activeCustomerNumber: "100234", currentPageId: 1101 } },
    foreign: { body: { activeCustomerNumber: "100412", currentPageId: 1101 } },
    check: (j) => expect(j.agreements?.[0]?.awaitingSignature).toBe(true),
  },
  {
    name: "agreementpdf/ViewAgreement",
    path: "agreementpdf/ViewAgreement",
    opts: { body: { transid: "88210101", pageId: "1101", agreementnumber: "210101" }, form: true },
    foreign: { body: { transid: "88210501", pageId: "1101", agreementnumber: "210501" }, form: true },
    check: () => {},
  },
  {
    name: "delivery-note/get-deliverynote-pdf",
    path: "delivery-note/get-deliverynote-pdf",
    opts: { method: "GET", query: { orderNumber: "41000001", fabricId: "SK01", rowNumber: "1" } },
    // filled in beforeAll: a delivery note of 100412
    foreign: { method: "GET", query: {} },
    check: () => {},
  },
];

describe("every agreement call of endpoints.tsv", () => {
  it("covers the 32 calls", () => {
    expect(new Set(CALLS.map((c) => c.path)).size).toBe(32);
  });

  for (const c of CALLS) {
    it(`${c.name}: 200 for the farmer, 403 for another farmer's data, 401 signed out, 400 for empty input`, async () => {
      const ok = await call(c.path, c.opts);
      expect(ok.status, JSON.stringify(ok.json)).toBe(200);
      if (ok.json) c.check(ok.json);
      else expect(ok.type).toBe("application/pdf");

      const foreign = await call(c.path, c.foreign);
      expect(foreign.status, JSON.stringify(foreign.json)).toBe(403);
      expect(foreign.json?.error?.code).toBe("FORBIDDEN");

      state.sessionId = null;
      expect((await call(c.path, c.opts)).status).toBe(401);
      state.sessionId = farmer.sessionId;

      const empty = await call(c.path, { method: c.opts.method, form: c.opts.form });
      expect(empty.status).toBe(400);
      expect(empty.json?.error?.code).toBe("BAD_REQUEST");
      expect(Object.keys(empty.json?.error?.fields ?? {}).length, JSON.stringify(empty.json)).toBeGreaterThan(0);
    });
  }
});

describe("input and scope rules", () => {
  it("bad values give 400 with the field's message in the market's language", async () => {
    const bad = await call("myagreements/grain", { body: { activeCustomerNumber: "12a" } });
    expect(bad.status).toBe(400);
    expect(bad.json?.error?.fields?.activeCustomerNumber).toBeDefined();
    const year = await call("seedagreement/getseedagreements", { body: { selectedvalue: "tjugo", activeCustomerNumber: "100234" } });
    expect(year.json?.error?.fields?.selectedvalue).toEqual(["Ogiltigt val."]);
    const sel = await call("feedagreement/getfeedagreementscurrentorinactive", {
      body: { selectedvalue: "all", activeCustomerNumber: "100234" },
    });
    expect(sel.status).toBe(400);
    const date = await call("weigh-in/more-info/[id]/[isInternal]", {
      method: "GET",
      params: { id: "210101", isInternal: "0" },
      query: { date: "2026-02-30" },
    });
    expect(date.json?.error?.fields?.date).toEqual(["Ange ett giltigt datum (åååå-mm-dd)."]);
    const flag = await call("agreement/farmsample/[id]/[isInternal]", { method: "GET", params: { id: "210101", isInternal: "yes" } });
    expect(flag.json?.error?.fields?.isInternal).toBeDefined();
    state.sessionId = finn.sessionId;
    const fi = await call("forageagreement/getanalysisresults", { body: { provnr: "x" }, host: "portal.test.fi" });
    expect(fi.json?.error?.fields?.provnr).toEqual(["Anna kelvollinen näytenumero (4–12 numeroa)."]);
  });

  it("the -subcustomer variants refuse a customer that is not a sub-customer (403)", async () => {
    const r = await call("myagreements/grain-subcustomer", { body: own });
    expect(r.status).toBe(403);
    const popup = await call("agreement/farmsample-subcustomer/[id]/[customer]/[isInternal]", {
      method: "GET",
      params: { id: "210101", customer: "100234", isInternal: "0" },
    });
    expect(popup.status).toBe(403);
    // the parent's agreement asked through its sub-customer
    const parentViaSub = await call("agreement/pricehedging-subcustomer/[id]/[customer]/[isInternal]", {
      method: "GET",
      params: { id: "210102", customer: "100235", isInternal: "0" },
    });
    expect(parentViaSub.status).toBe(403);
  });

  it("isInternal in the path grants nothing; staff acting get the internal fields either way", async () => {
    const farmerAsks = await call("agreement/farmsample/[id]/[isInternal]", { method: "GET", params: { id: "210101", isInternal: "1" } });
    expect(farmerAsks.status).toBe(200);
    expect(JSON.stringify(farmerAsks.json)).not.toContain("labNote");
    expect(JSON.stringify(farmerAsks.json)).not.toContain("Hög vattenhalt");
    const grain = await call("myagreements/grain", { body: own });
    expect(JSON.stringify(grain.json)).not.toMatch(/"internal"|Kunden vill ha avräkning/);

    state.sessionId = staff.sessionId;
    const staffAsks = await call("agreement/farmsample/[id]/[isInternal]", { method: "GET", params: { id: "210101", isInternal: "0" } });
    expect(staffAsks.json?.samples?.[0]?.internal).toEqual({ labNote: "Hög vattenhalt, torkning rekommenderas." });
    const staffGrain = await call("myagreements/grain", { body: own });
    expect(staffGrain.json?.agreements?.find((a) => a.agreementNumber === "210101")?.internal).toEqual({
      note: "Kunden vill ha avräkning per leveransdag.",
      margin: 42,
    });
    // acting for 100234 does not open 100412
    expect((await call("myagreements/grain", { body: { ...own, activeCustomerNumber: "100412" } })).status).toBe(403);
  });
});

describe("PDFs", () => {
  it("ViewAgreement replies a PDF with the agreement's number, parties and lines in Swedish", async () => {
    const r = await call("agreementpdf/ViewAgreement", {
      body: { transid: "88210101", pageId: "1101", agreementnumber: "210101" },
      form: true,
    });
    expect(r.status).toBe(200);
    expect(r.type).toBe("application/pdf");
    expect(r.headers.get("content-disposition")).toBe('inline; filename="avtal-210101.pdf"');
    expect(new TextDecoder().decode(r.bytes.slice(0, 5))).toBe("%PDF-");
    const text = extractPdfText(r.bytes);
    expect(text).toContain("Avtal 210101");
    expect(text).toContain("Gårdsjö Lantbruk AB");
    expect(text).toContain("Kundnummer 100234");
    expect(text).toContain("Höstvete, bröd");
    expect(text).toContain("120 ton");
    expect(text).toContain("2 150 kr/ton");
    expect(text).toContain("Spot- och forwardavtal");
    expect(text).toContain("Prissäkringar");
    expect(text).not.toContain("Kunden vill ha avräkning"); // internal note never printed
  });

  it("ViewAgreement refuses a transid that is not the agreement's, and another origin", async () => {
    expect(
      (await call("agreementpdf/ViewAgreement", { body: { transid: "88210102", agreementnumber: "210101" }, form: true })).status,
    ).toBe(403);
    expect(
      (
        await call("agreementpdf/ViewAgreement", {
          body: { transid: "88210101", agreementnumber: "210101" },
          form: true,
          origin: "http://evil.example",
        })
      ).status,
    ).toBe(403);
  });

  it("a seed agreement's PDF lists its connected agreements; a Finnish agreement is in Finnish on the .fi host", async () => {
    const seedPdf = extractPdfText(
      (await call("agreementpdf/ViewAgreement", { body: { transid: "88220101", agreementnumber: "220101" }, form: true })).bytes,
    );
    expect(seedPdf).toContain("Kopplade avtal");
    expect(seedPdf).toContain("220102");
    state.sessionId = finn.sessionId;
    const fi = await call("agreementpdf/ViewAgreement", {
      body: { transid: "88710101", agreementnumber: "710101" },
      form: true,
      host: "portal.test.fi",
    });
    expect(fi.status).toBe(200);
    const text = extractPdfText(fi.bytes);
    expect(text).toContain("Sopimus 710101");
    expect(text).toContain("Mäkelän tila");
    expect(text).toContain("Mallasohra");
    expect(text).toContain("232 €/t");
  });

  it("the delivery note PDF lists the weigh-in rows of the note (or one row)", async () => {
    const info = await call("weigh-in/more-info/[id]/[isInternal]", {
      method: "GET",
      params: { id: "210101", isInternal: "0" },
      query: { date: "2026-08-12" },
    });
    const [w1, w2] = take(info.json?.weighIns ?? [], 2);
    const all = await call("delivery-note/get-deliverynote-pdf", {
      method: "GET",
      query: { orderNumber: w1.orderNumber, fabricId: "sk01" },
    });
    expect(all.status).toBe(200);
    expect(new TextDecoder().decode(all.bytes.slice(0, 5))).toBe("%PDF-");
    const text = extractPdfText(all.bytes);
    expect(text).toContain(`Följesedel ${w1.orderNumber}`);
    expect(text).toContain(w1.weighInNumber);
    expect(text).toContain(w2.weighInNumber);
    expect(text).toContain("Skara (SK01)");
    const one = extractPdfText(
      (
        await call("delivery-note/get-deliverynote-pdf", {
          method: "GET",
          query: { orderNumber: w1.orderNumber, fabricId: "SK01", rowNumber: "2" },
        })
      ).bytes,
    );
    expect(one).toContain(w2.weighInNumber);
    expect(one).not.toContain(w1.weighInNumber);
    // an order number that does not exist looks like a foreign one
    expect(
      (await call("delivery-note/get-deliverynote-pdf", { method: "GET", query: { orderNumber: "99999999", fabricId: "SK01" } })).status,
    ).toBe(403);
  });
});
