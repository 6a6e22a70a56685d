/**
 * The analysis request calls through the route wrapper (issue 14 item 6): lists for the form,
 * prefill, staff customer search, save (required fields, weight, package offered), results by
 * staff with the farmer told through the job queue, result and PDF; 401/403 for each.
 */
import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { analysisRequests, jobs, outbox } from "@/db/schema";
import { seedAnalysis } from "@/seed/analysis";
import type { Actor } from "@/lib/auth/actor";
import { extractPdfText } from "@/lib/pdf/extract-text";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import type { TAnalysisResult, TCompanyInfo, TOption, TPackageContent, TSaveAnalysisResponse } from "./schemas";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const { GET: companyInfo } = await import("@/app/api/analysis-request/get-company-info/[customer]/route");
const { GET: articlesOf } = await import("@/app/api/analysis-request/get-articles/[faci]/route");
const { GET: customerList } = await import("@/app/api/analysis-request/get-customer-list/route");
const { GET: packages } = await import("@/app/api/analysis-request/get-analysis-package-facility/[faci]/[article]/[trigger]/route");
const { GET: content } = await import("@/app/api/analysis-request/get-analysis-in-package/[package]/[article]/[faci]/route");
const { GET: result } = await import("@/app/api/analysis-request/get-analysis-result/[id]/route");
const { POST: save } = await import("@/app/api/analysis-request/save-analysis/route");
const { POST: saveResults } = await import("@/app/api/analysis-request/save-results/route");
const { GET: pdf } = await import("@/app/api/pdfhandler/analysis-request/route");

const t = useTestDb();
beforeAll(async () => {
  await seedAnalysis(t.db, { demo: false });
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

async function call(
  handler: Handler,
  opts: { params?: Record<string, string>; query?: Record<string, string>; json?: unknown; host?: string } = {},
) {
  const host = opts.host ?? "portal.test";
  const url = new URL(`http://${host}/api/x`);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { host, origin: `http://${host}`, accept: "application/json" };
  const init =
    opts.json === undefined
      ? { headers }
      : { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(opts.json) };
  return handler(new NextRequest(url, init), { params: Promise.resolve(opts.params ?? {}) });
}
async function json<T = ErrorReply>(handler: Handler, opts: Parameters<typeof call>[1] = {}) {
  const res = await call(handler, opts);
  return { status: res.status, body: parseReply<T>(await res.text()) };
}
const as = (a: Actor | null) => {
  state.sessionId = a?.sessionId ?? null;
};

async function farmer() {
  const own = await makeCustomer(t.db);
  const user = await makeUser(t.db, { customers: [{ id: own.id }] });
  return { own, actor: await signInAs(t.db, user.id) };
}
const staff = async () => signInAs(t.db, (await makeUser(t.db, { internal: true })).id);

const form = (customerNumber: string, extra: Record<string, unknown> = {}) => ({
  Trigger: "SALE",
  Faci: "SKA",
  CustomerNumber: customerNumber,
  Name: "Gårdsjö Lantbruk AB",
  Address: "Gårdsjö 12",
  PostalAddress: "532 92 Skara",
  PhoneNumber: "0511-123 45",
  MobilePhone: "",
  Email: "anna@example.se",
  Article: "10110",
  ItemDescSort: "Julius",
  AnalysisPackage: "KVAL_BROD",
  Weight: "32,5",
  OtherInformation: "",
  ...extra,
});

describe("the form's lists", () => {
  it("articles per facility, packages per facility/article/trigger, their analyses; 404 with the spec's text for a package not offered", async () => {
    const f = await farmer();
    as(null);
    expect((await call(articlesOf, { params: { faci: "SKA" } })).status).toBe(401);
    as(f.actor);
    const arts = await json<TOption[]>(articlesOf, { params: { faci: "LID" } });
    expect(arts.body.map((a) => a.Value).sort()).toEqual(["10110", "10120", "10210", "10220", "10410"]);
    expect((await json(articlesOf, { params: { faci: "x" } })).status).toBe(400);
    const sale = await json<TOption[]>(packages, { params: { faci: "SKA", article: "10110", trigger: "SALE" } });
    expect(sale.body.map((p) => p.Value)).toEqual(["BAS", "KVAL_BROD", "MYKO"]);
    const storage = await json<TOption[]>(packages, { params: { faci: "SKA", article: "10110", trigger: "STORAGE" } });
    expect(storage.body.map((p) => p.Value)).toContain("STOR");
    expect((await json(packages, { params: { faci: "SKA", article: "10110", trigger: "X" } })).status).toBe(400);
    const inPkg = await json<TPackageContent>(content, { params: { package: "KVAL_BROD", article: "10110", faci: "SKA" } });
    expect(inPkg.body.map((a) => a.Code)).toEqual(["VATTEN", "PROTEIN", "RYMDVIKT", "FALLTAL", "SKRAP"]);
    const notOffered = await json(content, { params: { package: "MALT", article: "10110", faci: "SKA" } });
    expect(notOffered.status).toBe(404);
    expect(notOffered.body.error.message).toBe("Error when trying to get package content!");
  });

  it("company info of one's own customer (403 for another), customer search for staff only", async () => {
    const f = await farmer();
    const other = await makeCustomer(t.db, { name: "Annangården" });
    as(f.actor);
    const info = await json<TCompanyInfo>(companyInfo, { params: { customer: f.own.customerNumber } });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ CustomerNumber: f.own.customerNumber, Name: f.own.name, Email: f.actor.email });
    expect((await call(companyInfo, { params: { customer: other.customerNumber } })).status).toBe(403);
    expect((await call(customerList, { query: { term: "Annan" } })).status).toBe(403);
    as(await staff());
    const list = await json<{ CustomerNumber: string; Name: string }[]>(customerList, { query: { term: "Annang" } });
    expect(list.body).toEqual([{ CustomerNumber: other.customerNumber, Name: "Annangården" }]);
    expect((await json<unknown[]>(customerList, { query: { term: "A" } })).body).toEqual([]);
  });
});

describe("save, results, PDF", () => {
  it("required fields and the weight with the spec's messages; a package not offered is 400; 403 for another customer", async () => {
    const f = await farmer();
    const other = await makeCustomer(t.db);
    as(null);
    expect((await call(save, { json: form(f.own.customerNumber) })).status).toBe(401);
    as(f.actor);
    const empty = await json(save, { json: {} });
    expect(empty.status).toBe(400);
    for (const k of [
      "Trigger",
      "Faci",
      "CustomerNumber",
      "Name",
      "Address",
      "PostalAddress",
      "PhoneNumber",
      "Article",
      "AnalysisPackage",
    ]) {
      expect(empty.body.error.fields?.[k], k).toEqual(["Detta fält är obligatoriskt."]);
    }
    expect(empty.body.error.fields?.Weight).toEqual(["Ange vikt i ton"]);
    expect(empty.body.error.fields?.MobilePhone).toBeUndefined();
    expect((await json(save, { json: form(f.own.customerNumber, { Weight: "0" }) })).body.error.fields?.Weight).toEqual([
      "Ange vikt i ton",
    ]);
    const notOffered = await json(save, { json: form(f.own.customerNumber, { AnalysisPackage: "MALT" }) });
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.error.fields?.AnalysisPackage).toBeDefined();
    expect((await call(save, { json: form(other.customerNumber) })).status).toBe(403);
  });

  it("saves, staff enter results, the farmer is e-mailed once through the job queue; result and PDF for the customer only", async () => {
    const f = await farmer();
    const b = await farmer();
    as(f.actor);
    const saved = await json<TSaveAnalysisResponse>(save, { json: form(f.own.customerNumber) });
    expect(saved.status).toBe(200);
    const id = saved.body.AnalysisId;
    const [row] = await t.db.select().from(analysisRequests).where(eq(analysisRequests.id, id));
    expect(row).toMatchObject({ weight: 32.5, status: "ordered", facilityCode: "SKA", itemNumber: "10110" });

    const before = await json<TAnalysisResult>(result, { params: { id: String(id) } });
    expect(before.body.Status).toBe("ordered");
    expect(before.body.StatusText).toBe("Beställd");
    expect(before.body.Results.every((r) => r.Value === null)).toBe(true);
    as(b.actor);
    expect((await call(result, { params: { id: String(id) } })).status).toBe(403);
    expect((await call(pdf, { query: { analysisId: String(id) } })).status).toBe(403);

    const values = { VATTEN: "14,2", PROTEIN: 12.8, RYMDVIKT: 79.5, FALLTAL: 285, SKRAP: 1.4 };
    as(f.actor);
    expect((await call(saveResults, { json: { analysisId: id, results: values } })).status).toBe(403);
    const desk = await staff();
    as(desk);
    const partial = await json(saveResults, { json: { analysisId: id, results: { VATTEN: 14 } } });
    expect(partial.status).toBe(400);
    expect(Object.keys(partial.body.error.fields ?? {})).toContain("results.PROTEIN");
    expect((await call(saveResults, { json: { analysisId: id, results: values } })).status).toBe(200);
    // a correction: values replaced, no second e-mail
    expect((await call(saveResults, { json: { analysisId: id, results: { ...values, PROTEIN: 13.1 } } })).status).toBe(200);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `analysis-ready:${id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: "anna@example.se", kind: "analysis-ready" });
    expect(await t.db.$count(jobs, eq(jobs.dedupeKey, `message:${mails[0]!.id}`))).toBe(1);

    as(f.actor);
    const after = await json<TAnalysisResult>(result, { params: { id: String(id) } });
    expect(after.body.Status).toBe("ready");
    expect(after.body.Results.find((r) => r.Code === "PROTEIN")).toMatchObject({ Value: 13.1, Name: "Proteinhalt", Unit: "% av ts" });
    const res = await call(pdf, { query: { analysisId: String(id), listingUrl: "/x", pdfUrlSegment: "y" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = extractPdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain(`Analysbeställning ${id}`);
    expect(text).toContain("Proteinhalt");
    expect((await call(pdf, { query: {} })).status).toBe(400);
    expect((await call(result, { params: { id: "999999" } })).status).toBe(404);
  });
});
