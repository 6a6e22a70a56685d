import { describe, expect, it } from "vitest";
import { rateLimits } from "@/db/schema";
import { useTestDb } from "@/tests/support/test-db";
import { enforceRateLimit, hitRateLimit, type RateRule } from "./rate-limit";

const t = useTestDb({ reference: false });
const RULE: RateRule = { name: "test:ip", limit: 10, windowSeconds: 60 };

describe("database-backed rate limiter", () => {
  it("allows exactly the limit under 30 concurrent hits", async () => {
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 30 }, () => hitRateLimit(t.db, RULE, "198.51.100.1", now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(Math.max(...results.map((r) => r.retryAfterSeconds))).toBeLessThanOrEqual(60);
  });

  it("counts each subject apart and starts a new window when the old one has ended", async () => {
    const start = new Date("2030-01-01T10:00:00Z");
    for (let i = 0; i < 10; i++) expect((await hitRateLimit(t.db, RULE, "a", start)).allowed).toBe(true);
    const refused = await hitRateLimit(t.db, RULE, "a", new Date(start.getTime() + 20_000));
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 40 });
    expect((await hitRateLimit(t.db, RULE, "b", start)).allowed).toBe(true);
    expect(await hitRateLimit(t.db, RULE, "a", new Date(start.getTime() + 60_000))).toMatchObject({ allowed: true, hits: 1 });
    expect((await t.db.select().from(rateLimits)).map((r) => r.key)).toEqual(expect.arrayContaining(["test:ip:a", "test:ip:b"]));
  });

  it("enforceRateLimit throws RATE_LIMITED with the seconds to wait", async () => {
    const rule: RateRule = { name: "test:enforce", limit: 1, windowSeconds: 900 };
    const now = new Date();
    await enforceRateLimit(t.db, rule, "x", { now });
    await expect(enforceRateLimit(t.db, rule, "x", { now })).rejects.toMatchObject({
      code: "RATE_LIMITED",
      status: 429,
      values: { seconds: 900 },
    });
  });
});
