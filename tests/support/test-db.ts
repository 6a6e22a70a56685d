/**
 * A fresh, migrated database for one integration test file:
 *   const t = useTestDb();  // in the file's top level
 *   ... t.db inside tests
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, beforeAll, inject } from "vitest";
import type { Db } from "../../db";
import * as schema from "../../db/schema";
import { nameStatements } from "../../db/named-statements";
import { seedReference } from "../../seed";

const TEMPLATE_DB = "portal_test_template";

export interface TestDb {
  db: Db;
  pool: pg.Pool;
  url: string;
}

export function useTestDb(opts: { reference?: boolean } = {}): TestDb {
  const handle = {} as TestDb;
  const name = `portal_t_${randomBytes(6).toString("hex")}`;
  const adminUrl = inject("testAdminUrl");
  const url = (() => {
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    return u.toString();
  })();

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // Cloning a template needs it unused; retry briefly if another file is cloning right now.
    for (let i = 0; ; i++) {
      try {
        await admin.query(`create database "${name}" template "${TEMPLATE_DB}"`);
        break;
      } catch (e) {
        if (i > 50 || !/being accessed by other users/.test((e as Error).message)) throw e;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    await admin.end();
    // A test database need not survive a crash: commits do not wait for the disk (a CI machine's
    // slow fsync made a 50-way booking race exceed its timeout while another file was writing).
    // as the app's pool: statements named per connection (decision 109)
    handle.pool = nameStatements(new pg.Pool({ connectionString: url, max: 30, options: "-c synchronous_commit=off" }));
    handle.pool.on("error", () => {});
    handle.db = drizzle(handle.pool, { schema });
    handle.url = url;
    if (opts.reference !== false) await seedReference(handle.db);
  });

  afterAll(async () => {
    await handle.pool?.end();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  return handle;
}
