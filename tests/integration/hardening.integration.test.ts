import { spawnSync } from "node:child_process";
import { eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { ensureAppRole, type EmbeddedServer } from "@/db/embedded";
import { userSessions } from "@/db/schema";
import { loadActor } from "@/lib/auth/sessions";
import { makeUser, signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";

const t = useTestDb();

describe("idle sessions (decision 021)", () => {
  it("a session unused for longer than the idle time has ended; using it keeps it alive", async () => {
    const u = await makeUser(t.db);
    const actor = await signInAs(t.db, u.id);
    const past = (min: number) => new Date(Date.now() - min * 60_000);

    await t.db
      .update(userSessions)
      .set({ lastSeenAt: past(29) })
      .where(eq(userSessions.id, actor.sessionId));
    expect(await loadActor(t.db, actor.sessionId)).not.toBeNull();
    const touched = must(
      (await t.db.select({ at: userSessions.lastSeenAt }).from(userSessions).where(eq(userSessions.id, actor.sessionId)))[0],
    );
    expect(Date.now() - touched.at.getTime()).toBeLessThan(5_000);

    await t.db
      .update(userSessions)
      .set({ lastSeenAt: past(31) })
      .where(eq(userSessions.id, actor.sessionId));
    expect(await loadActor(t.db, actor.sessionId)).toBeNull();
  });
});

describe("the app's database role", () => {
  it("reads and writes the portal's tables but cannot create, drop or grant itself more", async () => {
    // ensureAppRole on the test database, through the same interface as the embedded server
    const owner = new URL(t.url);
    const appPassword = `app-${Date.now()}`;
    const server = {
      url: (db = owner.pathname.slice(1)) => Object.assign(new URL(owner), { pathname: `/${db}` }).toString(),
      appUrl: (db = owner.pathname.slice(1)) =>
        Object.assign(new URL(owner), { pathname: `/${db}`, username: "portal_app", password: appPassword }).toString(),
      port: Number(owner.port),
      owned: false,
      stop: async () => {},
    } satisfies EmbeddedServer;
    const appUrl = await ensureAppRole(server, owner.pathname.slice(1));
    const app = new pg.Client({ connectionString: appUrl });
    try {
      await app.connect();
    } catch (e) {
      // a server that trusts every local connection (CI's initdb --auth=trust) ignores passwords: fine
      throw new Error(`app role cannot connect: ${(e as Error).message}`);
    }
    try {
      const role = await app.query("select rolsuper, rolcreatedb, rolcreaterole from pg_roles where rolname = current_user");
      expect(role.rows[0]).toEqual({ rolsuper: false, rolcreatedb: false, rolcreaterole: false });
      expect(must((await app.query<{ n: number }>("select count(*)::int as n from users")).rows[0]).n).toBeGreaterThanOrEqual(0);
      await expect(app.query("create table sneaky (x int)")).rejects.toThrow(/permission denied/);
      await expect(app.query("drop table users")).rejects.toThrow(/must be owner|permission denied/);
    } finally {
      await app.end();
    }
  });
});

describe("a production start", () => {
  it("refuses a missing secret and demo accounts before touching anything", () => {
    const r = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/start.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXTAUTH_SECRET: "",
        SEED_DEMO: "1",
        PORT: "39999",
        DATABASE_URL: inject("testAdminUrl"),
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("Refusing to start in production");
    expect(r.stderr).toContain("NEXTAUTH_SECRET");
    expect(r.stderr).toContain("SEED_DEMO");
  });

  it("refuses to run the app as a superuser", () => {
    const r = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/start.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXTAUTH_SECRET: "y".repeat(40),
        PUBLIC_URL_SE: "https://a.se",
        PUBLIC_URL_FI: "https://a.fi",
        PORT: "39998",
        DATABASE_URL: t.url,
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/rolsuper/);
  }, 70_000);
});
