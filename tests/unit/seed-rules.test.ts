import { describe, expect, it } from "vitest";
import { demoWanted } from "@/seed";

describe("demo accounts", () => {
  it("are seeded on development and demo runs unless switched off", () => {
    expect(demoWanted({ NODE_ENV: "development" })).toBe(true);
    expect(demoWanted({} as unknown as NodeJS.ProcessEnv)).toBe(true);
    expect(demoWanted({ DATABASE_URL: "postgres://db/portal" } as unknown as NodeJS.ProcessEnv)).toBe(true);
    expect(demoWanted({ NODE_ENV: "development", SEED_DEMO: "0" })).toBe(false);
  });
  it("are never created in a production deploy, not even with SEED_DEMO=1", () => {
    expect(demoWanted({ NODE_ENV: "production" })).toBe(false);
    expect(demoWanted({ NODE_ENV: "production", DATABASE_URL: "postgres://db/portal" })).toBe(false);
    expect(demoWanted({ NODE_ENV: "production", DATABASE_URL: "postgres://db/portal", SEED_DEMO: "1" })).toBe(false);
  });
});
