/**
 * A call that reads nothing (NO_INPUT) does not read a body of declared length (decision 101): the
 * body is ignored as the contract says, a declared length over the limit is still 413, and a body
 * without a length (chunked) is still read within the limit. A call with input still parses it.
 */
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser, signInAs } from "@/tests/support/factories";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const statistics = (await import("@/app/api/user/get-inbox-statistics/route")).POST as Handler;
const setRead = (await import("@/app/api/inbox/set-read/route")).POST as Handler;

const t = useTestDb();
beforeEach(async () => {
  state.db = t.db;
  const user = await makeUser(t.db);
  state.sessionId = (await signInAs(t.db, user.id)).sessionId;
});

const host = "localhost:3000";
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new NextRequest(`http://${host}/api/x`, {
    method: "POST",
    headers: { host, origin: `http://${host}`, "content-type": "application/json", ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  });
const call = (h: Handler, req: NextRequest) => h(req, { params: Promise.resolve({}) });
const chunked = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new TextEncoder().encode(text));
      c.close();
    },
  });

describe("NO_INPUT calls and the body", () => {
  it("ignore a body of declared length, even a malformed one", async () => {
    const ok = await call(statistics, post("{}", { "content-length": "2" }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ totalUnRead: 0, totalStarred: 0 });
    expect((await call(statistics, post("{not json", { "content-length": "9" }))).status).toBe(200);
  });
  it("still refuse a declared length over the limit (413)", async () => {
    const res = await call(statistics, post("{}", { "content-length": String(64 * 1024 + 1) }));
    expect(res.status).toBe(413);
  });
  it("still read a body without a length: malformed is 400", async () => {
    const res = await call(statistics, post(chunked("{not json")));
    expect(res.status).toBe(400);
  });
  it("a call with input still parses its body: malformed is 400", async () => {
    const res = await call(setRead, post("{not json", { "content-length": "9" }));
    expect(res.status).toBe(400);
  });
});
