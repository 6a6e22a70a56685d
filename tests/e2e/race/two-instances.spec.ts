/**
 * No double booking with two app instances on one database (issue 5 part 3): a second portal
 * process is started on the next port against the e2e server's embedded PostgreSQL; 50 signed-in
 * MakeReservation calls for ONE slot, alternating between the two instances, yield exactly the
 * slot's free capacity, and the rest fail with the spec's reply ('Bokningsfel').
 */
import { spawn, type ChildProcess } from "node:child_process";
import { PORT, SE, expect, login, test } from "../support/fixtures";
import { withPortalDb } from "../support/portal-db";

const SECOND = PORT + 1;
const SE2 = `http://localhost:${SECOND}`;
let second: ChildProcess | null = null;

async function waitForHealth(url: string, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`second instance did not answer on ${url}`);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // the same settings as the webServer of playwright.config.ts, another HTTP port
  second = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/start.ts"], {
    env: {
      ...process.env,
      PORT: String(SECOND),
      // the first instance has built; a build here (forced, or because a source file is newer than
      // the build) would rewrite .next under the pages the other worker's tests are loading: their
      // lazily loaded chunks then came from a half-written build and the page stopped (a click that
      // never became "stable", pages that never hydrated)
      PORTAL_FORCE_BUILD: "",
      PORTAL_NO_BUILD: "1",
      DATABASE_URL: "",
      PORTAL_DATA_DIR: ".data/e2e/pg",
      PORTAL_SECRET_DIR: ".data/e2e",
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? "54339",
      UPLOAD_DIR: ".data/e2e/uploads",
      NEXTAUTH_URL: "",
      DB_CONNECT_TIMEOUT_MS: "15000",
    },
    stdio: "ignore",
    // its own process group: tsx, the start script and the Next server it starts end together
    detached: true,
  });
  await waitForHealth(SE2, 170_000);
});

// Killing only the tsx process left the Next server running on the port, and the next run of
// the suite found the port taken: end the whole group, and make sure it is gone.
test.afterAll(async () => {
  const pid = second?.pid;
  if (!second || !pid) return;
  const exited = new Promise((r) => second?.once("exit", r));
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-pid, s);
    } catch {
      /* already gone */
    }
  };
  signal("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  await new Promise((r) => setTimeout(r, 1_000)); // the Next server's own shutdown
  signal("SIGKILL");
});

interface Groups {
  Resource: { Code: string; Value: number }[];
}
interface Slots {
  Calendar: { Days: { Date: string; TimeSlots: { FromTime: string; FreeCapacity: number }[] }[] };
}
interface Made {
  makeReservations?: { Status: number }[];
  Title?: string;
}

/** A weekday 10–20 days ahead (inside the calendar's 14 days from its search date). */
function aWeekdayAhead(): string {
  const d = new Date(Date.now() + 12 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

// The race books for seeded customers (100234 among them): cancel its bookings afterwards, so the
// customers' allowed bookings per group are as seeded for every other test.
test.afterEach(async () => {
  await withPortalDb((c) =>
    c.query(`update reservations set status = 'cancelled', cancelled_at = now() where idempotency_key like 'race-%' and status = 'booked'`),
  );
});

test("50 racing bookings of one slot through two app instances yield exactly its capacity", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "staff@demo.se", { open: false });
  const api = page.context().request; // carries the session cookie (cookies are not per port)
  const post = (base: string, path: string, data: unknown) => api.post(`${base}${path}`, { data, headers: { origin: base } });

  const groups = (await (await post(SE, "/api/time-booking/resourceGroupsByCompany", { company: "se" })).json()) as Groups;
  const group = groups.Resource.find((g) => g.Code === "SKA-L");
  if (!group) throw new Error("no resource group SKA-L");
  const day = aWeekdayAhead();
  const search = (await (
    await post(SE2, "/api/time-booking/SearchAvailableSlots", {
      resourceGroupId: group.Value,
      selectedDate: day,
      qty: 30,
      searchType: 9,
      customerNo: "100234",
    })
  ).json()) as Slots;
  const slot = search.Calendar.Days.find((d) => d.Date === day)?.TimeSlots.find((s) => s.FreeCapacity >= 2);
  if (!slot) throw new Error("no free slot to race for");

  const customers = ["100234", "100310", "100412", "100518", "199999"];
  const run = Date.now();
  const replies = await Promise.all(
    Array.from({ length: 50 }, async (_, i) => {
      const customerNo = customers[i % customers.length];
      const res = await post(i % 2 ? SE2 : SE, "/api/time-booking/MakeReservation", {
        SearchValue: customerNo,
        SearchType: 9,
        Qty: 30,
        VehicleAssortmentID: 1,
        ResourceId: group.Value,
        CustomerNo: customerNo,
        SelectedDate: day,
        Item: "10110",
        LicensePlateNo: `RAC${String(i).padStart(3, "0")}`,
        IdempotencyKey: `race-${run}-${i}`,
        Reservations: [{ FromTime: slot.FromTime }],
      });
      expect(res.status(), await res.text()).toBeLessThan(500);
      return (await res.json()) as Made;
    }),
  );
  const booked = replies.filter((r) => r.makeReservations?.[0]?.Status === 200);
  const refused = replies.filter((r) => r.makeReservations?.[0]?.Status === 500);
  expect(booked).toHaveLength(slot.FreeCapacity);
  expect(refused).toHaveLength(50 - slot.FreeCapacity);
  expect(new Set(refused.map((r) => r.Title))).toEqual(new Set(["Bokningsfel"]));

  // both instances now see the slot full
  for (const base of [SE, SE2]) {
    const after = (await (
      await post(base, "/api/time-booking/SearchAvailableSlots", {
        resourceGroupId: group.Value,
        selectedDate: day,
        qty: 30,
        searchType: 9,
        customerNo: "100234",
      })
    ).json()) as Slots;
    const same = after.Calendar.Days.find((d) => d.Date === day)?.TimeSlots.find((s) => s.FromTime === slot.FromTime);
    expect(same?.FreeCapacity ?? 0).toBe(0);
  }
});
