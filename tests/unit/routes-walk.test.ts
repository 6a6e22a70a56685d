/**
 * Every API call has the same contract (decision 028): this walks app/api/**\/route.ts, imports each
 * module and fails on an exported HTTP handler that was not made by route()/publicRoute(), that has
 * no input schema (a call that reads nothing declares NO_INPUT) or no output declaration (a zod
 * schema of the JSON reply, or "response" for a file, PDF, .ics or stream).
 */
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contractOf, NO_INPUT, RESPONSE, type RouteContract } from "@/lib/api/contract";
import { publicRoute, route } from "@/lib/api/handler";

const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
/** What Next.js reads from a route module besides the handlers (route segment config). */
const SEGMENT_CONFIG = new Set(["dynamic", "dynamicParams", "revalidate", "fetchCache", "runtime", "preferredRegion", "maxDuration"]);

/** The only routes outside the wrapper, and why. */
const EXCEPTIONS: Record<string, string> = {
  // next-auth's own handler (sign-in, callback, session, CSRF): its contract is next-auth's
  "app/api/auth/[...nextauth]/route.ts": "next-auth",
  // the load balancer's liveness check must answer 503 { ok: false } itself when the database is
  // down; it reads no input and returns no data, and needs neither session, origin check nor market
  "app/api/health/route.ts": "health check",
};

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? routeFiles(p) : n === "route.ts" ? [p] : [];
  });
}

/** The contract problems of one route module ([] when it is fine). */
function checkRouteModule(mod: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const handlers = HTTP_METHODS.filter((m) => m in mod);
  if (!handlers.length) problems.push("exports no HTTP handler");
  for (const name of Object.keys(mod)) {
    if (!(HTTP_METHODS as readonly string[]).includes(name) && !SEGMENT_CONFIG.has(name))
      problems.push(`exports ${name}, which is no handler`);
  }
  for (const method of handlers) {
    const contract: RouteContract | undefined = contractOf(mod[method]);
    if (!contract) {
      problems.push(`${method} is not made by route()/publicRoute()`);
      continue;
    }
    if (!(contract.input instanceof z.ZodType)) problems.push(`${method} has no input schema`);
    if (!(contract.output instanceof z.ZodType) && contract.output !== RESPONSE) problems.push(`${method} has no output declaration`);
  }
  return problems;
}

const files = routeFiles("app/api").map((f) => relative(process.cwd(), f));

describe("every API call declares its contract (tests/unit/routes-walk.test.ts)", () => {
  it("finds the routes", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files.filter((f) => !(f in EXCEPTIONS)))("%s", async (file) => {
    const mod = (await import(join(process.cwd(), file))) as Record<string, unknown>;
    expect(checkRouteModule(mod)).toEqual([]);
  });

  it("the exceptions still exist (a removed one is taken off the list)", () => {
    for (const f of Object.keys(EXCEPTIONS)) expect(files).toContain(f);
  });
});

describe("the walk catches a broken route", () => {
  const ok = route({ input: NO_INPUT, output: z.object({ a: z.string() }) }, () => Promise.resolve({ a: "x" }));

  it("accepts a wrapped route with input and output", () => {
    expect(checkRouteModule({ POST: ok, dynamic: "force-dynamic" })).toEqual([]);
    expect(checkRouteModule({ GET: publicRoute({ input: NO_INPUT, output: RESPONSE }, () => Promise.resolve(new Response("x"))) })).toEqual(
      [],
    );
  });

  it("a bare handler", () => {
    expect(checkRouteModule({ GET: () => Promise.resolve(new Response("{}")) })).toEqual(["GET is not made by route()/publicRoute()"]);
  });

  it("a wrapped handler copied onto a new function loses its contract", () => {
    const copy = (...a: Parameters<typeof ok>) => ok(...a);
    expect(checkRouteModule({ POST: copy })).toEqual(["POST is not made by route()/publicRoute()"]);
  });

  it("a route without input or output schema does not even load", () => {
    const noOutput = { input: NO_INPUT } as unknown as Parameters<typeof route>[0];
    const noInput = { output: RESPONSE } as unknown as Parameters<typeof route>[0];
    expect(() => route(noOutput, () => Promise.resolve(new Response()))).toThrow(/output/);
    expect(() => route(noInput, () => Promise.resolve(new Response()))).toThrow(/input/);
    expect(() =>
      publicRoute({ input: NO_INPUT, output: "json" as unknown as typeof RESPONSE }, () => Promise.resolve(new Response())),
    ).toThrow(/output/);
  });

  it("a contract taken off (or never attached) is reported per problem", () => {
    const forged = Object.assign(() => Promise.resolve(new Response()), {});
    Object.defineProperty(forged, Symbol.for("portal.routeContract"), { value: { kind: "route", input: undefined, output: undefined } });
    expect(checkRouteModule({ PUT: forged })).toEqual(["PUT has no input schema", "PUT has no output declaration"]);
  });

  it("a module without handlers, or with other exports", () => {
    expect(checkRouteModule({})).toEqual(["exports no HTTP handler"]);
    expect(checkRouteModule({ POST: ok, helper: () => 1 })).toEqual(["exports helper, which is no handler"]);
  });

  it("types: a handler's result must match its output schema", () => {
    // @ts-expect-error — a number where the output schema wants a string
    route({ input: NO_INPUT, output: z.object({ a: z.string() }) }, () => Promise.resolve({ a: 1 }));
    // @ts-expect-error — a JSON call cannot hand back a Response
    route({ input: NO_INPUT, output: z.object({ a: z.string() }) }, () => Promise.resolve(new Response()));
    // @ts-expect-error — a "response" call must hand back a Response
    route({ input: NO_INPUT, output: RESPONSE }, () => Promise.resolve({ a: "x" }));
    expect(true).toBe(true);
  });
});
