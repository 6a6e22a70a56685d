/**
 * The API wrappers' session check reads the call's own Cookie header (decision 109), not
 * next/headers' cookies(): the token names a session, and the session row decides.
 */
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { makeUser, signInAs } from "@/tests/support/factories";
import { routeState } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));

const t = useTestDb();
const SECRET = "request-actor-test-secret-of-some-length";

beforeAll(() => {
  process.env.NEXTAUTH_SECRET = SECRET;
});

const call = (cookie?: string) =>
  new NextRequest("http://localhost/api/user/get-inbox-statistics", { method: "POST", headers: cookie ? { cookie } : {} });

describe("getRequestActor", () => {
  it("is the session of the call's session cookie, and nobody without one or after sign-out", async () => {
    routeState.db = t.db;
    const { getRequestActor } = await import("./current");
    const { SESSION_COOKIE } = await import("./next-auth-options");
    const { revokeSession } = await import("./sessions");
    const user = await makeUser(t.db);
    const actor = await signInAs(t.db, user.id);
    const token = await encode({ token: { sid: actor.sessionId }, secret: SECRET });

    expect((await getRequestActor(call(`other=1; ${SESSION_COOKIE}=${token}`)))?.userId).toBe(user.id);
    expect(await getRequestActor(call())).toBeNull();
    expect(await getRequestActor(call(`${SESSION_COOKIE}=not-a-token`))).toBeNull();
    await revokeSession(t.db, actor.sessionId);
    expect(await getRequestActor(call(`${SESSION_COOKIE}=${token}`))).toBeNull();
  });
});
