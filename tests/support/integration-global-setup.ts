/**
 * Integration tests run against a real PostgreSQL: the server at TEST_DATABASE_URL when set
 * (CI runs the machine's PostgreSQL 15 this way), else an embedded server on `.data/test-pg`.
 * A template database is migrated once; each test file clones it (see test-db.ts).
 */
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbedded, type EmbeddedServer } from "../../db/embedded";
import { runMigrations } from "../../db/migrate";

export const TEMPLATE_DB = "portal_test_template";

let server: EmbeddedServer | null = null;

function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // TEST_PG_DIR lets parallel runs (e.g. two checkouts) keep to their own server.
    server = await startEmbedded({
      dataDir: process.env.TEST_PG_DIR ?? ".data/test-pg",
      port: Number(process.env.TEST_PG_PORT ?? 54349),
      quiet: true,
    });
    adminUrl = server.url("postgres");
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Leftovers of an interrupted run.
  const old = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'portal_t_%' or datname = $1`, [
    TEMPLATE_DB,
  ]);
  for (const r of old.rows) await admin.query(`drop database if exists "${r.datname}" with (force)`);
  await admin.query(`create database "${TEMPLATE_DB}"`);
  await admin.end();
  await runMigrations(withDatabase(adminUrl, TEMPLATE_DB));

  project.provide("testAdminUrl", adminUrl);
  return async () => {
    if (server?.owned) await server.stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    testAdminUrl: string;
  }
}
