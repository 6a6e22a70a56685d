/**
 * One mechanism for the server process's own request hooks (the peer stamp of
 * lib/auth/request-info.ts, the idle collector of ./idle-collection.ts): a function called on every
 * incoming request of every server of the given classes, before any 'request' listener (Next's)
 * runs. Installed from instrumentation.ts on Node's http and https servers, which `next start` uses.
 */

/** The request and reply as a hook sees them: only what the hooks use. */
export interface HookedRequest {
  headers: Record<string, unknown>;
  socket?: { remoteAddress?: string };
}
export interface HookedReply {
  once(event: "finish" | "close", listener: () => void): unknown;
}

/** http.Server, https.Server: anything whose instances emit 'request' */
export interface HookableServer {
  prototype: object;
}

type Emit = (event: string | symbol, ...args: unknown[]) => boolean;

/**
 * Calls `hook(req, res)` on every 'request' of these server classes. Idempotent per `marker`: a
 * class already hooked under it (on its own prototype) is left as it is.
 */
export function onEveryRequest(servers: HookableServer[], marker: symbol, hook: (req: HookedRequest, res: HookedReply) => void): void {
  for (const Server of servers) {
    const proto = Server.prototype as { emit: Emit } & Record<symbol, unknown>;
    if (Object.hasOwn(proto, marker)) continue;
    const emit = proto.emit;
    proto.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
      if (event === "request") hook(args[0] as HookedRequest, args[1] as HookedReply);
      return emit.call(this, event, ...args);
    };
    proto[marker] = true;
  }
}

/** Node's http and https server classes (the ones `next start` uses). */
export async function nodeHttpServers(): Promise<HookableServer[]> {
  const [http, https] = await Promise.all([import("node:http"), import("node:https")]);
  return [http.Server, https.Server];
}
