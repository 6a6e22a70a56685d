/**
 * My orders through the route wrapper (issue 14 item 5): paging by index with hasMore, order
 * number search, status in words per market, 400/401/403, and the Excel export read back (10 000
 * orders streamed: dates as dates, amounts as numbers, a formula-looking text stays text).
 */
import { NextRequest } from "next/server";
import { strFromU8, unzipSync } from "fflate";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { customerOrders } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import type { TMyOrderPagesResponse, TMyOrdersResponse } from "./schemas";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const { GET: getOrders } = await import("@/app/api/myorders/getmyorders/route");
const { GET: getPages } = await import("@/app/api/myorders/getmyorderspages/route");
const { GET: exportOrders } = await import("@/app/api/myorders/export/route");

const t = useTestDb();
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

async function get(handler: Handler, params: Record<string, string> = {}, host = "portal.test") {
  const url = new URL(`http://${host}/api/myorders/x`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return handler(new NextRequest(url, { headers: { host, accept: "application/json" } }), { params: Promise.resolve({}) });
}
async function json<T = ErrorReply>(handler: Handler, params: Record<string, string> = {}, host?: string) {
  const res = await get(handler, params, host);
  return { status: res.status, body: parseReply<T>(await res.text()) };
}
const as = (a: Actor | null) => {
  state.sessionId = a?.sessionId ?? null;
};

let seq = 0;
async function farmerWithOrders(n: number, market: "se" | "fi" = "se") {
  const own = await makeCustomer(t.db, { market });
  const user = await makeUser(t.db, { customers: [{ id: own.id }], market });
  const base = 800000000 + ++seq * 100000;
  const rows = Array.from({ length: n }, (_, i) => ({
    customerId: own.id,
    orderNo: String(base + i),
    orderDate: `2026-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`,
    deliveryDate: null,
    status: [10, 20, 30, 40, 50, 90][i % 6]!,
    reference: i === 0 ? '=HYPERLINK("http://x","y")' : null,
    description: `Vara ${i}`,
    totalAmount: 1000 + i + 0.5,
    currency: market === "se" ? "SEK" : "EUR",
  }));
  for (let i = 0; i < rows.length; i += 1000) await t.db.insert(customerOrders).values(rows.slice(i, i + 1000));
  return { own, base, actor: await signInAs(t.db, user.id) };
}

describe("GET /api/myorders/getmyorders and getmyorderspages", () => {
  it("pages by index (newest first, hasMore), searches by order number, status in words", async () => {
    const f = await farmerWithOrders(23);
    as(f.actor);
    const p0 = await json<TMyOrdersResponse>(getOrders, { index: "0" });
    expect(p0.status).toBe(200);
    expect(p0.body.orders).toHaveLength(10);
    expect(p0.body.hasMore).toBe(true);
    const dates = p0.body.orders.map((o) => o.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const p2 = await json<TMyOrdersResponse>(getOrders, { index: "2" });
    expect(p2.body.orders).toHaveLength(3);
    expect(p2.body.hasMore).toBe(false);
    expect(typeof p0.body.orders[0]?.OrderStatus).toBe("number");
    expect(typeof p0.body.orders[0]?.statusText).toBe("string");
    const cancelled = [...p0.body.orders, ...p2.body.orders].find((o) => o.OrderStatus === 90);
    expect(cancelled?.statusText).toBe("Makulerad");
    const pages = await json<TMyOrderPagesResponse>(getPages);
    expect(pages.body).toEqual({ pages: 3, total: 23, pageSize: 10 });
    const one = await json<TMyOrdersResponse>(getOrders, { orderNo: String(f.base + 17) });
    expect(one.body.orders.map((o) => o.orderNo)).toEqual([String(f.base + 17)]);
    expect((await json<TMyOrderPagesResponse>(getPages, { orderNo: String(f.base + 17) })).body.total).toBe(1);
  });

  it("Finnish status texts on the Finnish host", async () => {
    const f = await farmerWithOrders(6, "fi");
    as(f.actor);
    const r = await json<TMyOrdersResponse>(getOrders, {}, "portal.test.fi");
    expect(r.body.orders.find((o) => o.OrderStatus === 50)?.statusText).toBe("Laskutettu");
  });

  it("400 for a bad index or order number, 401 signed out, 403 for another customer", async () => {
    const f = await farmerWithOrders(1);
    const other = await farmerWithOrders(1);
    as(null);
    expect((await json(getOrders)).status).toBe(401);
    expect((await json(getPages)).status).toBe(401);
    as(f.actor);
    const bad = await json(getOrders, { index: "-1", orderNo: "12a" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.orderNo).toEqual(["Ordernumret får bara innehålla siffror (högst 12)"]);
    expect(bad.body.error.fields?.index).toBeDefined();
    expect((await json(getOrders, { customerNumber: other.own.customerNumber })).status).toBe(403);
    expect((await json(getPages, { customerNumber: other.own.customerNumber })).status).toBe(403);
    expect((await get(exportOrders, { customerNumber: other.own.customerNumber })).status).toBe(403);
    // another customer's order number finds nothing in one's own list
    expect((await json<TMyOrdersResponse>(getOrders, { orderNo: String(other.base) })).body.orders).toEqual([]);
  });
});

describe("GET /api/myorders/export", () => {
  it("streams 10 000 orders into a real .xlsx: dates as dates, amounts as numbers, texts never formulas", async () => {
    const f = await farmerWithOrders(10_000);
    as(f.actor);
    const res = await get(exportOrders);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toContain(`mina-order-${f.own.customerNumber}.xlsx`);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const sheet = strFromU8(files["xl/worksheets/sheet1.xml"]!);
    expect(sheet.match(/<row /g)).toHaveLength(10_001);
    expect(sheet).toContain('t="inlineStr" s="1"><is><t xml:space="preserve">Ordernummer</t>');
    // order 0: 2026-01-01, 1000.5, the formula-looking reference as text
    const row =
      new RegExp(`<row r="\\d+"><c r="A\\d+" t="inlineStr"><is><t xml:space="preserve">${f.base}</t></is></c>(.*?)</row>`).exec(
        sheet,
      )?.[1] ?? "";
    expect(row).toMatch(/<c r="B\d+" s="2"><v>46023<\/v><\/c>/);
    expect(row).toMatch(/<c r="G\d+" s="4"><v>1000.5<\/v><\/c>/);
    expect(row).toContain("=HYPERLINK(&quot;http://x&quot;,&quot;y&quot;)</t>");
    expect(sheet).not.toContain("<f>");
  });
});
