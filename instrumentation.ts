/**
 * Runs once when the Next server process starts:
 * - stamps each incoming request with the socket's address (header x-portal-peer, with a
 *   per-process token), because Next gives route handlers no socket and keeps a client's own
 *   X-Forwarded-For (lib/auth/request-info.ts, decision 018);
 * - counts the requests in flight and collects the young generation when the last one ends
 *   (lib/runtime/idle-collection.ts, decision 118).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const [{ nodeHttpServers }, { installPeerStamp }, { installIdleCollection }] = await Promise.all([
      import("./lib/runtime/request-hook"),
      import("./lib/auth/request-info"),
      import("./lib/runtime/idle-collection"),
    ]);
    const servers = await nodeHttpServers();
    installPeerStamp(servers);
    installIdleCollection(servers);
  }
}
