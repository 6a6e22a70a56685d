import { describe, expect, it } from "vitest";
import { marketFromHost } from "@/lib/market";
import { formatDate, todayIn } from "@/lib/market/format";
import { TZDate } from "@date-fns/tz";
import { toLocal } from "@/lib/market/dates";

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

describe("toLocal with looked-up offsets (decision 101)", () => {
  const pad = (n: number) => String(n).padStart(2, "0");
  const reference = (instant: Date, timeZone: string) => {
    const z = new TZDate(instant.getTime(), timeZone);
    return { date: `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`, time: `${pad(z.getHours())}:${pad(z.getMinutes())}` };
  };
  it("equals TZDate's local date and time across DST changes, half-hour and 45-minute zones", () => {
    const zones = [
      "Europe/Stockholm",
      "Europe/Helsinki",
      "Asia/Kolkata",
      "Asia/Kathmandu",
      "America/St_Johns",
      "Australia/Lord_Howe",
      "UTC",
    ];
    const wrong: string[] = [];
    for (const zone of zones)
      for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 247 * 60_000 + 17_000) {
        const at = new Date(ms);
        const [got, want] = [toLocal(at, zone), reference(at, zone)];
        if (got.date !== want.date || got.time !== want.time) wrong.push(`${zone} ${at.toISOString()}`);
      }
    expect(wrong).toEqual([]);
  });
  it("the minutes around Stockholm's spring and autumn changes", () => {
    // 2026-03-29 01:00 UTC: 02:00 → 03:00; 2026-10-25 01:00 UTC: 03:00 → 02:00
    expect(toLocal(new Date("2026-03-29T00:59:00Z"), "Europe/Stockholm")).toEqual({ date: "2026-03-29", time: "01:59" });
    expect(toLocal(new Date("2026-03-29T01:00:00Z"), "Europe/Stockholm")).toEqual({ date: "2026-03-29", time: "03:00" });
    expect(toLocal(new Date("2026-10-25T00:59:00Z"), "Europe/Stockholm")).toEqual({ date: "2026-10-25", time: "02:59" });
    expect(toLocal(new Date("2026-10-25T01:00:00Z"), "Europe/Stockholm")).toEqual({ date: "2026-10-25", time: "02:00" });
  });
});
