/**
 * Plumbing shared by the measuring scripts (bench, lighthouse): command-line options, signing in
 * through next-auth's credentials flow, and a pool on the running portal's database.
 */
import pg from "pg";

const argv = process.argv.slice(2);

/** `--name value`, else the fallback. */
export function arg(name: string, fallback: string): string {
  const i = argv.indexOf(`--${name}`);
  return (i >= 0 ? argv[i + 1] : undefined) || fallback;
}

/** `--name` given at all. */
export function flag(name: string): boolean {
  return argv.includes(`--${name}`);
}

/** Signs in through /api/auth (csrf, credentials callback) and returns the Cookie header. */
export async function signIn(origin: string, username: string, password: string): Promise<string> {
  const cookies = new Map<string, string>();
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const take = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair = ""] = c.split(";");
      const i = pair.indexOf("=");
      cookies.set(pair.slice(0, i).trim(), pair.slice(i + 1));
    }
  };
  const r1 = await fetch(`${origin}/api/auth/csrf`);
  take(r1);
  const { csrfToken } = (await r1.json()) as { csrfToken: string };
  const r2 = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ csrfToken, username, password, json: "true" }),
    headers: { cookie: header(), "content-type": "application/x-www-form-urlencoded", origin },
  });
  take(r2);
  const s = await fetch(`${origin}/api/auth/session`, { headers: { cookie: header() } });
  const session = (await s.json().catch(() => null)) as { user?: unknown } | null;
  if (!session?.user) throw new Error(`sign-in as ${username} on ${origin} failed (HTTP ${r2.status})`);
  return header();
}

/**
 * The running portal's database, found the way `npm start` finds it: DATABASE_URL, else the
 * embedded server of PORTAL_DATA_DIR/EMBEDDED_PG_PORT (which must already run).
 */
export async function portalDatabase(): Promise<pg.Pool> {
  let url = process.env.MIGRATION_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) {
    const { embeddedDataDir, startEmbedded } = await import("../db/embedded");
    const server = await startEmbedded({ dataDir: embeddedDataDir(), port: Number(process.env.EMBEDDED_PG_PORT ?? 54329), quiet: true });
    if (server.owned) {
      await server.stop();
      throw new Error("the portal's database is not running: start the portal (npm start) with the same PORTAL_DATA_DIR/EMBEDDED_PG_PORT");
    }
    url = server.url();
  }
  return new pg.Pool({ connectionString: url, max: 2 });
}
