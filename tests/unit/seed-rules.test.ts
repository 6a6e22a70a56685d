import { describe, expect, it } from "vitest";
import { demoWanted } from "@/db/seed";

describe("demo accounts", () => {
  it("are seeded on the embedded/development database", () => {
    expect(demoWanted({ NODE_ENV: "development" } as NodeJS.ProcessEnv)).toBe(true);
    expect(demoWanted({ NODE_ENV: "production" } as NodeJS.ProcessEnv)).toBe(true); // embedded: no DATABASE_URL
  });
  it("are never created in production mode unless asked for", () => {
    expect(demoWanted({ NODE_ENV: "production", DATABASE_URL: "postgres://db/portal" } as NodeJS.ProcessEnv)).toBe(false);
    expect(demoWanted({ NODE_ENV: "production", DATABASE_URL: "postgres://db/portal", SEED_DEMO: "1" } as NodeJS.ProcessEnv)).toBe(true);
    expect(demoWanted({ NODE_ENV: "development", SEED_DEMO: "0" } as NodeJS.ProcessEnv)).toBe(false);
  });
});
