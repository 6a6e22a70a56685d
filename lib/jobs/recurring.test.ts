import { describe, expect, it } from "vitest";
import { backoffMs } from "./backoff";
import { periodKey, periodStart } from "./recurring";

describe("recurring periods", () => {
  it("every N seconds: periods aligned to the epoch", () => {
    expect(periodStart({ everySeconds: 300 }, new Date("2031-03-01T10:07:59Z")).toISOString()).toBe("2031-03-01T10:05:00.000Z");
    expect(periodStart({ everySeconds: 300 }, new Date("2031-03-01T10:10:00Z")).toISOString()).toBe("2031-03-01T10:10:00.000Z");
    expect(() => periodStart({ everySeconds: 0 }, new Date())).toThrow();
  });

  it("daily at a local time: today's when passed, else yesterday's; across daylight saving", () => {
    const s = { dailyAt: "03:15", timeZone: "Europe/Stockholm" };
    expect(periodStart(s, new Date("2031-01-10T02:15:00Z")).toISOString()).toBe("2031-01-10T02:15:00.000Z"); // 03:15 CET
    expect(periodStart(s, new Date("2031-01-10T02:14:59Z")).toISOString()).toBe("2031-01-09T02:15:00.000Z");
    expect(periodStart(s, new Date("2031-07-10T12:00:00Z")).toISOString()).toBe("2031-07-10T01:15:00.000Z"); // 03:15 CEST
    expect(periodStart({ dailyAt: "00:30", timeZone: "Europe/Helsinki" }, new Date("2031-07-09T21:45:00Z")).toISOString()).toBe(
      "2031-07-09T21:30:00.000Z",
    );
    expect(() => periodStart({ dailyAt: "3:15", timeZone: "Europe/Stockholm" }, new Date())).toThrow(/hh:mm/);
  });

  it("one key per kind and period", () => {
    expect(periodKey("cleanup", new Date("2031-01-10T02:15:00Z"))).toBe("cleanup:2031-01-10T02:15:00.000Z");
  });
});

describe("backoff", () => {
  it("doubles per attempt, stays in the upper half of the step (jitter), and is capped", () => {
    expect([1, 2, 3, 4].map((a) => backoffMs(a, () => 0))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect([1, 2, 3, 4].map((a) => backoffMs(a, () => 1))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(backoffMs(30, () => 1)).toBe(3_600_000);
    const spread = new Set(Array.from({ length: 20 }, () => backoffMs(3)));
    expect(spread.size).toBeGreaterThan(1);
  });
});
