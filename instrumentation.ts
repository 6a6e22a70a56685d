/**
 * Runs once when the Next server process starts. Stamps each incoming request with the socket's
 * address (header x-portal-peer, with a per-process token), because Next gives route handlers
 * no socket and keeps a client's own X-Forwarded-For (lib/auth/request-info.ts, decision 018).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { installPeerStampOnHttpServers } = await import("./lib/auth/request-info");
    await installPeerStampOnHttpServers();
  }
}
