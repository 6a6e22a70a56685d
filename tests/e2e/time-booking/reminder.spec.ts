/**
 * Reminders in the outbox (issue 5 part 5): a booking with a 120-minute reminder shows in the staff
 * outbox as a pending booking reminder due two hours before the start; its .ics downloads; after
 * the booking is deleted the reminder is withdrawn.
 */
import { expect, login, reload, SE, test, visit } from "../support/fixtures";

interface Groups {
  Resource: { Code: string; Value: number }[];
}
interface Items {
  Vehicles: { Value: number }[];
  Items: { Value: string }[];
}
interface Slots {
  Calendar: { Days: { Date: string; TimeSlots: { FromTime: string; StartTime: string; FreeCapacity: number }[] }[] };
}
interface Made {
  makeReservations: { Status: number; ReservationId: number }[];
}

/** A weekday 3–7 days ahead. */
function aWeekdayAhead(): string {
  const d = new Date(Date.now() + 3 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

test("a booking's reminder waits in the outbox for its time, the booking downloads as .ics, deleting withdraws the reminder", async ({
  page,
}) => {
  await login(page, "staff@demo.se", { open: false });
  const api = page.context().request;
  const post = (path: string, data: unknown) => api.post(`${SE}${path}`, { data, headers: { origin: SE } });

  const groups = (await (await post("/api/time-booking/resourceGroupsByCompany", { company: "se" })).json()) as Groups;
  const group = groups.Resource.find((g) => g.Code === "UPP-L");
  if (!group) throw new Error("no resource group UPP-L");
  const items = (await (await post("/api/time-booking/loadItemsOnResourceGroup", { resourceGroupId: group.Value })).json()) as Items;
  const [vehicle] = items.Vehicles;
  const [item] = items.Items;
  if (!vehicle || !item) throw new Error("no vehicle or item at UPP-L");
  const day = aWeekdayAhead();
  const search = (await (
    await post("/api/time-booking/SearchAvailableSlots", {
      resourceGroupId: group.Value,
      selectedDate: day,
      qty: 30,
      searchType: 9,
      customerNo: "100234",
    })
  ).json()) as Slots;
  const slot = search.Calendar.Days.find((d) => d.Date === day)?.TimeSlots.find((s) => s.FreeCapacity > 0 && s.StartTime >= "10:00");
  if (!slot) throw new Error(`no free slot after 10:00 on ${day}`);
  const made = (await (
    await post("/api/time-booking/MakeReservation", {
      SearchValue: "100234",
      SearchType: 9,
      Qty: 30,
      VehicleAssortmentID: vehicle.Value,
      ResourceId: group.Value,
      CustomerNo: "100234",
      SelectedDate: day,
      Item: item.Value,
      LicensePlateNo: "REM123",
      EmailAddress: "paminnelse@example.se",
      ReminderInMinutesBefore: 120,
      IdempotencyKey: `reminder-${Date.now()}`,
      Reservations: [{ FromTime: slot.FromTime }],
    })
  ).json()) as Made;
  const [result] = made.makeReservations;
  expect(result?.Status).toBe(200);
  const id = result?.ReservationId;

  // due two hours before the start, in the facility's local time
  const [h = 0, m = 0] = slot.StartTime.split(":").map(Number);
  const due = `${day} ${String(h - 2).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
  await visit(page, `${SE}/internal/outbox`);
  const row = page.locator("tr", { hasText: "paminnelse@example.se" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Bokningspåminnelse");
  await expect(row).toContainText("Väntar");
  await expect(row).toContainText(due);
  await expect(row.locator("pre")).toContainText(`${day} kl. ${slot.StartTime}`);

  const ics = await api.get(`${SE}/api/time-booking/ics/${id}`);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  const text = await ics.text();
  expect(text).toContain("BEGIN:VEVENT");
  expect(text).toContain("TRIGGER:-PT2H");

  const deleted = await post("/api/time-booking/DeleteReservation", { reservationId: id });
  expect(deleted.status()).toBe(200);
  await reload(page);
  await expect(page.locator("tr", { hasText: "paminnelse@example.se" })).toContainText("Återkallat");
});
