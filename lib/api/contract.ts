/**
 * The contract of one API call (decision 028): what it reads (`input`), what it answers (`output`),
 * and how reply texts reach the browser. Pure (zod only), so schemas built with `message()` can be
 * shared with client code.
 */
import { z } from "zod";

/** A call that answers something other than JSON (a file, a PDF, an .ics, a stream): the handler returns a `Response`. */
export const RESPONSE = "response" as const;

/** The output of a call: a zod schema the JSON reply is parsed with, or `"response"`. */
export type Output = z.ZodType | typeof RESPONSE;

/** The input of a call that reads nothing (query, body and path params are ignored). */
export const NO_INPUT = z.object({});

/** A JSON call that may also send a plain form submission back to a page (303). */
export class Redirect {
  constructor(
    /** a path on this site (already checked, e.g. with safeReturnPath) */
    readonly path: string,
  ) {}
}

/** What `route()`/`publicRoute()` attach to the handler they make (read by tests/unit/routes-walk.test.ts). */
export interface RouteContract {
  kind: "route" | "publicRoute";
  input: z.ZodType;
  output: Output;
  roles?: readonly string[];
  customerScoped: boolean;
  /** the permission area and level the call needs at its customer (decision 046) */
  area?: { name: string; level: string };
}

export const ROUTE_CONTRACT: unique symbol = Symbol.for("portal.routeContract");

export function attachContract<F extends object>(fn: F, contract: RouteContract): F {
  if (!(contract.input instanceof z.ZodType))
    throw new Error("route(): `input` must be a zod schema (NO_INPUT for a call that reads nothing)");
  if (!(contract.output instanceof z.ZodType) && contract.output !== RESPONSE) {
    throw new Error('route(): `output` must be a zod schema, or "response" for a file, PDF or stream');
  }
  Object.defineProperty(fn, ROUTE_CONTRACT, { value: Object.freeze(contract), enumerable: false });
  return fn;
}

export function contractOf(fn: unknown): RouteContract | undefined {
  if (typeof fn !== "function") return undefined;
  return (fn as unknown as Record<symbol, RouteContract | undefined>)[ROUTE_CONTRACT];
}

// ---- reply texts -------------------------------------------------------------------------------

type Translate = (key: string, values?: Record<string, unknown>) => string;

const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;

/** A message key in the market's language; anything that is not key-shaped is kept as it is. */
export function translateKey(t: Translate, key: string, values?: Record<string, unknown>): string {
  return KEY.test(key) ? String(t(key, values)) : key;
}

let current: Translate | null = null;

/**
 * A reply text: the domain puts a message key (`timeBooking.errors.bookingFailed`) in the field,
 * the wrapper renders it in the market's language while it parses the reply. Outside a call
 * (client code, domain tests) the key is kept.
 */
export function message() {
  return z.string().transform((key) => (current ? translateKey(current, key) : key));
}

/** Runs a (synchronous) output parse with `t` as the language of `message()` fields. */
export function withMessages<T>(t: Translate, parse: () => T): T {
  const prev = current;
  current = t;
  try {
    return parse();
  } finally {
    current = prev;
  }
}

// ---- dropped keys ------------------------------------------------------------------------------

const isPlain = (v: unknown): v is Record<string, unknown> =>
  v !== null &&
  typeof v === "object" &&
  !Array.isArray(v) &&
  (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/**
 * The paths of keys the handler returned (with a value) that the output schema removed. In
 * production the schema strips them silently (nothing unlisted leaks); in development and tests
 * the wrapper fails the call, so a schema never silently hides a field a screen needs.
 */
export function droppedKeys(raw: unknown, parsed: unknown, path = ""): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    return raw.flatMap((v, i) => droppedKeys(v, parsed[i], `${path}[${i}]`));
  }
  if (isPlain(raw) && isPlain(parsed)) {
    return Object.entries(raw).flatMap(([k, v]) => {
      const p = path ? `${path}.${k}` : k;
      if (v === undefined) return [];
      if (!(k in parsed)) return [p];
      return droppedKeys(v, parsed[k], p);
    });
  }
  return [];
}

export class ReplyContractError extends Error {
  constructor(detail: string) {
    super(`reply does not match the call's output schema: ${detail}`);
    this.name = "ReplyContractError";
  }
}

/** Parses a handler's JSON result with the call's output schema (in the market's language). */
export function parseReply(output: z.ZodType, result: unknown, t: Translate, opts: { strict: boolean }): unknown {
  const parsed = withMessages(t, () => output.safeParse(result));
  if (!parsed.success) throw new ReplyContractError(z.prettifyError(parsed.error));
  if (opts.strict) {
    const dropped = droppedKeys(result, parsed.data);
    if (dropped.length) throw new ReplyContractError(`keys missing from the schema: ${dropped.slice(0, 10).join(", ")}`);
  }
  return parsed.data;
}

/**
 * A call's reply as the browser would receive it, for a server page that hands a call's first
 * answer to its client component (decisions 089, 102): parsed with the call's output schema in the
 * market's language (message keys rendered, fields outside the schema dropped) and through JSON
 * (dates as strings), so the first render and a later reply of the call are the same data.
 */
export function replyAsSent<S extends z.ZodType>(output: S, result: unknown, t: Translate): z.output<S> {
  return JSON.parse(JSON.stringify(parseReply(output, result, t, { strict: false }))) as z.output<S>;
}
