/**
 * The opening-hours editor (spec 3 §2, §5, §7 "Opening hours"): facilities by type, one
 * facility's hours, the save (which also rewrites time booking's resource hours, so the slot
 * calendar follows at once, and lists the bookings that fall outside the new hours), and the
 * preview SMS. Decision 051.
 */
import "server-only";
import { and, asc, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "@/db";
import { readTogether } from "@/db/reads";
import {
  facilities,
  facilityCategories,
  facilityOpeningHours,
  facilityTypeLinks,
  reservations,
  resourceGroups,
  resourceOpeningHours,
  resources,
  type HourPeriod,
} from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { enqueueMessage } from "@/lib/integrations/messaging";
import { getT } from "@/lib/i18n/instance";
import { MARKETS, type Market } from "@/lib/market";
import { toLocal } from "@/lib/market/dates";
import { hoursForDay, type OpeningHoursRow } from "@/lib/time-booking/compute-slots";
import { facilityInMarket } from "./access";
import { hoursNoticeText, queueHoursNotices } from "./notify";
import { formatHour, parseHour, toMinute, WEEKDAYS } from "./rules";
import type { TFacilityHours, TOpeningHoursForm, TOption } from "./schemas";

/** The facility types of the market for the editor's first dropdown: parents, then "parent / child". */
export async function listFacilityTypeOptions(db: DbOrTx, market: Market): Promise<TOption[]> {
  const rows = await db
    .select()
    .from(facilityCategories)
    .where(and(eq(facilityCategories.market, market), eq(facilityCategories.kind, "facility-type")))
    .orderBy(asc(facilityCategories.sortOrder), asc(facilityCategories.name));
  const parents = rows.filter((r) => r.parentId === null);
  return parents.flatMap((p) => [
    { Value: String(p.id), Text: p.name },
    ...rows.filter((c) => c.parentId === p.id).map((c) => ({ Value: String(c.id), Text: `${p.name} / ${c.name}` })),
  ]);
}

/** Facilities of a type (or of its sub-types) in the market (all active ones without a type); Value = id, Text = name. */
export async function listFacilitiesByType(db: Db, opts: { market: Market; typeId: number | null }): Promise<TOption[]> {
  const base = and(eq(facilities.market, opts.market), eq(facilities.active, true));
  const rows = opts.typeId
    ? await db
        .selectDistinct({ id: facilities.id, name: facilities.name })
        .from(facilities)
        .innerJoin(facilityTypeLinks, eq(facilityTypeLinks.facilityId, facilities.id))
        .where(
          and(
            base,
            or(
              eq(facilityTypeLinks.categoryId, opts.typeId),
              inArray(
                facilityTypeLinks.categoryId,
                db.select({ id: facilityCategories.id }).from(facilityCategories).where(eq(facilityCategories.parentId, opts.typeId)),
              ),
            ),
          ),
        )
        .orderBy(asc(facilities.name))
    : await db.select({ id: facilities.id, name: facilities.name }).from(facilities).where(base).orderBy(asc(facilities.name));
  return rows.map((r) => ({ Value: String(r.id), Text: r.name }));
}

const dayName = (market: Market, weekday: number) => String(getT(MARKETS[market].language)(`facilities.days.${weekday}`));

/** One facility's hours and contact fields as the editor shows them. */
export async function loadFacilityHours(db: DbOrTx, opts: { market: Market; facilityId: number }): Promise<TFacilityHours> {
  const f = await facilityInMarket(db, opts.market, opts.facilityId);
  // together on the pool, in turn on a transaction (saveOpeningHours)
  const [rows, types] = await readTogether(
    db,
    () => db.select().from(facilityOpeningHours).where(eq(facilityOpeningHours.facilityId, f.id)),
    () => db.select({ id: facilityTypeLinks.categoryId }).from(facilityTypeLinks).where(eq(facilityTypeLinks.facilityId, f.id)),
  );
  const days = (period: HourPeriod) =>
    WEEKDAYS.map((wd) => {
      const r = rows.find((x) => x.period === period && x.weekday === wd);
      return {
        Day: dayName(opts.market, wd),
        Weekday: wd,
        FromHour: formatHour(r?.fromMinute ?? null),
        ToHour: formatHour(r?.toMinute ?? null),
        Information: r?.information ?? "",
      };
    });
  return {
    FacilityId: f.id,
    FacilityName: f.name,
    FacilityType: types.map((t) => t.id).join(","),
    ExtraPhoneNumber: f.extraPhoneNumber ?? "",
    PhoneBooking: f.phoneBooking ?? "",
    PhoneAnsweringMachine: f.phoneAnsweringMachine ?? "",
    Fax: f.fax ?? "",
    Email: f.email ?? "",
    Website: f.website ?? "",
    OtherInformation: f.otherInformation ?? "",
    NormalPeriod: { OpeningHours: days("normal") },
    HarvestPeriod: {
      FromDate: f.harvestFrom ?? "",
      ToDate: f.harvestTo ?? "",
      OtherInformation: f.harvestOtherInformation ?? "",
      OpeningHours: days("harvest"),
    },
    FacilityImageUrl: f.imageUrl ?? "",
    Version: f.version,
  };
}

interface DayRow {
  weekday: number;
  fromMinute: number | null;
  toMinute: number | null;
  information: string | null;
}

/** The form's days → one row per weekday (by position: Monday first, as the editor sends them). */
export function formDays(days: TOpeningHoursForm["NormalPeriod"]["OpeningHours"]): DayRow[] {
  return WEEKDAYS.map((wd, i) => {
    const d = days[i];
    const from = parseHour(d?.FromHour);
    const to = parseHour(d?.ToHour);
    const both = from !== null && to !== null && !Number.isNaN(from) && !Number.isNaN(to);
    return {
      weekday: wd,
      fromMinute: both ? from : null,
      toMinute: both ? toMinute(to) : null,
      information: d?.Information ? d.Information : null,
    };
  });
}

export interface BookingOutside {
  reservationId: number;
  customerNo: string;
  customerName: string;
  resourceGroup: string;
  startsAt: string;
  endsAt: string;
}

/**
 * Rewrites the resource hours of the facility's time-booking resources from the published
 * hours: the normal days as undated rows, the harvest days (when the period has dates) as rows
 * valid in the period, which win on their days (lib/time-booking/compute-slots). A harvest day
 * without hours keeps the normal hours of that weekday.
 */
async function syncResourceHours(
  tx: Tx,
  facilityId: number,
  normal: DayRow[],
  harvest: DayRow[],
  period: { from: string; to: string } | null,
) {
  const res = await tx
    .select({ id: resources.id })
    .from(resources)
    .innerJoin(resourceGroups, eq(resourceGroups.id, resources.resourceGroupId))
    .where(eq(resourceGroups.facilityId, facilityId));
  const ids = res.map((r) => r.id);
  if (!ids.length) return [] as number[];
  await tx.delete(resourceOpeningHours).where(inArray(resourceOpeningHours.resourceId, ids));
  const rows: (typeof resourceOpeningHours.$inferInsert)[] = [];
  for (const id of ids) {
    for (const d of normal)
      if (d.fromMinute !== null && d.toMinute !== null)
        rows.push({ resourceId: id, weekday: d.weekday, opensAt: d.fromMinute, closesAt: d.toMinute });
    if (period)
      for (const d of harvest)
        if (d.fromMinute !== null && d.toMinute !== null)
          rows.push({
            resourceId: id,
            weekday: d.weekday,
            opensAt: d.fromMinute,
            closesAt: d.toMinute,
            validFrom: period.from,
            validTo: period.to,
          });
  }
  if (rows.length) await tx.insert(resourceOpeningHours).values(rows);
  return ids;
}

/** Future booked reservations of these resources that no longer fit the resource's hours. */
async function bookingsOutsideHours(tx: Tx, resourceIds: number[], timeZone: string, now: Date): Promise<BookingOutside[]> {
  if (!resourceIds.length) return [];
  // one after the other: a transaction's one client takes one query at a time
  const hours = await tx.select().from(resourceOpeningHours).where(inArray(resourceOpeningHours.resourceId, resourceIds));
  const booked = await tx
    .select({
      id: reservations.id,
      resourceId: reservations.resourceId,
      startsAt: reservations.startsAt,
      endsAt: reservations.endsAt,
      customerNo: reservations.customerNo,
      customerName: reservations.customerName,
      group: resourceGroups.display,
    })
    .from(reservations)
    .innerJoin(resourceGroups, eq(resourceGroups.id, reservations.resourceGroupId))
    .where(and(inArray(reservations.resourceId, resourceIds), eq(reservations.status, "booked"), gt(reservations.startsAt, now)))
    .orderBy(asc(reservations.startsAt));
  const rows: OpeningHoursRow[] = hours.map((h) => ({ ...h, validFrom: h.validFrom, validTo: h.validTo }));
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return booked
    .filter((b) => {
      const s = toLocal(b.startsAt, timeZone);
      const e = toLocal(b.endsAt, timeZone);
      const start = minutes(s.time);
      const end = e.date === s.date ? minutes(e.time) : 1440;
      return !hoursForDay(rows, b.resourceId, s.date).some((h) => h.opensAt <= start && end <= h.closesAt);
    })
    .map((b) => ({
      reservationId: b.id,
      customerNo: b.customerNo,
      customerName: b.customerName,
      resourceGroup: b.group,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
    }));
}

async function writeHours(tx: Tx, facilityId: number, period: HourPeriod, days: DayRow[]) {
  await tx
    .delete(facilityOpeningHours)
    .where(and(eq(facilityOpeningHours.facilityId, facilityId), eq(facilityOpeningHours.period, period)));
  await tx.insert(facilityOpeningHours).values(days.map((d) => ({ facilityId, period, ...d })));
}

/**
 * Saves the hours and contact fields (spec 3 §7 save-facility-opening-hours), in one transaction
 * with the facility row locked; with notifySubscribers, one notice per subscriber through the
 * outbox (at most once per save key and user, so a retried save never notifies twice).
 */
export async function saveOpeningHours(
  db: Db,
  opts: {
    actor: Actor;
    market: Market;
    form: TOpeningHoursForm;
    notifySubscribers: boolean;
    effectivePeriod: boolean;
    idempotencyKey?: string;
    ctx?: ActionContext;
    now?: Date;
  },
): Promise<{ notifiedSubscribers: number; bookingsOutsideHours: BookingOutside[] }> {
  const now = opts.now ?? new Date();
  const f = opts.form;
  return db.transaction(async (tx) => {
    const facility = await facilityInMarket(tx, opts.market, f.FacilityId, { lock: true });
    const normal = formDays(f.NormalPeriod.OpeningHours);
    const harvest = formDays(f.HarvestPeriod.OpeningHours);
    const period =
      f.HarvestPeriod.FromDate && f.HarvestPeriod.ToDate ? { from: f.HarvestPeriod.FromDate, to: f.HarvestPeriod.ToDate } : null;
    const [updated] = await tx
      .update(facilities)
      .set({
        extraPhoneNumber: f.ExtraPhoneNumber || null,
        phoneBooking: f.PhoneBooking || null,
        phoneAnsweringMachine: f.PhoneAnsweringMachine || null,
        fax: f.Fax || null,
        email: f.Email || null,
        website: f.Website || null,
        otherInformation: f.OtherInformation || null,
        harvestFrom: period?.from ?? null,
        harvestTo: period?.to ?? null,
        harvestOtherInformation: f.HarvestPeriod.OtherInformation || null,
        version: sql`${facilities.version} + 1`,
        updatedAt: now,
      })
      .where(eq(facilities.id, facility.id))
      .returning({ version: facilities.version });
    await writeHours(tx, facility.id, "normal", normal);
    await writeHours(tx, facility.id, "harvest", harvest);
    const resourceIds = await syncResourceHours(tx, facility.id, normal, harvest, period);
    const outside = await bookingsOutsideHours(tx, resourceIds, facility.timeZone, now);
    let notified = 0;
    if (opts.notifySubscribers) {
      const hours = await loadFacilityHours(tx, { market: opts.market, facilityId: facility.id });
      notified = await queueHoursNotices(tx, {
        market: opts.market,
        facilityId: facility.id,
        text: hoursNoticeText(opts.market, hours, { effective: opts.effectivePeriod, today: toLocal(now, facility.timeZone).date }),
        saveKey: opts.idempotencyKey ?? `v${updated?.version ?? 0}`,
      });
    }
    await logAction(
      tx,
      opts.actor,
      "facilities.hours.saved",
      {
        facilityId: facility.id,
        version: updated?.version,
        notifySubscribers: opts.notifySubscribers,
        notified,
        bookingsOutsideHours: outside.map((b) => b.reservationId),
      },
      opts.ctx,
    );
    return { notifiedSubscribers: notified, bookingsOutsideHours: outside };
  });
}

/** The preview SMS (send-facility-opening-hours-preview): the text the subscribers would get, to one number. */
export async function sendHoursPreview(
  db: Db,
  opts: {
    actor: Actor;
    market: Market;
    form: TOpeningHoursForm;
    phoneNumber: string;
    effectivePeriod: boolean;
    ctx?: ActionContext;
    now?: Date;
  },
): Promise<void> {
  const facility = await facilityInMarket(db, opts.market, opts.form.FacilityId);
  const f = opts.form;
  const hours: TFacilityHours = {
    ...(await loadFacilityHours(db, { market: opts.market, facilityId: facility.id })),
    NormalPeriod: { OpeningHours: previewDays(opts.market, f.NormalPeriod.OpeningHours) },
    HarvestPeriod: {
      FromDate: f.HarvestPeriod.FromDate,
      ToDate: f.HarvestPeriod.ToDate,
      OtherInformation: f.HarvestPeriod.OtherInformation,
      OpeningHours: previewDays(opts.market, f.HarvestPeriod.OpeningHours),
    },
  };
  const today = toLocal(opts.now ?? new Date(), facility.timeZone).date;
  await db.transaction(async (tx) => {
    await enqueueMessage(tx, {
      channel: "sms",
      kind: "facility-hours-preview",
      recipient: opts.phoneNumber.trim(),
      body: hoursNoticeText(opts.market, hours, { effective: opts.effectivePeriod, today }),
    });
    await logAction(
      tx,
      opts.actor,
      "facilities.hours.preview",
      { facilityId: facility.id, phoneNumber: opts.phoneNumber.trim() },
      opts.ctx,
    );
  });
}

function previewDays(market: Market, days: TOpeningHoursForm["NormalPeriod"]["OpeningHours"]) {
  return formDays(days).map((d) => ({
    Day: dayName(market, d.weekday),
    Weekday: d.weekday,
    FromHour: formatHour(d.fromMinute),
    ToHour: formatHour(d.toMinute),
    Information: d.information ?? "",
  }));
}
