/**
 * Contact persons (spec 3 §2, §3, §5, §7 "Contact persons"; decision 053) and their connections
 * to facilities, made from either side (the facility editor or the contact-person page) on the
 * one table `facility_contact_persons`. Only the market's staff (route roles); a person and a
 * facility are connected only within one market.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import {
  contactPersonBusinessAreas,
  contactPersons,
  facilities,
  facilityAddresses,
  facilityContactPersons,
  facilityOwners,
} from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { Market } from "@/lib/market";
import { contactPersonInMarket, facilityInMarket, ownerInMarket } from "./access";
import { checkCategories, checkGeography, listGeoPlaces } from "./information";
import { idList } from "./rules";
import type { TContactPersonForm, TContactPersonInformation } from "./schemas";

const personRow = (p: typeof contactPersons.$inferSelect) => ({
  ContactPersonId: p.id,
  ContactPersonFirstName: p.firstName,
  ContactPersonLastName: p.lastName,
  PrimaryRole: p.primaryRole,
  CellNumber: p.cellNumber ?? "",
  Email: p.email ?? "",
});

export async function listContactPersonsByOwner(db: DbOrTx, opts: { market: Market; ownerId: number }) {
  await ownerInMarket(db, opts.market, opts.ownerId);
  const rows = await db
    .select()
    .from(contactPersons)
    .where(eq(contactPersons.ownerId, opts.ownerId))
    .orderBy(asc(contactPersons.lastName), asc(contactPersons.firstName));
  return rows.map(personRow);
}

export async function loadContactPerson(db: DbOrTx, opts: { market: Market; contactPersonId: number }): Promise<TContactPersonInformation> {
  const p = await contactPersonInMarket(db, opts.market, opts.contactPersonId);
  const [areas, links, places, manager] = await Promise.all([
    db
      .select({ id: contactPersonBusinessAreas.categoryId })
      .from(contactPersonBusinessAreas)
      .where(eq(contactPersonBusinessAreas.contactPersonId, p.id)),
    db
      .select({ id: facilityContactPersons.facilityId })
      .from(facilityContactPersons)
      .innerJoin(facilities, eq(facilities.id, facilityContactPersons.facilityId))
      .where(and(eq(facilityContactPersons.contactPersonId, p.id), eq(facilities.active, true))),
    listGeoPlaces(db),
    p.managerId ? db.select().from(contactPersons).where(eq(contactPersons.id, p.managerId)) : Promise.resolve([]),
  ]);
  const names = new Map(places.map((x) => [x.id, x.name]));
  const m = manager[0];
  return {
    ContactPersonId: p.id,
    CreateKey: null,
    ContactPersonFirstName: p.firstName,
    ContactPersonLastName: p.lastName,
    ContactPersonOwnerId: p.ownerId,
    ContactPersonOwnerName: p.ownerName,
    ContactPersonBusinessAreas: areas
      .map((a) => a.id)
      .sort((a, b) => a - b)
      .join(","),
    PrimaryRole: p.primaryRole,
    SecondaryRole: p.secondaryRole ?? "",
    PhoneNumber: p.phoneNumber ?? "",
    CellNumber: p.cellNumber ?? "",
    Email: p.email ?? "",
    EmploymentType: p.employmentType ?? "",
    ContactPersonInfoSource: p.infoSource ?? "",
    ShowContactPersonInfo: p.showInfo,
    Description: p.description ?? "",
    ContactPersonImageUrl: p.imageUrl ?? "",
    City: p.city ?? "",
    CountryId: p.countryId,
    AreaId: p.areaId,
    RegionId: p.regionId,
    ManagerId: p.managerId,
    Country: names.get(p.countryId) ?? "",
    Area: p.areaId ? (names.get(p.areaId) ?? "") : "",
    Region: p.regionId ? (names.get(p.regionId) ?? "") : "",
    ManagerName: m ? `${m.firstName} ${m.lastName}` : "",
    ConnectedFacilityIds: links
      .map((l) => l.id)
      .sort((a, b) => a - b)
      .join(","),
  };
}

export async function newContactPersonTemplate(db: DbOrTx, opts: { market: Market; ownerId: number }): Promise<TContactPersonInformation> {
  const owner = await ownerInMarket(db, opts.market, opts.ownerId);
  return {
    ContactPersonId: null,
    CreateKey: randomUUID(),
    ContactPersonFirstName: "",
    ContactPersonLastName: "",
    ContactPersonOwnerId: owner.id,
    ContactPersonOwnerName: owner.name,
    ContactPersonBusinessAreas: "",
    PrimaryRole: "",
    SecondaryRole: "",
    PhoneNumber: "",
    CellNumber: "",
    Email: "",
    EmploymentType: "",
    ContactPersonInfoSource: "",
    ShowContactPersonInfo: true,
    Description: "",
    ContactPersonImageUrl: "",
    City: "",
    CountryId: null,
    AreaId: null,
    RegionId: null,
    ManagerId: null,
    Country: "",
    Area: "",
    Region: "",
    ManagerName: "",
    ConnectedFacilityIds: "",
  };
}

const badRequest = (field: string, message: string) => new AppError("BAD_REQUEST", message, { fields: { [field]: [message] } });

/** Saves a contact person: created once per create key, or updated; business areas and facility connections replaced. */
export async function saveContactPerson(
  db: Db,
  opts: { actor: Actor; market: Market; form: TContactPersonForm; ctx?: ActionContext },
): Promise<{ id: number }> {
  const f = opts.form;
  const ownerId = Number(f.ContactPersonOwnerId);
  const countryId = Number(f.CountryId);
  return db.transaction(async (tx) => {
    await ownerInMarket(tx, opts.market, ownerId);
    const areaIds = idList(f.ContactPersonBusinessAreas);
    await checkCategories(tx, opts.market, "business-area", areaIds, "ContactPersonBusinessAreas", "facilities.v.cp.businessAreaRequired");
    await checkGeography(
      tx,
      { countryId: Number.isSafeInteger(countryId) ? countryId : null, areaId: f.AreaId, regionId: f.RegionId },
      "CountryId",
    );
    if (f.ManagerId !== null) {
      const manager = await contactPersonInMarket(tx, opts.market, f.ManagerId).catch(() => null);
      if (!manager || manager.id === f.ContactPersonId) throw badRequest("ManagerId", "facilities.v.id");
    }
    const values = {
      ownerId,
      firstName: f.ContactPersonFirstName,
      lastName: f.ContactPersonLastName,
      primaryRole: f.PrimaryRole,
      secondaryRole: f.SecondaryRole || null,
      phoneNumber: f.PhoneNumber || null,
      cellNumber: f.CellNumber || null,
      email: f.Email || null,
      employmentType: f.EmploymentType || null,
      infoSource: f.ContactPersonInfoSource || null,
      showInfo: f.ShowContactPersonInfo,
      description: f.Description || null,
      city: f.City || null,
      countryId,
      areaId: f.AreaId,
      regionId: f.RegionId,
      managerId: f.ManagerId,
    };
    let id: number;
    let created = false;
    if (f.ContactPersonId === null) {
      const createKey = f.CreateKey ?? randomUUID();
      const [existing] = await tx.select({ id: contactPersons.id }).from(contactPersons).where(eq(contactPersons.createKey, createKey));
      if (existing) return { id: existing.id };
      const [row] = await tx
        .insert(contactPersons)
        .values({ ...values, createKey })
        .returning({ id: contactPersons.id });
      id = row?.id ?? 0;
      created = true;
    } else {
      const current = await contactPersonInMarket(tx, opts.market, f.ContactPersonId, { lock: true });
      id = current.id;
      await tx.update(contactPersons).set(values).where(eq(contactPersons.id, id));
    }
    await tx.delete(contactPersonBusinessAreas).where(eq(contactPersonBusinessAreas.contactPersonId, id));
    await tx.insert(contactPersonBusinessAreas).values(areaIds.map((categoryId) => ({ contactPersonId: id, categoryId })));
    const facilityIds = idList(f.ConnectedFacilityIds);
    await tx.delete(facilityContactPersons).where(eq(facilityContactPersons.contactPersonId, id));
    if (facilityIds.length) {
      const ok = await tx
        .select({ id: facilities.id })
        .from(facilities)
        .where(and(inArray(facilities.id, facilityIds), eq(facilities.market, opts.market), eq(facilities.active, true)));
      if (ok.length !== facilityIds.length) throw badRequest("ConnectedFacilityIds", "facilities.v.id");
      await tx.insert(facilityContactPersons).values(facilityIds.map((facilityId) => ({ facilityId, contactPersonId: id })));
    }
    await logAction(
      tx,
      opts.actor,
      created ? "facilities.contactPerson.created" : "facilities.contactPerson.saved",
      { contactPersonId: id, ownerId },
      opts.ctx,
    );
    return { id };
  });
}

export async function deleteContactPerson(
  db: Db,
  opts: { actor: Actor; market: Market; ownerId: number; contactPersonId: number; ctx?: ActionContext },
): Promise<void> {
  await db.transaction(async (tx) => {
    const p = await contactPersonInMarket(tx, opts.market, opts.contactPersonId, { lock: true });
    if (p.ownerId !== opts.ownerId) throw new AppError("NOT_FOUND", "facilities.errors.contactPersonNotFound");
    await tx.delete(contactPersons).where(eq(contactPersons.id, p.id));
    await logAction(
      tx,
      opts.actor,
      "facilities.contactPerson.deleted",
      { contactPersonId: p.id, name: `${p.firstName} ${p.lastName}` },
      opts.ctx,
    );
  });
}

export async function isConnected(db: DbOrTx, opts: { market: Market; facilityId: number; contactPersonId: number }) {
  await facilityInMarket(db, opts.market, opts.facilityId);
  await contactPersonInMarket(db, opts.market, opts.contactPersonId);
  const [row] = await db
    .select({ id: facilityContactPersons.facilityId })
    .from(facilityContactPersons)
    .where(and(eq(facilityContactPersons.facilityId, opts.facilityId), eq(facilityContactPersons.contactPersonId, opts.contactPersonId)));
  return Boolean(row);
}

/** Connects or disconnects (idempotent either way); answers both sides' lists. */
export async function setConnection(
  db: Db,
  opts: { actor: Actor; market: Market; facilityId: number; contactPersonId: number; connect: boolean; ctx?: ActionContext },
) {
  await db.transaction(async (tx) => {
    await facilityInMarket(tx, opts.market, opts.facilityId);
    await contactPersonInMarket(tx, opts.market, opts.contactPersonId);
    const where = and(
      eq(facilityContactPersons.facilityId, opts.facilityId),
      eq(facilityContactPersons.contactPersonId, opts.contactPersonId),
    );
    if (opts.connect)
      await tx
        .insert(facilityContactPersons)
        .values({ facilityId: opts.facilityId, contactPersonId: opts.contactPersonId })
        .onConflictDoNothing();
    else await tx.delete(facilityContactPersons).where(where);
    await logAction(
      tx,
      opts.actor,
      opts.connect ? "facilities.connection.added" : "facilities.connection.removed",
      { facilityId: opts.facilityId, contactPersonId: opts.contactPersonId },
      opts.ctx,
    );
  });
  const persons = await db
    .select({ p: contactPersons })
    .from(facilityContactPersons)
    .innerJoin(contactPersons, eq(contactPersons.id, facilityContactPersons.contactPersonId))
    .where(eq(facilityContactPersons.facilityId, opts.facilityId))
    .orderBy(asc(contactPersons.lastName));
  const facilityRows = await db
    .select({ id: facilities.id, name: facilities.name, show: facilities.showFacilityInfo, city: facilityAddresses.city })
    .from(facilityContactPersons)
    .innerJoin(facilities, eq(facilities.id, facilityContactPersons.facilityId))
    .leftJoin(facilityAddresses, and(eq(facilityAddresses.facilityId, facilities.id), eq(facilityAddresses.addressType, 1)))
    .where(and(eq(facilityContactPersons.contactPersonId, opts.contactPersonId), eq(facilities.active, true)))
    .orderBy(asc(facilities.name));
  return {
    facilityConnectedContactPersons: persons.map((r) => personRow(r.p)),
    contactPersonConnectedFacilities: facilityRows.map((r) => ({
      FacilityId: r.id,
      FacilityName: r.name,
      City: r.city ?? "",
      ShowFacilityInfo: r.show,
    })),
  };
}

/** A facility's summary for the contact-person page (contact-person-facility-information). */
export async function facilitySummary(db: DbOrTx, opts: { market: Market; facilityId: number }) {
  const f = await facilityInMarket(db, opts.market, opts.facilityId);
  const [a] = await db
    .select({ city: facilityAddresses.city })
    .from(facilityAddresses)
    .where(and(eq(facilityAddresses.facilityId, f.id), eq(facilityAddresses.addressType, 1)));
  return { FacilityId: f.id, FacilityName: f.name, City: a?.city ?? "", ShowFacilityInfo: f.showFacilityInfo };
}

/** The facilities of the market a person can be connected to (the contact-person page's list). */
export async function listMarketFacilities(db: DbOrTx, market: Market) {
  return db
    .select({ id: facilities.id, name: facilities.name, ownerId: facilities.ownerId })
    .from(facilities)
    .where(and(eq(facilities.market, market), eq(facilities.active, true)))
    .orderBy(asc(facilities.name));
}

export async function listOwners(db: DbOrTx, market: Market) {
  return db.select().from(facilityOwners).where(eq(facilityOwners.market, market)).orderBy(asc(facilityOwners.name));
}
