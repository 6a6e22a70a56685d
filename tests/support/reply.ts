/**
 * Typed JSON replies in route tests. A test states the reply type it expects (a `T…Response` of
 * the area, or `ErrorReply`); its assertions then check the values. This is the one place a reply
 * text becomes a typed value, instead of `any` spreading through the test.
 */

/** The body of every failed call (lib/api/handler.ts). */
export interface ErrorReply {
  error: { code: string; message: string; fields?: Record<string, string[]>; requestId?: string };
}

/** A reply text parsed as the type the test expects of it (null for an empty body). */
export function parseReply<T>(text: string): T {
  return (text ? JSON.parse(text) : null) as T;
}
