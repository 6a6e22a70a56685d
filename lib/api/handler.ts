import "server-only";
import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { getDb, type Db } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import { requireCustomerAccess, requireRole } from "@/lib/auth/access";
import { getActor } from "@/lib/auth/current";
import { clientIp } from "@/lib/auth/request-info";
import type { Role } from "@/lib/auth/roles";
import { getT, type TFunction } from "@/lib/i18n/instance";
import { MARKETS, MARKET_HEADER, isMarket, marketFromHost, type Market } from "@/lib/market";
import type { ActionContext } from "@/lib/audit/log-action";
import { AppError, isAppError } from "./errors";
import { readInput } from "./input";
import { zodFieldErrors } from "./zod-errors";

export interface BaseContext {
  req: NextRequest;
  db: Db;
  market: Market;
  t: TFunction;
  requestId: string;
  ip: string;
  /** the portal origin the browser sees (scheme + host of this market) */
  origin: string;
  /** request id and address, for logAction */
  audit: ActionContext;
}

export interface RouteOptions<S extends z.ZodType> {
  /** zod schema of the call's input (query, path params and body merged) */
  input?: S;
  /** any of these roles is required */
  roles?: Role[];
  /**
   * The customer number the call works on, taken from the parsed input. When it returns a value,
   * the actor must have access to that customer (own, sub-customer, or staff acting for it).
   */
  customer?: (input: z.infer<S>, actor: Actor) => string | null | undefined;
}

type Params = { params: Promise<Record<string, string | string[]>> };

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A state change must come from the portal's own pages (or a same-origin script). */
function checkOrigin(req: NextRequest): void {
  if (!STATE_CHANGING.has(req.method)) return;
  const host = (req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? "").toLowerCase();
  const origin = req.headers.get("origin");
  if (origin) {
    let originHost = "";
    try {
      originHost = new URL(origin).host.toLowerCase();
    } catch {
      /* malformed */
    }
    if (originHost && originHost === host) return;
    throw new AppError("FORBIDDEN", "errors.badOrigin");
  }
  if (req.headers.get("sec-fetch-site") === "same-origin") return;
  throw new AppError("FORBIDDEN", "errors.badOrigin");
}

function requestMarket(req: NextRequest): Market {
  const m = req.headers.get(MARKET_HEADER);
  return isMarket(m) ? m : marketFromHost(req.headers.get("x-forwarded-host") ?? req.headers.get("host"));
}

function translate(t: TFunction, key: string, values?: Record<string, unknown>): string {
  return /^[a-z][\w-]*(\.[\w-]+)+$/i.test(key) ? String(t(key, values)) : key;
}

export function errorResponse(e: unknown, ctx: { t: TFunction; requestId: string }): NextResponse {
  let status = 500;
  let body: Record<string, unknown>;
  if (e instanceof z.ZodError) {
    status = 400;
    const fields = zodFieldErrors(e, (k) => translate(ctx.t, k));
    body = { code: "BAD_REQUEST", message: translate(ctx.t, "errors.BAD_REQUEST"), fields };
  } else if (isAppError(e)) {
    status = e.status;
    body = { code: e.code, message: translate(ctx.t, e.message, e.values) };
    if (e.fields) {
      body.fields = Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k, v.map((m) => translate(ctx.t, m))]));
    }
  } else {
    console.error(`[api] ${ctx.requestId} unhandled error:`, e);
    body = { code: "INTERNAL", message: translate(ctx.t, "errors.INTERNAL") };
  }
  const res = NextResponse.json({ error: { ...body, requestId: ctx.requestId } }, { status });
  res.headers.set("x-request-id", ctx.requestId);
  res.headers.set("cache-control", "no-store");
  if (status === 429 && isAppError(e) && e.values?.seconds) res.headers.set("retry-after", String(e.values.seconds));
  return res;
}

function toResponse(result: unknown, requestId: string): Response {
  const res = result instanceof Response ? result : NextResponse.json(result ?? {});
  res.headers.set("x-request-id", requestId);
  // API replies are never cached, unless the handler chose otherwise (e.g. immutable files).
  if (!res.headers.has("cache-control")) res.headers.set("cache-control", "no-store");
  return res;
}

async function base(req: NextRequest): Promise<Omit<BaseContext, "db">> {
  const market = requestMarket(req);
  const requestId = req.headers.get("x-request-id") ?? randomUUID();
  const ip = clientIp((n) => req.headers.get(n));
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? req.nextUrl.host;
  const proto = req.headers.get("x-forwarded-proto")?.split(",")[0].trim() ?? req.nextUrl.protocol.replace(":", "");
  const origin = `${proto}://${host}`;
  return { req, market, t: getT(MARKETS[market].language), requestId, ip, origin, audit: { requestId, ip } };
}

/**
 * The wrapper of every signed-in API call: origin check → session (401) → role (403) →
 * input parsing (400) → customer scope (403) → handler → JSON. Errors map to one JSON shape.
 */
export function route<S extends z.ZodType = z.ZodObject<Record<string, never>>>(
  opts: RouteOptions<S>,
  handler: (ctx: BaseContext & { actor: Actor; input: z.infer<S> }) => Promise<unknown>,
) {
  return async (req: NextRequest, { params }: Params): Promise<Response> => {
    const b = await base(req);
    try {
      checkOrigin(req);
      const actor = await getActor();
      if (!actor) throw new AppError("UNAUTHORIZED");
      if (opts.roles?.length) requireRole(actor, ...opts.roles);
      const raw = await readInput(req, await params);
      const input = (opts.input ? opts.input.parse(raw) : {}) as z.infer<S>;
      const db = await getDb();
      const customerNumber = opts.customer?.(input, actor);
      if (customerNumber) await requireCustomerAccess(db, actor, customerNumber);
      return toResponse(await handler({ ...b, db, actor, input }), b.requestId);
    } catch (e) {
      return errorResponse(e, b);
    }
  };
}

/** The wrapper of a call that works signed out (sign-in helpers, public price data). */
export function publicRoute<S extends z.ZodType = z.ZodObject<Record<string, never>>>(
  opts: { input?: S },
  handler: (ctx: BaseContext & { actor: Actor | null; input: z.infer<S> }) => Promise<unknown>,
) {
  return async (req: NextRequest, { params }: Params): Promise<Response> => {
    const b = await base(req);
    try {
      checkOrigin(req);
      const raw = await readInput(req, await params);
      const input = (opts.input ? opts.input.parse(raw) : {}) as z.infer<S>;
      const db = await getDb();
      return toResponse(await handler({ ...b, db, actor: await getActor(), input }), b.requestId);
    } catch (e) {
      return errorResponse(e, b);
    }
  };
}
