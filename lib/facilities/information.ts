/**
 * The facility information editor (spec 3 §2, §4, §5, §7 "Facility information"; decision 053):
 * an owner's facilities, one facility's information, the blank form for a new one, the save
 * (create once per create key, or update), the delete (refused while future bookings exist;
 * a deleted facility is deactivated, its bookings' history kept) and the categories and
 * geography the form offers.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "@/db";
import {
  contactPersons,
  facilities,
  facilityAddresses,
  facilityCategories,
  facilityContactPersons,
  facilityOwners,
  facilitySubscriptions,
  facilityTypeLinks,
  geoPlaces,
  reservations,
  resourceGroups,
  type CategoryKind,
  type FacilityAddress,
} from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { MARKETS, type Market } from "@/lib/market";
import { facilityInMarket, ownerInMarket } from "./access";
import { DEFAULT_WAREHOUSE_SUB_TYPE, DEFAULT_WAREHOUSE_TYPE, idList } from "./rules";
import type { TAddressOut, TFacilityInformation, TFacilityInformationForm, TOption } from "./schemas";

/** LanguageCode options of the editor, with their names (Language). */
export const FACILITY_LANGUAGES = [
  { code: "sv", name: "Svenska" },
  { code: "fi", name: "Suomi" },
  { code: "en", name: "English" },
] as const;
/** FacilityPropertyType options ('Tillhörighet'): the labels are texts facilities.propertyTypes.<code>. */
export const PROPERTY_TYPES = ["own", "partner", "external"] as const;

const badRequest = (field: string, message: string) => new AppError("BAD_REQUEST", message, { fields: { [field]: [message] } });

export async function listFacilitiesByOwner(db: Db, opts: { market: Market; ownerId: number }) {
  await ownerInMarket(db, opts.market, opts.ownerId);
  const rows = await db
    .select({ id: facilities.id, name: facilities.name, show: facilities.showFacilityInfo, city: facilityAddresses.city })
    .from(facilities)
    .leftJoin(facilityAddresses, and(eq(facilityAddresses.facilityId, facilities.id), eq(facilityAddresses.addressType, 1)))
    .where(and(eq(facilities.ownerId, opts.ownerId), eq(facilities.active, true)))
    .orderBy(asc(facilities.name));
  return rows.map((r) => ({ FacilityId: r.id, FacilityName: r.name, City: r.city ?? "", ShowFacilityInfo: r.show }));
}

/** Sub-categories of a parent (or the top level without one) of a kind in the market. */
export async function listSubCategories(
  db: DbOrTx,
  opts: { market: Market; kind: CategoryKind; parentId: number | null },
): Promise<TOption[]> {
  const rows = await db
    .select({ id: facilityCategories.id, name: facilityCategories.name })
    .from(facilityCategories)
    .where(
      and(
        eq(facilityCategories.market, opts.market),
        eq(facilityCategories.kind, opts.kind),
        opts.parentId === null ? isNull(facilityCategories.parentId) : eq(facilityCategories.parentId, opts.parentId),
      ),
    )
    .orderBy(asc(facilityCategories.sortOrder), asc(facilityCategories.name));
  return rows.map((r) => ({ Value: String(r.id), Text: r.name }));
}

/** Checks that every id is a category of the kind in the market; 400 on the field otherwise. */
export async function checkCategories(db: DbOrTx, market: Market, kind: CategoryKind, ids: number[], field: string, msg: string) {
  if (!ids.length) throw badRequest(field, msg);
  const found = await db
    .select({ id: facilityCategories.id })
    .from(facilityCategories)
    .where(and(inArray(facilityCategories.id, ids), eq(facilityCategories.market, market), eq(facilityCategories.kind, kind)));
  if (found.length !== ids.length) throw badRequest(field, msg);
}

/** The geography tree (all places; small), for the country → area → region selectors. */
export async function listGeoPlaces(db: DbOrTx) {
  return db.select().from(geoPlaces).orderBy(asc(geoPlaces.name));
}

/** Country, area and region must be a chain (area of the country, region of the area). */
export async function checkGeography(
  db: DbOrTx,
  g: { countryId: number | null; areaId: number | null; regionId: number | null },
  field: string,
): Promise<void> {
  const ids = [g.countryId, g.areaId, g.regionId].filter((x): x is number => x !== null);
  const rows = ids.length ? await db.select().from(geoPlaces).where(inArray(geoPlaces.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const c = g.countryId === null ? undefined : byId.get(g.countryId);
  const a = g.areaId === null ? null : byId.get(g.areaId);
  const r = g.regionId === null ? null : byId.get(g.regionId);
  const ok =
    c?.level === "country" &&
    (a === null || (a?.level === "area" && a.parentId === c.id)) &&
    (r === null || (r?.level === "region" && a !== null && r.parentId === a?.id));
  if (!ok) throw badRequest(field, "facilities.v.geography");
}

function addressOut(a: FacilityAddress | undefined, facilityName: string, names: Map<number, string>): TAddressOut | null {
  if (!a) return null;
  return {
    FacilityId: a.facilityId,
    FacilityName: facilityName,
    AddressType: a.addressType,
    VisitingAddress: a.visitingAddress,
    VisitingAddress2: a.visitingAddress2 ?? "",
    ZipCode: a.zipCode,
    City: a.city,
    CountryId: a.countryId,
    AreaId: a.areaId,
    RegionId: a.regionId,
    Country: names.get(a.countryId) ?? "",
    Area: a.areaId ? (names.get(a.areaId) ?? "") : "",
    Region: a.regionId ? (names.get(a.regionId) ?? "") : "",
    Latitude: a.latitude,
    Longitude: a.longitude,
    PhoneNumber: a.phoneNumber ?? "",
  };
}

export async function loadFacilityInformation(db: DbOrTx, opts: { market: Market; facilityId: number }): Promise<TFacilityInformation> {
  const f = await facilityInMarket(db, opts.market, opts.facilityId);
  const [owner, types, addresses, persons, places] = await Promise.all([
    f.ownerId ? ownerInMarket(db, opts.market, f.ownerId) : Promise.resolve(null),
    db.select({ id: facilityTypeLinks.categoryId }).from(facilityTypeLinks).where(eq(facilityTypeLinks.facilityId, f.id)),
    db.select().from(facilityAddresses).where(eq(facilityAddresses.facilityId, f.id)),
    db
      .select({ id: facilityContactPersons.contactPersonId })
      .from(facilityContactPersons)
      .where(eq(facilityContactPersons.facilityId, f.id))
      .orderBy(asc(facilityContactPersons.contactPersonId)),
    listGeoPlaces(db),
  ]);
  const names = new Map(places.map((p) => [p.id, p.name]));
  return {
    FacilityId: f.id,
    CreateKey: null,
    FacilityName: f.name,
    WarehouseType: f.warehouseType,
    WarehouseSubType: f.warehouseSubType,
    FacilityType: types
      .map((t) => t.id)
      .sort((a, b) => a - b)
      .join(","),
    ShowFacilityInfo: f.showFacilityInfo,
    ExtraPhoneNumber: f.extraPhoneNumber ?? "",
    PhoneBooking: f.phoneBooking ?? "",
    PhoneAnsweringMachine: f.phoneAnsweringMachine ?? "",
    Fax: f.fax ?? "",
    Email: f.email ?? "",
    Website: f.website ?? "",
    OtherInformation: f.otherInformation ?? "",
    HarvestPeriod: { OtherInformation: f.harvestOtherInformation ?? "" },
    FacilityImageUrl: f.imageUrl ?? "",
    FacilityOwnerId: owner?.id ?? 0,
    FacilityOwnerName: owner?.name ?? "",
    FacilityInfoSource: f.infoSource ?? "",
    FacilityPropertyType: f.propertyType ?? "",
    LanguageCode: f.languageCode ?? "",
    Language: FACILITY_LANGUAGES.find((l) => l.code === f.languageCode)?.name ?? "",
    ConnectedContactPersonIds: persons.map((p) => p.id).join(","),
    PrimaryAddress: addressOut(
      addresses.find((a) => a.addressType === 1),
      f.name,
      names,
    ),
    SecondaryAddress: addressOut(
      addresses.find((a) => a.addressType === 2),
      f.name,
      names,
    ),
  };
}

/** The blank form of a new facility of the owner (create-new-facility): defaults Z1 / 1, a fresh create key. */
export async function newFacilityTemplate(db: DbOrTx, opts: { market: Market; ownerId: number }): Promise<TFacilityInformation> {
  const owner = await ownerInMarket(db, opts.market, opts.ownerId);
  return {
    FacilityId: null,
    CreateKey: randomUUID(),
    FacilityName: "",
    WarehouseType: DEFAULT_WAREHOUSE_TYPE,
    WarehouseSubType: DEFAULT_WAREHOUSE_SUB_TYPE,
    FacilityType: "",
    ShowFacilityInfo: true,
    ExtraPhoneNumber: "",
    PhoneBooking: "",
    PhoneAnsweringMachine: "",
    Fax: "",
    Email: "",
    Website: "",
    OtherInformation: "",
    HarvestPeriod: { OtherInformation: "" },
    FacilityImageUrl: "",
    FacilityOwnerId: owner.id,
    FacilityOwnerName: owner.name,
    FacilityInfoSource: "",
    FacilityPropertyType: "",
    LanguageCode: MARKETS[opts.market].language,
    Language: FACILITY_LANGUAGES.find((l) => l.code === MARKETS[opts.market].language)?.name ?? "",
    ConnectedContactPersonIds: "",
    PrimaryAddress: null,
    SecondaryAddress: null,
  };
}

type AddressForm = NonNullable<TFacilityInformationForm["PrimaryAddress"]>;

async function writeAddress(tx: Tx, facilityId: number, type: 1 | 2, a: AddressForm | null | undefined) {
  if (!a) {
    await tx.delete(facilityAddresses).where(and(eq(facilityAddresses.facilityId, facilityId), eq(facilityAddresses.addressType, type)));
    return;
  }
  const field = type === 1 ? "PrimaryAddress.CountryId" : "SecondaryAddress.CountryId";
  await checkGeography(tx, { countryId: a.CountryId, areaId: a.AreaId, regionId: a.RegionId }, field);
  const values = {
    visitingAddress: a.VisitingAddress,
    visitingAddress2: a.VisitingAddress2 || null,
    zipCode: a.ZipCode,
    city: a.City,
    countryId: a.CountryId as number,
    areaId: a.AreaId,
    regionId: a.RegionId,
    latitude: a.Latitude,
    longitude: a.Longitude,
    phoneNumber: a.PhoneNumber || null,
  };
  await tx
    .insert(facilityAddresses)
    .values({ facilityId, addressType: type, ...values })
    .onConflictDoUpdate({ target: [facilityAddresses.facilityId, facilityAddresses.addressType], set: values });
}

/**
 * Saves the information editor's form (save-facility-information): a new facility once per
 * create key (a retry answers the same id), or an update of the market's facility; types,
 * addresses and contact-person connections replaced, all in one transaction.
 */
export async function saveFacilityInformation(
  db: Db,
  opts: { actor: Actor; market: Market; form: TFacilityInformationForm; ctx?: ActionContext },
): Promise<{ id: number }> {
  const f = opts.form;
  const ownerId = Number(f.FacilityOwnerId);
  const language = FACILITY_LANGUAGES.find((l) => l.code === f.LanguageCode);
  if (!language) throw badRequest("LanguageCode", "facilities.v.languageRequired");
  if (!(PROPERTY_TYPES as readonly string[]).includes(f.FacilityPropertyType))
    throw badRequest("FacilityPropertyType", "facilities.v.propertyTypeRequired");
  return db.transaction(async (tx) => {
    await ownerInMarket(tx, opts.market, ownerId);
    const typeIds = idList(f.FacilityType);
    await checkCategories(tx, opts.market, "facility-type", typeIds, "FacilityType", "facilities.v.facilityTypeRequired");
    const values = {
      name: f.FacilityName,
      ownerId,
      warehouseType: f.WarehouseType || DEFAULT_WAREHOUSE_TYPE,
      warehouseSubType: f.WarehouseSubType || DEFAULT_WAREHOUSE_SUB_TYPE,
      showFacilityInfo: f.ShowFacilityInfo,
      extraPhoneNumber: f.ExtraPhoneNumber || null,
      phoneBooking: f.PhoneBooking || null,
      phoneAnsweringMachine: f.PhoneAnsweringMachine || null,
      fax: f.Fax || null,
      email: f.Email || null,
      website: f.Website || null,
      otherInformation: f.OtherInformation || null,
      harvestOtherInformation: f.HarvestPeriod.OtherInformation || null,
      infoSource: f.FacilityInfoSource || null,
      propertyType: f.FacilityPropertyType,
      languageCode: language.code,
      updatedAt: new Date(),
    };
    let id: number;
    let created = false;
    if (f.FacilityId === null) {
      const createKey = f.CreateKey ?? randomUUID();
      const [existing] = await tx.select({ id: facilities.id }).from(facilities).where(eq(facilities.createKey, createKey));
      if (existing) return { id: existing.id };
      const seq = await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('facilities', 'id'))::int as id`);
      id = Number(seq.rows[0]?.id);
      await tx.insert(facilities).values({
        id,
        market: opts.market,
        code: `F${id}`,
        timeZone: MARKETS[opts.market].timeZone,
        createKey,
        ...values,
      });
      created = true;
    } else {
      const current = await facilityInMarket(tx, opts.market, f.FacilityId, { lock: true });
      id = current.id;
      await tx
        .update(facilities)
        .set({ ...values, version: sql`${facilities.version} + 1` })
        .where(eq(facilities.id, id));
    }
    await tx.delete(facilityTypeLinks).where(eq(facilityTypeLinks.facilityId, id));
    await tx.insert(facilityTypeLinks).values(typeIds.map((categoryId) => ({ facilityId: id, categoryId })));
    await writeAddress(tx, id, 1, f.PrimaryAddress);
    await writeAddress(tx, id, 2, f.HasSecondaryAddress ? f.SecondaryAddress : null);
    const personIds = idList(f.ConnectedContactPersonIds);
    await tx.delete(facilityContactPersons).where(eq(facilityContactPersons.facilityId, id));
    if (personIds.length) {
      const ok = await tx
        .select({ id: contactPersons.id })
        .from(contactPersons)
        .innerJoin(facilityOwners, eq(facilityOwners.id, contactPersons.ownerId))
        .where(and(inArray(contactPersons.id, personIds), eq(facilityOwners.market, opts.market)));
      if (ok.length !== personIds.length) throw badRequest("ConnectedContactPersonIds", "facilities.v.id");
      await tx.insert(facilityContactPersons).values(personIds.map((contactPersonId) => ({ facilityId: id, contactPersonId })));
    }
    await logAction(tx, opts.actor, created ? "facilities.info.created" : "facilities.info.saved", { facilityId: id, ownerId }, opts.ctx);
    return { id };
  });
}

/**
 * Deletes a facility of the owner (delete-facility-information): refused (409) while it has
 * future bookings; otherwise deactivated (past bookings keep their facility), its subscriptions
 * and contact-person connections removed.
 */
export async function deleteFacility(
  db: Db,
  opts: { actor: Actor; market: Market; ownerId: number; facilityId: number; ctx?: ActionContext; now?: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const f = await facilityInMarket(tx, opts.market, opts.facilityId, { lock: true });
    if (f.ownerId !== opts.ownerId) throw new AppError("NOT_FOUND", "facilities.errors.facilityNotFound");
    const [future] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(reservations)
      .innerJoin(resourceGroups, eq(resourceGroups.id, reservations.resourceGroupId))
      .where(and(eq(resourceGroups.facilityId, f.id), eq(reservations.status, "booked"), gt(reservations.endsAt, opts.now ?? new Date())));
    if ((future?.n ?? 0) > 0) throw new AppError("CONFLICT", "facilities.info.deleteHasBookings", { values: { count: future?.n ?? 0 } });
    await tx.update(facilities).set({ active: false, updatedAt: new Date() }).where(eq(facilities.id, f.id));
    await tx.update(resourceGroups).set({ active: false }).where(eq(resourceGroups.facilityId, f.id));
    await tx.delete(facilitySubscriptions).where(eq(facilitySubscriptions.facilityId, f.id));
    await tx.delete(facilityContactPersons).where(eq(facilityContactPersons.facilityId, f.id));
    await logAction(tx, opts.actor, "facilities.info.deleted", { facilityId: f.id, name: f.name }, opts.ctx);
  });
}
