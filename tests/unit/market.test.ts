import { describe, expect, it } from "vitest";
import { marketFromHost } from "@/lib/market";
import { formatDate, todayIn } from "@/lib/market/format";

describe("market from host (spec 1 §1)", () => {
  it.each([
    ["portal.lantbruk.fi", "fi"],
    ["portal.test.fi:3000", "fi"],
    ["PORTAL.EXAMPLE.FI", "fi"],
    ["portal.example.fi.", "fi"],
    ["localhost:3000", "se"],
    ["portal.lantbruk.se", "se"],
    ["fi.portal.se", "se"],
    ["", "se"],
    [null, "se"],
  ])("%s → %s", (host, market) => {
    expect(marketFromHost(host)).toBe(market);
  });
});

describe("dates per market", () => {
  it("shows dates in the market's format and time zone", () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Stockholm (UTC+1) and Helsinki (UTC+2)
    const d = new Date("2025-12-31T23:30:00Z");
    expect(formatDate(d, "se")).toBe("2026-01-01");
    expect(formatDate(d, "fi")).toBe("1.1.2026");
    // 21:30 UTC on 30 Jun: Stockholm 23:30 (UTC+2), Helsinki already 00:30 on 1 Jul (UTC+3)
    expect(todayIn("se", new Date("2026-06-30T21:30:00Z"))).toBe("2026-06-30");
    expect(todayIn("fi", new Date("2026-06-30T21:30:00Z"))).toBe("2026-07-01");
  });
});
