/**
 * toLocal (decision 115): the local date and time of an instant, also across the daylight-saving
 * changes of both markets' zones, equal to Intl's; one frozen object per zone and minute.
 */
import { describe, expect, it } from "vitest";
import { localInstant, toLocal } from "./dates";

const intl = (instant: Date, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

describe("toLocal", () => {
  it("matches Intl around both zones' daylight-saving changes and at random instants", () => {
    const instants = [
      "2026-03-29T00:59:00Z", // Stockholm 01:59, then 03:00
      "2026-03-29T01:00:00Z",
      "2026-10-25T00:59:59Z", // Stockholm 02:59 summer time, then 02:00 winter time
      "2026-10-25T01:00:00Z",
      "2026-10-25T01:30:30Z",
      "2026-12-31T22:59:00Z", // Helsinki: the new year
      "2026-12-31T23:00:00Z",
    ].map((s) => new Date(s));
    let seed = 42;
    for (let i = 0; i < 500; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      instants.push(new Date(Date.UTC(2026, 0, 1) + (seed % (400 * 86_400)) * 1000));
    }
    for (const zone of ["Europe/Stockholm", "Europe/Helsinki"]) {
      for (const instant of instants) expect(toLocal(instant, zone), `${instant.toISOString()} ${zone}`).toEqual(intl(instant, zone));
    }
  });

  it("gives the instants of one minute one frozen object, and keeps zones apart", () => {
    const a = toLocal(new Date("2026-11-28T10:15:05Z"), "Europe/Stockholm");
    expect(toLocal(new Date("2026-11-28T10:15:59Z"), "Europe/Stockholm")).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(a).toEqual({ date: "2026-11-28", time: "11:15" });
    expect(toLocal(new Date("2026-11-28T10:15:05Z"), "Europe/Helsinki")).toEqual({ date: "2026-11-28", time: "12:15" });
  });

  it("is the inverse of localInstant", () => {
    for (const [day, minutes] of [
      ["2026-03-29", 180],
      ["2026-10-25", 150],
      ["2026-07-01", 0],
      ["2026-12-31", 1439],
    ] as const) {
      const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
      const mm = String(minutes % 60).padStart(2, "0");
      expect(toLocal(localInstant(day, minutes, "Europe/Stockholm"), "Europe/Stockholm")).toEqual({ date: day, time: `${hh}:${mm}` });
    }
  });
});
