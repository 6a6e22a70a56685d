/**
 * `npm start`: database (embedded unless DATABASE_URL), migrations, seed when empty, build when
 * the sources changed, then `next start` on PORT (3000) in PORTAL_WORKERS processes sharing the
 * port (default 2 on a machine with two or more cores; scripts/cluster.ts, decision 097). `npm run
 * dev` does the same with one `next dev`. Also runs the job worker (e-mail/SMS, reminders, cleanup;
 * decision 025), one per instance. Refuses clearly if the port is taken.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { availableParallelism, hostname } from "node:os";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import net from "node:net";
import { dirname, join } from "node:path";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { prepareDatabase } from "../db/prepare";
import { demoWanted, disableDemoAccounts, seed } from "../seed";
import { appRoleProblems, productionEnvProblems, type RoleAttributes } from "../lib/security/production-checks";
import * as schema from "../db/schema";
import { configuredTransport } from "../lib/integrations/messaging/smtp";
import { registerPortalJobs } from "../lib/jobs/portal-jobs";
import { runWorker } from "../lib/jobs/worker";
import { backfillAvatarFilesAt } from "../lib/files/backfill-avatar-files";
import { loadSealingCertificate } from "../lib/signing/certificate";
import { connectionsPerInstance, workerCount } from "./cluster-policy";

const dev = process.argv.includes("--dev");
/** A production deploy: started with NODE_ENV=production (decision 021). */
const production = process.env.NODE_ENV === "production" || process.env.PORTAL_PRODUCTION === "1";
const port = Number(process.env.PORT ?? 3000);
const log = (m: string) => console.log(`[portal] ${m}`);

function portInUse(p: number): Promise<boolean> {
  return new Promise((done) => {
    const s = net.connect({ host: "127.0.0.1", port: p });
    s.once("connect", () => {
      s.destroy();
      done(true);
    });
    s.once("error", () => done(false));
  });
}

function refuse(problems: string[]): never {
  console.error(`[portal] Refusing to start in production:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}

/** The app role's powers, read as the app itself. */
async function appRole(url: string): Promise<RoleAttributes> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<RoleAttributes>(
      "select rolname, rolsuper, rolcreaterole, rolcreatedb, rolbypassrls from pg_roles where rolname = current_user",
    );
    const [role] = rows;
    if (!role) throw new Error("pg_roles has no row for the current user");
    return role;
  } finally {
    await client.end();
  }
}

function secret(): string {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  const file = join(process.env.PORTAL_SECRET_DIR ?? ".data", "nextauth-secret");
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

function newestMtime(paths: string[]): number {
  let newest = 0;
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const n of readdirSync(p)) if (n !== "node_modules" && !n.startsWith(".")) walk(join(p, n));
    } else if (!/\.(test|spec)\.tsx?$/.test(p)) newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach(walk);
  return newest;
}

function buildIsStale(): boolean {
  const id = ".next/BUILD_ID";
  if (!existsSync(id)) return true;
  const sources = [
    "app",
    "components",
    "lib",
    "db/schema.ts",
    "locales",
    "public",
    "proxy.ts",
    "next.config.ts",
    "package.json",
    "tsconfig.json",
  ];
  return newestMtime(sources) > statSync(id).mtimeMs;
}

function run(cmd: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, cmd, { stdio: "inherit", env });
}

async function main() {
  // An empty value means "not set" (test runners cannot unset a variable, only blank it).
  for (const k of ["DATABASE_URL", "NEXTAUTH_URL", "SMTP_URL"]) if (process.env[k] === "") delete process.env[k];
  const count = workerCount({ value: process.env.PORTAL_WORKERS, cores: availableParallelism(), dev });
  if ("error" in count) {
    console.error(`[portal] ${count.error}`);
    process.exit(1);
  }
  if (count.note) log(count.note);
  if (await portInUse(port)) {
    console.error(`[portal] Port ${port} is already in use: the portal (or another program) is running there. Stop it or set PORT.`);
    process.exit(1);
  }
  if (production) {
    const problems = productionEnvProblems(process.env);
    if (problems.length) refuse(problems);
  }
  // Every seed step is idempotent: reference rows always; demo accounts only when missing, area demo rows
  // only once, so an existing database also gets the demo data of areas added since. A production
  // deploy gets reference data only (decision 021, 027).
  const { url, appUrl, embedded } = await prepareDatabase({
    log,
    seed: (db) => seed(db, { demo: production ? false : demoWanted(), log }),
  });
  if (production) {
    const problems = appRoleProblems(await appRole(appUrl));
    if (problems.length) refuse(problems);
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const disabled = await disableDemoAccounts(drizzle(pool, { schema })).finally(() => pool.end());
    if (disabled) log(`production: ${disabled} demo account(s) found and deactivated`);
  }
  // avatars stored before the file register get their rows and move into the configured store (decision 020)
  await backfillAvatarFilesAt(url, log);
  // the job worker in this process seals and opens outbox secrets with the same key as the app
  process.env.NEXTAUTH_SECRET = secret();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // the app connects as its own role; the owner role (url) is for migrations and seeds only
    DATABASE_URL: appUrl,
    MIGRATION_DATABASE_URL: "",
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET,
    PORT: String(port),
    NEXT_TELEMETRY_DISABLED: "1",
    PORTAL_PRODUCTION: production ? "1" : "0",
  };
  if (!env.NEXTAUTH_URL) env.AUTH_TRUST_HOST = "1"; // one deploy, two hosts (se and fi)

  const next = join("node_modules", "next", "dist", "bin", "next");
  // PORTAL_NO_BUILD=1: serve the existing build whatever the sources' times say (a second instance
  // beside a running one: a rebuild would rewrite .next under the first instance's pages)
  const noBuild = process.env.PORTAL_NO_BUILD === "1";
  if (noBuild && !dev && !existsSync(".next/BUILD_ID")) {
    console.error("[portal] PORTAL_NO_BUILD=1 but there is no build (.next/BUILD_ID): run `npx next build` first.");
    await embedded?.stop();
    process.exit(1);
  }
  if (!dev && !noBuild && (process.env.PORTAL_FORCE_BUILD === "1" || buildIsStale())) {
    log("building (next build)…");
    rmSync(".next/dev", { recursive: true, force: true });
    const code = await new Promise<number>((done) =>
      run([next, "build"], { ...env, NODE_ENV: "production" }).on("exit", (c) => done(c ?? 1)),
    );
    if (code !== 0) {
      await embedded?.stop();
      process.exit(code);
    }
  }

  // PORTAL_NODE_ARGS: node options for the server process only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  // (a CPU profile of the HTTP server under `npm run bench`; NODE_OPTIONS refuses --cpu-prof)
  const nodeArgs = (process.env.PORTAL_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const serverEnv: NodeJS.ProcessEnv = { ...env, NODE_ENV: dev ? "development" : "production" };
  const { workers } = count;
  // one process: `next start` (or `next dev`) itself, as before; more: the cluster launcher, which
  // runs `next start` in each worker (PORTAL_NODE_ARGS applies to every worker) and shares the port
  const server =
    workers === 1
      ? run([...nodeArgs, next, dev ? "dev" : "start", "-p", String(port)], serverEnv)
      : spawn(process.execPath, ["--import", "tsx", join("scripts", "cluster.ts"), String(workers), next, "start", "-p", String(port)], {
          stdio: ["inherit", "inherit", "inherit", "ipc"], // the launcher stops when this process is gone
          env: serverEnv,
        });
  const poolMax = Number(process.env.DB_POOL_MAX ?? 10);
  log(
    `serving on http://localhost:${port} (${workers} server process${workers === 1 ? "" : "es"}, up to ${connectionsPerInstance(workers, poolMax)} database connections)`,
  );

  // Job worker (lib/jobs, decision 025): e-mail/SMS to the configured transport (local outbox by
  // default), booking reminders re-read just before sending, recurring cleanup. One per instance.
  const pool = new pg.Pool({ connectionString: appUrl, max: 2 });
  pool.on("error", () => {});
  const db = drizzle(pool, { schema });
  registerPortalJobs({ transport: await configuredTransport() });
  // the sealing certificate (decision 032): the configured one, or a self-signed one generated
  // into the data folder at the first start; a failure is logged and sealing jobs retry
  await loadSealingCertificate().catch((e: unknown) => log(`sealing certificate: ${(e as Error).message}`));
  const workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  const stopWorker = new AbortController();
  const worker = runWorker({ db, workerId, signal: stopWorker.signal, pollMs: 5000 });

  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    stopWorker.abort(); // finishes the job in hand, hands back the rest
    // the server processes finish their requests before the embedded database stops (at most 15 s)
    const serverGone =
      server.exitCode !== null || server.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((done) => {
            server.once("exit", () => done());
            setTimeout(done, 15_000).unref();
          });
    server.kill("SIGTERM");
    await serverGone;
    await worker.catch(() => {});
    await pool.end().catch(() => {});
    if (embedded?.owned) await embedded.stop().catch(() => {});
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  server.on("exit", (c) => void stop(c ?? 0));
}

main().catch((e) => {
  console.error("[portal] start failed:", e instanceof Error ? e.message : e);
  process.exit(1);
});
