import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests against the built portal on its own embedded database (.data/e2e, wiped per
 * run), in Debian's Chromium. `*.test.fi` resolves to 127.0.0.1 so a test can visit the Finnish
 * market at http://portal.test.fi:3100.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--host-resolver-rules=MAP *.test.fi 127.0.0.1, MAP *.test.se 127.0.0.1",
      ],
    },
  },
  webServer: {
    command: "node -e \"require('fs').rmSync('.data/e2e',{recursive:true,force:true})\" && npx tsx scripts/start.ts",
    url: `http://localhost:${PORT}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATABASE_URL: "",
      PORTAL_DATA_DIR: ".data/e2e/pg",
      PORTAL_SECRET_DIR: ".data/e2e",
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? "54339",
      UPLOAD_DIR: ".data/e2e/uploads",
      NEXTAUTH_URL: "",
    },
  },
});
