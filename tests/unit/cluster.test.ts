/**
 * The cluster launcher of `npm start` (scripts/cluster.ts, decision 097): its rules as pure
 * functions, and the launcher itself with a tiny HTTP server as the worker script (no Next build):
 * two workers really serve one port, a killed worker is replaced, SIGTERM stops everything, and a
 * worker script that fails at boot makes the launcher fail at once.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RESTART_RULES, RestartPolicy, connectionsPerInstance, workerCount } from "@/scripts/cluster-policy";

describe("worker count (PORTAL_WORKERS)", () => {
  it("defaults to two on two or more cores and one on a single core", () => {
    expect(workerCount({ value: undefined, cores: 2, dev: false })).toEqual({ workers: 1 });
    expect(workerCount({ value: "", cores: 3, dev: false })).toEqual({ workers: 1 });
    expect(workerCount({ value: "", cores: 4, dev: false })).toEqual({ workers: 2 });
    expect(workerCount({ value: "", cores: 8, dev: false })).toEqual({ workers: 4 });
    expect(workerCount({ value: "", cores: 64, dev: false })).toEqual({ workers: 16 });
    expect(workerCount({ value: undefined, cores: 1, dev: false })).toEqual({ workers: 1 });
  });
  it("takes a number, or auto for one per core", () => {
    expect(workerCount({ value: "1", cores: 2, dev: false })).toEqual({ workers: 1 });
    expect(workerCount({ value: " 3 ", cores: 2, dev: false })).toEqual({ workers: 3 });
    expect(workerCount({ value: "auto", cores: 6, dev: false })).toEqual({ workers: 6 });
  });
  it("refuses anything else", () => {
    for (const value of ["0", "-1", "1.5", "two", "17"]) expect(workerCount({ value, cores: 2, dev: false })).toHaveProperty("error");
  });
  it("is always one for the development server, with a note when more were asked for", () => {
    expect(workerCount({ value: undefined, cores: 2, dev: true })).toEqual({ workers: 1 });
    expect(workerCount({ value: "1", cores: 2, dev: true })).toEqual({ workers: 1 });
    const note = workerCount({ value: "2", cores: 2, dev: true });
    expect(note).toMatchObject({ workers: 1 });
    expect("note" in note && note.note).toContain("ignored");
  });
  it("keeps two instances of two workers far below the embedded server's 200 connections", () => {
    expect(connectionsPerInstance(2)).toBe(22);
    expect(2 * connectionsPerInstance(2)).toBeLessThan(200 - 3 - 10); // superuser reserve, tools
  });
});

describe("restart policy", () => {
  it("gives up at once when no worker has ever been ready (a broken build)", () => {
    const p = new RestartPolicy();
    expect(p.exited(null)).toMatchObject({ restart: false });
  });
  it("restarts with a doubling back-off and gives up after repeated early deaths", () => {
    const p = new RestartPolicy();
    p.ready();
    const delays = [1, 2, 3, 4].map(() => p.exited(1_000));
    expect(delays).toEqual([500, 1_000, 2_000, 4_000].map((delayMs) => ({ restart: true, delayMs })));
    const last = p.exited(null);
    expect(last.restart).toBe(false);
    expect(!last.restart && last.reason).toContain("5 workers in a row");
  });
  it("caps the delay", () => {
    const p = new RestartPolicy({ ...RESTART_RULES, maxFailures: 100 });
    p.ready();
    let last = p.exited(0);
    for (let i = 0; i < 20; i++) last = p.exited(0);
    expect(last).toEqual({ restart: true, delayMs: RESTART_RULES.maxDelayMs });
  });
  it("starts the back-off over after a worker that served for a while", () => {
    const p = new RestartPolicy();
    p.ready();
    p.exited(100);
    p.exited(100);
    p.exited(100);
    expect(p.exited(RESTART_RULES.stableMs)).toEqual({ restart: true, delayMs: 500 });
    expect(p.consecutiveFailures).toBe(1);
  });
});

// ---- the launcher with a stand-in worker script -------------------------------------------------
const dir = mkdtempSync(join(tmpdir(), "portal-cluster-"));
const fixture = join(dir, "server.mts");
// run with PORTAL_NODE_ARGS="--import tsx" (the workers' node options) so it can use the real module
writeFileSync(
  fixture,
  `import http from "node:http";
   import { onSiblingMessage, tellSiblings } from ${JSON.stringify(join(process.cwd(), "lib/cluster/siblings.ts"))};
   let told = 0;
   onSiblingMessage("test", () => told++);
   http.createServer((req, res) => {
     res.setHeader("connection", "close"); // a new connection per request: the primary deals them round-robin
     if (req.url === "/tell") tellSiblings("test");
     res.end(JSON.stringify({ pid: process.pid, slot: process.env.PORTAL_WORKER, peer: req.socket.remoteAddress, told }));
   }).listen(Number(process.argv[2]));
   process.on("SIGTERM", () => process.exit(143));`,
);
const failing = join(dir, "fail.cjs");
writeFileSync(failing, `console.error("no build"); process.exit(3);`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => done(port));
    });
  });
}

function launch(workers: number, port: number, env: Record<string, string> = {}, script = fixture) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/cluster.ts", String(workers), script, String(port)], {
    env: { ...process.env, PORTAL_NODE_ARGS: "--import tsx", ...env },
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  return { child, exited, output: () => out };
}

interface Reply {
  pid: number;
  slot: string;
  peer: string;
  told: number;
}

async function ask(port: number, path = "/"): Promise<Reply | null> {
  try {
    return (await (await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(1_000) })).json()) as Reply;
  } catch {
    return null;
  }
}

async function until<T>(what: () => Promise<T | null | undefined | false>, ms = 8_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (v) return v;
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("the launcher", () => {
  let running: ChildProcess | undefined;
  afterAll(() => void running?.kill("SIGKILL"));

  it("serves one port from two processes, passes sibling messages, replaces a killed one and stops all on SIGTERM", async () => {
    const port = await freePort();
    const { child, exited, output } = launch(2, port, { PORTAL_WORKER_READY_MS: "200" });
    running = child;
    const seen = new Map<number, string>();
    // the second worker may listen a moment after the first: ask until both have answered
    await until(async () => {
      const r = await ask(port);
      if (r) seen.set(r.pid, r.slot);
      return seen.size >= 2;
    }, 30_000).catch(() => {}); // workers load tsx: slow on a busy machine
    expect([...seen.values()].sort()).toEqual(["1", "2"]);
    // the worker holds the client's own socket (no proxy hop): the address rate limits and logs use
    expect((await ask(port))?.peer).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    // a message for the siblings reaches the other worker, not the teller
    const teller = await ask(port, "/tell");
    const other = await until(async () => {
      const r = await ask(port);
      return r && r.pid !== teller?.pid && r.told > 0 ? r : null;
    });
    expect(other.told).toBe(1);
    expect((await until(async () => ((r) => (r?.pid === teller?.pid ? r : null))(await ask(port)))).told).toBe(0);

    await new Promise((r) => setTimeout(r, 300)); // both workers ready: a death now is restarted
    const [first] = [...seen.keys()];
    process.kill(first!, "SIGKILL");
    const replacement = await until(async () => {
      const r = await ask(port);
      return r && !seen.has(r.pid) ? r : null;
    });
    expect(replacement.slot).toBe(seen.get(first!));
    expect(output()).toMatch(/ended with signal SIGKILL after .* restarting in 500 ms/);

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(await ask(port)).toBeNull();
    for (const pid of [...seen.keys(), replacement.pid]) expect(alive(pid)).toBe(false);
  }, 60_000);

  it("fails at once with the worker's exit code when no worker can start", async () => {
    const { exited, output } = launch(2, await freePort(), { PORTAL_NODE_ARGS: "" }, failing);
    expect(await exited).toBe(3);
    expect(output()).toMatch(/\[w[12]\] no build/); // its output, prefixed with its slot
    expect(output()).toContain("before any worker was ready");
  }, 20_000);
});
