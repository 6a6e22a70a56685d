/**
 * Route-handler tests: the real `route()` wrapper against the test database, with the session
 * chosen by the test. In a test file:
 *
 *   vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
 *   vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());
 *   import { routeState as state, type Handler } from "@/tests/support/route-harness";
 *   … state.db = t.db; state.sessionId = actor.sessionId (null: signed out)
 *
 * Nothing here imports @/db at load time (this module is loaded while @/db is being mocked).
 */
import type { NextRequest } from "next/server";
import type * as DbModule from "@/db";
import type { Db } from "@/db";
import type { Actor } from "@/lib/auth/actor";

/** The database and session the mocked modules hand to the route wrapper. */
export const routeState = { db: null as unknown as Db, sessionId: null as string | null };

export type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** For `vi.mock("@/db", …)`: getDb() answers the test's database. */
export async function mockDbModule(orig: () => Promise<unknown>) {
  return { ...((await orig()) as typeof DbModule), getDb: () => Promise.resolve(routeState.db) };
}

/** For `vi.mock("@/lib/auth/current", …)`: the session is `routeState.sessionId`. */
export function mockCurrentModule() {
  const getActor = async (): Promise<Actor | null> => {
    if (!routeState.sessionId) return null;
    const { loadActor } = await import("@/lib/auth/sessions");
    return loadActor(routeState.db, routeState.sessionId);
  };
  return {
    getActor,
    // the route wrappers read the call's own cookie (decision 109): here too the test's session
    getRequestActor: () => getActor(),
    requireActorPage: () => Promise.reject(new Error("not in route tests")),
    sessionIdFromToken: () => Promise.resolve(null),
  };
}
