/** Test data builder for time booking: a Swedish facility with one resource group, its resources open every day, and a vehicle type. */
import type { Db } from "../../db";
import { facilities, resourceGroups, resourceOpeningHours, resources, vehicleTypes } from "../../db/schema";
import { ZMakeReservationRequest, type TMakeReservationRequest } from "../../lib/time-booking/schemas";
import { must } from "./must";

export async function makeBookingGroup(
  db: Db,
  opts: { code: string; name: string; resources?: number; slotMinutes?: number; allowed?: number },
): Promise<{ groupId: number; resourceIds: number[]; vehicleTypeId: number }> {
  const f = must(
    (await db.insert(facilities).values({ market: "se", code: opts.code, name: opts.name, timeZone: "Europe/Stockholm" }).returning())[0],
  );
  const g = must(
    (
      await db
        .insert(resourceGroups)
        .values({
          facilityId: f.id,
          value: `${opts.code}-L`,
          display: `${opts.name} – lossning`,
          isLoading: false,
          allowedReservations: opts.allowed ?? 10,
        })
        .returning()
    )[0],
  );
  const resourceIds: number[] = [];
  for (let i = 0; i < (opts.resources ?? 2); i++) {
    const r = must(
      (
        await db
          .insert(resources)
          .values({ resourceGroupId: g.id, name: `Ficka ${i + 1}`, slotMinutes: opts.slotMinutes ?? 30 })
          .returning()
      )[0],
    );
    resourceIds.push(r.id);
    await db
      .insert(resourceOpeningHours)
      .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ resourceId: r.id, weekday, opensAt: 7 * 60, closesAt: 17 * 60 })));
  }
  const v = must(
    (
      await db
        .insert(vehicleTypes)
        .values({ market: "se", code: `${opts.code}V`, name: "Bil med släp" })
        .returning()
    )[0],
  );
  return { groupId: g.id, resourceIds, vehicleTypeId: v.id };
}

/** A MakeReservation request for one customer (booked by customer number) at local times "yyyy-MM-ddTHH:mm" of the group. */
export function bookingRequest(
  g: { groupId: number; vehicleTypeId: number },
  customerNo: string,
  fromTimes: string[],
): TMakeReservationRequest {
  return ZMakeReservationRequest.parse({
    SearchValue: customerNo,
    SearchType: 9,
    Qty: 30,
    VehicleAssortmentID: g.vehicleTypeId,
    ResourceId: g.groupId,
    CustomerNo: customerNo,
    SelectedDate: fromTimes[0]?.slice(0, 10),
    Item: "10110",
    LicensePlateNo: "ABC123",
    Reservations: fromTimes.map((FromTime) => ({ FromTime, ResourceId: g.groupId })),
  });
}
