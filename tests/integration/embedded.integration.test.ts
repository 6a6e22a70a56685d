import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { findRunning, SOCKET_DIR, startEmbedded, type EmbeddedServer } from "@/db/embedded";

// Starting a second server takes a few seconds; skipped when CI points tests at an external server.
const dir = mkdtempSync(join(tmpdir(), "portal-pg-"));
const started: EmbeddedServer[] = [];

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("embedded PostgreSQL", () => {
  afterAll(async () => {
    for (const s of started.reverse()) if (s.owned) await s.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a second start on the same folder finds the running server instead of starting another", async () => {
    const first = await startEmbedded({ dataDir: dir, port: 54391, quiet: true });
    started.push(first);
    expect(first.owned).toBe(true);
    // the password is generated for this folder (decision 021), never a constant of the code
    const password = new URL(first.url()).password;
    expect(password).toMatch(/^[\w-]{32}$/);
    expect((JSON.parse(readFileSync(join(dir, "portal-secrets.json"), "utf8")) as { owner?: string }).owner).toBe(password);
    expect(statSync(join(dir, "portal-secrets.json")).mode & 0o077).toBe(0);
    // the portal reaches it through its Unix socket (decision 109), with the password as over TCP
    expect(new URL(first.appUrl()).hostname).toBe(encodeURIComponent(SOCKET_DIR));
    const c = new pg.Client({ connectionString: first.url() });
    await c.connect();
    expect((await c.query<{ addr: string | null }>("select inet_client_addr()::text as addr")).rows[0]?.addr).toBeNull();
    const wrong = new pg.Client({ connectionString: first.url().replace(`:${password}@`, ":wrong@") });
    await expect(wrong.connect()).rejects.toThrow(/password/);
    await c.query("create table kept (v text)");
    await c.query("insert into kept values ('still here')");
    await c.end();

    const second = await startEmbedded({ dataDir: dir, port: 54392, quiet: true });
    started.push(second);
    expect(second.owned).toBe(false);
    expect(second.port).toBe(first.port);
    expect(await findRunning(dir)).toBe(first.port);

    const c2 = new pg.Client({ connectionString: second.url() });
    await c2.connect();
    expect((await c2.query("select v from kept")).rows).toEqual([{ v: "still here" }]);
    await c2.end();
  }, 60_000);
});
