import { describe, expect, it } from "vitest";
import { must } from "@/tests/support/must";
import {
  busyIndex,
  computeSlots,
  dayClock,
  freeIn,
  isFree,
  localInstant,
  resourceSlotsForDay,
  type BusyInterval,
  type OpeningHoursRow,
} from "./compute-slots";

const TZ = "Europe/Stockholm";
const weekdays = (resourceId: number, opensAt = 7 * 60, closesAt = 16 * 60): OpeningHoursRow[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ resourceId, weekday, opensAt, closesAt, validFrom: null, validTo: null }));
const past = new Date("2000-01-01T00:00:00Z");

describe("computeSlots", () => {
  it("covers 14 days from the chosen date, weekdays 07–16 in 30-minute slots", () => {
    const cal = computeSlots({
      timeZone: TZ,
      fromDate: "2025-09-01",
      resources: [{ id: 1, slotMinutes: 30 }],
      hours: weekdays(1),
      busy: [],
      now: past,
    });
    expect(cal.Days).toHaveLength(14);
    expect(must(cal.Days[0]).Date).toBe("2025-09-01");
    expect(must(cal.Days[13]).Date).toBe("2025-09-14");
    expect(must(cal.Days[0]).TimeSlots).toHaveLength(18);
    expect(must(cal.Days[0]).TimeSlots[0]).toMatchObject({
      FromTime: "2025-09-01T07:00",
      StartTime: "07:00",
      EndTime: "07:30",
      Capacity: 1,
      FreeCapacity: 1,
    });
    expect(must(must(cal.Days[0]).TimeSlots.at(-1)).StartTime).toBe("15:30");
    // Saturday and Sunday closed
    expect(must(cal.Days[5]).TimeSlots).toHaveLength(0);
    expect(must(cal.Days[5]).IsFullyBooked).toBe(false);
  });

  it("keeps local opening hours across the spring change (last Sunday of March)", () => {
    const cal = computeSlots({
      timeZone: TZ,
      fromDate: "2025-03-27",
      days: 7,
      resources: [{ id: 1, slotMinutes: 60 }],
      hours: weekdays(1),
      busy: [],
      now: past,
    });
    const fri = must(cal.Days.find((d) => d.Date === "2025-03-28"));
    const mon = must(cal.Days.find((d) => d.Date === "2025-03-31"));
    expect(fri.TimeSlots.map((s) => s.StartTime)).toEqual(mon.TimeSlots.map((s) => s.StartTime));
    expect(must(fri.TimeSlots[0]).StartTime).toBe("07:00");
    expect(must(fri.TimeSlots[0]).StartsAt).toBe("2025-03-28T06:00:00.000Z"); // CET
    expect(must(mon.TimeSlots[0]).StartsAt).toBe("2025-03-31T05:00:00.000Z"); // CEST
    expect(mon.TimeSlots).toHaveLength(9);
  });

  it("keeps local opening hours across the autumn change (last Sunday of October)", () => {
    const cal = computeSlots({
      timeZone: TZ,
      fromDate: "2025-10-24",
      days: 4,
      resources: [{ id: 1, slotMinutes: 60 }],
      hours: weekdays(1),
      busy: [],
      now: past,
    });
    const fri = must(cal.Days.find((d) => d.Date === "2025-10-24"));
    const mon = must(cal.Days.find((d) => d.Date === "2025-10-27"));
    expect(must(fri.TimeSlots[0]).StartsAt).toBe("2025-10-24T05:00:00.000Z"); // CEST
    expect(must(mon.TimeSlots[0]).StartsAt).toBe("2025-10-27T06:00:00.000Z"); // CET
    expect(mon.TimeSlots.map((s) => s.StartTime)).toEqual(fri.TimeSlots.map((s) => s.StartTime));
    expect(must(mon.TimeSlots.at(-1)).EndTime).toBe("16:00");
  });

  it("uses the facility's zone (Helsinki is one hour ahead of Stockholm)", () => {
    expect(localInstant("2025-09-01", 7 * 60, "Europe/Helsinki").toISOString()).toBe("2025-09-01T04:00:00.000Z");
  });

  it("counts free resources per slot and marks a day without free slots as fully booked", () => {
    const resources = [
      { id: 1, slotMinutes: 60 },
      { id: 2, slotMinutes: 60 },
    ];
    const hours = [...weekdays(1, 7 * 60, 9 * 60), ...weekdays(2, 7 * 60, 9 * 60)];
    const at = (h: number) => localInstant("2025-09-01", h * 60, TZ);
    const busy = [
      { resourceId: 1, startsAt: at(7), endsAt: at(8) },
      { resourceId: 1, startsAt: at(8), endsAt: at(9) },
      { resourceId: 2, startsAt: at(8), endsAt: at(9) },
    ];
    const cal = computeSlots({ timeZone: TZ, fromDate: "2025-09-01", days: 2, resources, hours, busy, now: past });
    expect(must(cal.Days[0]).TimeSlots.map((s) => [s.StartTime, s.Capacity, s.FreeCapacity])).toEqual([
      ["07:00", 2, 1],
      ["08:00", 2, 0],
    ]);
    expect(must(cal.Days[0]).IsFullyBooked).toBe(false);
    const full = computeSlots({
      timeZone: TZ,
      fromDate: "2025-09-01",
      days: 1,
      resources,
      hours,
      busy: [...busy, { resourceId: 2, startsAt: at(7), endsAt: at(8) }],
      now: past,
    });
    expect(must(full.Days[0]).IsFullyBooked).toBe(true);
  });

  it("does not offer slots that have started", () => {
    const now = localInstant("2025-09-01", 12 * 60 + 10, TZ);
    const cal = computeSlots({
      timeZone: TZ,
      fromDate: "2025-09-01",
      days: 1,
      resources: [{ id: 1, slotMinutes: 60 }],
      hours: weekdays(1),
      busy: [],
      now,
    });
    expect(
      must(cal.Days[0])
        .TimeSlots.filter((s) => s.IsAvailable)
        .map((s) => s.StartTime),
    ).toEqual(["13:00", "14:00", "15:00"]);
  });

  it("dated (harvest) hours win over the weekly hours on their days", () => {
    const hours: OpeningHoursRow[] = [
      ...weekdays(1),
      { resourceId: 1, weekday: 1, opensAt: 6 * 60, closesAt: 20 * 60, validFrom: "2025-08-01", validTo: "2025-09-30" },
    ];
    expect(resourceSlotsForDay({ id: 1, slotMinutes: 60 }, hours, "2025-09-01", TZ)).toHaveLength(14);
    expect(resourceSlotsForDay({ id: 1, slotMinutes: 60 }, hours, "2025-10-06", TZ)).toHaveLength(9);
  });
});

describe("dayClock (the calendar's fast local-time conversion)", () => {
  it("gives the same instant as localInstant for every 5th minute of ordinary and both daylight-saving days", () => {
    for (const tz of ["Europe/Stockholm", "Europe/Helsinki"]) {
      for (const day of ["2026-03-28", "2026-03-29", "2026-03-30", "2026-10-24", "2026-10-25", "2026-10-26", "2026-07-01"]) {
        // twice: the second clock comes from the remembered day offset (decision 111)
        for (const clock of [dayClock(day, tz), dayClock(day, tz)])
          for (let m = 0; m < 1440; m += 5) expect(clock(m).getTime(), `${tz} ${day} ${m}`).toBe(localInstant(day, m, tz).getTime());
      }
    }
  });

  it("keeps a day's offset per time zone: the same day in another zone is not taken from the first", () => {
    const sthlm = dayClock("2026-07-01", "Europe/Stockholm");
    const hki = dayClock("2026-07-01", "Europe/Helsinki");
    expect(sthlm.offsetMs).toBe(2 * 3_600_000);
    expect(hki.offsetMs).toBe(3 * 3_600_000);
    expect(dayClock("2026-03-29", "Europe/Stockholm").offsetMs).toBeNull();
  });
});

describe("free capacity by binary search (decision 109)", () => {
  it("agrees with a pass over every booking, also for overlapping and touching bookings", () => {
    let seed = 42; // mulberry32: the same cases on every run
    const rand = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) % n;
    };
    const base = Date.UTC(2026, 8, 1, 6);
    const min = 60_000;
    for (let round = 0; round < 200; round++) {
      const busy: BusyInterval[] = Array.from({ length: rand(12) }, () => {
        const start = base + rand(600) * min;
        return { resourceId: 1, startsAt: new Date(start), endsAt: new Date(start + (1 + rand(120)) * min) };
      });
      const index = busyIndex(busy);
      for (let k = 0; k < 40; k++) {
        const start = base + rand(700) * min;
        const slot = { resourceId: 1, fromTime: "x", startsAt: new Date(start), endsAt: new Date(start + (5 + rand(60)) * min) };
        expect(freeIn(index, slot.startsAt.getTime(), slot.endsAt.getTime()), `round ${round}`).toBe(isFree(slot, busy));
      }
    }
  });
});
