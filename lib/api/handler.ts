import "server-only";
import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { getDb, type Db } from "@/db";
import { DB_RETRY_AFTER_SECONDS, isDbUnavailable } from "@/db/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireCustomerAccess, requireRole } from "@/lib/auth/access";
import { requireAreaAccess } from "@/lib/auth/area-access";
import type { RoleArea, RoleLevel } from "@/lib/customer-admin/permissions";
import { getRequestActor } from "@/lib/auth/current";
import { clientIp, trustedProxyHops } from "@/lib/auth/request-info";
import type { Role } from "@/lib/auth/roles";
import { allPublicOrigins, publicOrigin } from "@/lib/config/public-urls";
import { getT, type TFunction } from "@/lib/i18n/instance";
import { MARKETS, marketFromHost, type Market } from "@/lib/market";
import type { ActionContext } from "@/lib/audit/log-action";
import { attachContract, NO_INPUT, parseReply, Redirect, RESPONSE, translateKey, type Output } from "./contract";
import { AppError, isAppError } from "./errors";
import { DEFAULT_BODY_LIMIT, readInput, type BodyLimit } from "./input";
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

/** What a handler returns: the JSON reply before the output schema parses it (or a Redirect), or a Response for `output: "response"`. */
export type HandlerResult<O extends Output> = O extends z.ZodType ? z.input<O> | Redirect : Response;

export interface RouteOptions<S extends z.ZodType, O extends Output> {
  /** zod schema of the call's input (query, path params and body merged); NO_INPUT for a call that reads nothing */
  input: S;
  /**
   * zod schema of the JSON reply: the handler's result is parsed with it (unlisted keys are
   * stripped; a result that does not match is a logged 500), or "response" for a call that
   * answers a file, a PDF, an .ics or a stream (the handler returns a Response).
   */
  output: O;
  /** any of these roles is required */
  roles?: Role[];
  /**
   * The customer number the call works on, taken from the parsed input. When it returns a value,
   * the actor must have access to that customer (own, sub-customer, or staff acting for it).
   */
  customer?: (input: z.infer<S>, actor: Actor) => string | null | undefined;
  /** body limit of the call; default 64 KB (uploads declare their own, e.g. IMAGE_UPLOAD_BODY) */
  body?: BodyLimit;
  /**
   * The area and level the call needs (decision 046): a user whose profile at the customer lacks it
   * gets 403. The customer is the one `customer` returns, else the actor's active customer (a user
   * without any customer has no profile to consult; staff have every area).
   */
  area?: { name: RoleArea; level: RoleLevel };
}

type Params = { params: Promise<Record<string, string | string[]>> };

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A state change must come from the portal's own pages (or a same-origin script): its Origin is a
 * configured public origin or the request's own Host (X-Forwarded-Host only behind a trusted proxy).
 */
function checkOrigin(req: NextRequest): void {
  if (!STATE_CHANGING.has(req.method)) return;
  const forwardedHost = trustedProxyHops() > 0 ? req.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : null;
  const host = (forwardedHost || req.headers.get("host") || "").toLowerCase();
  const origin = req.headers.get("origin");
  if (origin) {
    let originHost = "";
    let originOrigin = "";
    try {
      const u = new URL(origin);
      originHost = u.host.toLowerCase();
      originOrigin = u.origin;
    } catch {
      /* malformed */
    }
    if (originHost && (originHost === host || allPublicOrigins().includes(originOrigin))) return;
    throw new AppError("FORBIDDEN", "errors.badOrigin");
  }
  if (req.headers.get("sec-fetch-site") === "same-origin") return;
  throw new AppError("FORBIDDEN", "errors.badOrigin");
}

/**
 * The market of a call comes from the host it was sent to (X-Forwarded-Host only behind a trusted
 * proxy). API calls do not pass through proxy.ts, so a market header on them is the client's own
 * and is ignored: the market is an access scope (decision 019).
 */
function requestMarket(req: NextRequest): Market {
  const forwardedHost = trustedProxyHops() > 0 ? req.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : null;
  return marketFromHost(forwardedHost || req.headers.get("host") || req.nextUrl.host);
}

const translate = (t: TFunction, key: string, values?: Record<string, unknown>): string =>
  translateKey((k, v) => String(t(k, v)), key, values);

/** Strict replies (a key the output schema would strip fails the call) outside production. */
const STRICT_REPLIES = process.env.NODE_ENV === "test" || process.env.NODE_ENV === "development";

export function errorResponse(e: unknown, ctx: { t: TFunction; requestId: string }): NextResponse {
  let status = 500;
  let body: Record<string, unknown>;
  if (e instanceof z.ZodError) {
    status = 400;
    const fields = zodFieldErrors(e, (k) => translate(ctx.t, k));
    body = { code: "BAD_REQUEST", message: translate(ctx.t, "errors.BAD_REQUEST"), fields };
  } else if (isDbUnavailable(e)) {
    // the database cannot be reached right now: a clear "try again in a moment" (decision 024)
    status = 503;
    body = { code: "UNAVAILABLE", message: translate(ctx.t, "errors.UNAVAILABLE") };
    console.warn(`[api] ${ctx.requestId} database unavailable: ${(e as Error).message}`);
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
  if (status === 503) res.headers.set("retry-after", String(DB_RETRY_AFTER_SECONDS));
  return res;
}

/** The handler's result → the reply: parsed with the output schema (JSON), or the handler's own Response. */
function reply(output: Output, result: unknown, b: Omit<BaseContext, "db">): Response {
  if (output === RESPONSE) {
    if (!(result instanceof Response))
      throw new Error(`[api] ${b.req.method} ${b.req.nextUrl.pathname} declares output "response" but returned no Response`);
    return toResponse(result, b.requestId);
  }
  if (result instanceof Redirect) return toResponse(NextResponse.redirect(new URL(result.path, b.origin), 303), b.requestId);
  if (result instanceof Response)
    throw new Error(`[api] ${b.req.method} ${b.req.nextUrl.pathname} returned a Response but declares a JSON output schema`);
  const t = (k: string, v?: Record<string, unknown>) => String(b.t(k, v));
  return toResponse(NextResponse.json(parseReply(output, result, t, { strict: STRICT_REPLIES }) ?? {}), b.requestId);
}

function toResponse(res: Response, requestId: string): Response {
  res.headers.set("x-request-id", requestId);
  // API replies are never cached, unless the handler chose otherwise (e.g. immutable files).
  if (!res.headers.has("cache-control")) res.headers.set("cache-control", "no-store");
  return res;
}

function base(req: NextRequest): Omit<BaseContext, "db"> {
  const market = requestMarket(req);
  const requestId = req.headers.get("x-request-id") ?? randomUUID();
  const ip = clientIp((n) => req.headers.get(n));
  // links that leave the portal use the configured origin only, never the request's host headers
  const origin = publicOrigin(market);
  return { req, market, t: getT(MARKETS[market].language), requestId, ip, origin, audit: { requestId, ip } };
}

/**
 * The input of a call: NO_INPUT ignores query, body and path params, so a body of declared length
 * is not read at all (the web stream Next builds over the socket was ≈ 9 % of a trivial call's
 * busy time, decisions 095 and 101); a declared length over the limit is still 413 and a body without a
 * length (chunked) is still read within the limit, as for every call.
 */
function callInput(req: NextRequest, params: Record<string, string | string[]>, input: z.ZodType, limit: BodyLimit = DEFAULT_BODY_LIMIT) {
  if (input === NO_INPUT) {
    const length = req.headers.get("content-length");
    if (length !== null && Number(length) <= limit.maxBytes) return Promise.resolve({});
  }
  return readInput(req, params, limit);
}

/**
 * The wrapper of every signed-in API call: origin check → session (401) → role (403) →
 * input parsing (400) → customer scope (403) → handler → output parsing (500 when the reply
 * breaks its schema) → JSON. Errors map to one JSON shape.
 */
export function route<S extends z.ZodType, O extends Output>(
  opts: RouteOptions<S, O>,
  handler: (ctx: BaseContext & { actor: Actor; input: z.infer<S> }) => Promise<HandlerResult<O>>,
) {
  const call = async (req: NextRequest, { params }: Params): Promise<Response> => {
    const b = base(req);
    try {
      checkOrigin(req);
      const actor = await getRequestActor(req);
      if (!actor) throw new AppError("UNAUTHORIZED");
      if (opts.roles?.length) requireRole(actor, ...opts.roles);
      const raw = await callInput(req, await params, opts.input, opts.body);
      const input: z.infer<S> = opts.input.parse(raw);
      const db = await getDb();
      const customerNumber = opts.customer?.(input, actor);
      if (customerNumber) await requireCustomerAccess(db, actor, customerNumber);
      const areaCustomer = customerNumber || actor.activeCustomerNumber;
      if (opts.area && areaCustomer) await requireAreaAccess(db, actor, areaCustomer, opts.area.name, opts.area.level);
      return reply(opts.output, await handler({ ...b, db, actor, input }), b);
    } catch (e) {
      return errorResponse(e, b);
    }
  };
  return attachContract(call, {
    kind: "route",
    input: opts.input,
    output: opts.output,
    roles: opts.roles,
    customerScoped: Boolean(opts.customer),
    area: opts.area,
  });
}

/** The wrapper of a call that works signed out (sign-in helpers, public price data). */
export function publicRoute<S extends z.ZodType, O extends Output>(
  opts: Pick<RouteOptions<S, O>, "input" | "output" | "body">,
  handler: (ctx: BaseContext & { actor: Actor | null; input: z.infer<S> }) => Promise<HandlerResult<O>>,
) {
  const call = async (req: NextRequest, { params }: Params): Promise<Response> => {
    const b = base(req);
    try {
      checkOrigin(req);
      const raw = await callInput(req, await params, opts.input, opts.body);
      const input: z.infer<S> = opts.input.parse(raw);
      const db = await getDb();
      return reply(opts.output, await handler({ ...b, db, actor: await getRequestActor(req), input }), b);
    } catch (e) {
      return errorResponse(e, b);
    }
  };
  return attachContract(call, { kind: "publicRoute", input: opts.input, output: opts.output, customerScoped: false });
}

export { NO_INPUT, RESPONSE, Redirect } from "./contract";
