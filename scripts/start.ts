/**
 * `npm start`: database (embedded unless DATABASE_URL), migrations, seed when empty, build when
 * the sources changed, then `next start` on PORT (3000). `npm run dev` does the same with
 * `next dev`. Also runs the outbox dispatcher. Refuses clearly if the port is taken.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import net from "node:net";
import { dirname, join } from "node:path";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { prepareDatabase } from "../db/prepare";
import * as schema from "../db/schema";
import { dispatchDue } from "../lib/integrations/messaging";
import { configuredTransport } from "../lib/integrations/messaging/smtp";
import { MESSAGE_PREPARERS } from "../lib/time-booking/reminders";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const log = (m: string) => console.log(`[portal] ${m}`);

function portInUse(p: number): Promise<boolean> {
  return new Promise((done) => {
    const s = net.connect({ host: "127.0.0.1", port: p });
    s.once("connect", () => { s.destroy(); done(true); });
    s.once("error", () => done(false));
  });
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
  const sources = ["app", "components", "lib", "db/schema.ts", "locales", "public", "proxy.ts", "next.config.ts", "package.json", "tsconfig.json"];
  return newestMtime(sources) > statSync(id).mtimeMs;
}

function run(cmd: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, cmd, { stdio: "inherit", env });
}

async function main() {
  // An empty value means "not set" (test runners cannot unset a variable, only blank it).
  for (const k of ["DATABASE_URL", "NEXTAUTH_URL", "SMTP_URL"]) if (process.env[k] === "") delete process.env[k];
  if (await portInUse(port)) {
    console.error(`[portal] Port ${port} is already in use: the portal (or another program) is running there. Stop it or set PORT.`);
    process.exit(1);
  }
  const { url, embedded } = await prepareDatabase({ log });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url,
    NEXTAUTH_SECRET: secret(),
    PORT: String(port),
    NEXT_TELEMETRY_DISABLED: "1",
  };
  if (!env.NEXTAUTH_URL) env.AUTH_TRUST_HOST = "1"; // one deploy, two hosts (se and fi)

  const next = join("node_modules", "next", "dist", "bin", "next");
  if (!dev && (process.env.PORTAL_FORCE_BUILD === "1" || buildIsStale())) {
    log("building (next build)…");
    rmSync(".next/dev", { recursive: true, force: true });
    const code = await new Promise<number>((done) => run([next, "build"], { ...env, NODE_ENV: "production" }).on("exit", (c) => done(c ?? 1)));
    if (code !== 0) {
      await embedded?.stop();
      process.exit(code);
    }
  }

  const server = run([next, dev ? "dev" : "start", "-p", String(port)], { ...env, NODE_ENV: dev ? "development" : "production" });
  log(`serving on http://localhost:${port}`);

  // Outbox dispatcher: hands due e-mail/SMS to the configured transport (local outbox by default);
  // booking reminders are re-read just before sending (lib/time-booking/reminders.ts).
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on("error", () => {});
  const db = drizzle(pool, { schema });
  const transport = await configuredTransport();
  const timer = setInterval(() => { dispatchDue(db, transport, 50, MESSAGE_PREPARERS).catch((e) => console.error("[outbox]", e.message)); }, 5000);

  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    clearInterval(timer);
    server.kill("SIGTERM");
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
