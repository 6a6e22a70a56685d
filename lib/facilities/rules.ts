/**
 * The editors' rules of spec 3 §5 (Opening hours, Harvest period, Opening-hours editor fields,
 * Facility information editor, Contact person, Coordinates lookup), pure and shared by the
 * screens (the modal of bullets) and the server (400 with the same messages). Each failure is a
 * translation key under `facilities.v.*` whose Swedish text is the spec's exact message.
 */
import { isEmail } from "@/lib/validation/email-rules";

export interface RuleError {
  /** the field path, e.g. "NormalPeriod.OpeningHours.0.ToHour" */
  field: string;
  /** translation key */
  message: string;
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const DEFAULT_WAREHOUSE_TYPE = "Z1";
export const DEFAULT_WAREHOUSE_SUB_TYPE = "1";
export const MAX_SUBSCRIPTIONS = 10;

/** "HH:MM" (or "HHMM", "H") → minutes after midnight; "" → null; anything else → NaN. */
export function parseHour(value: string | null | undefined): number | null {
  const s = (value ?? "").trim();
  if (!s) return null;
  const m = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(s);
  if (!m) return NaN;
  const h = Number(m[1]);
  const min = m[2] ? Number(m[2]) : 0;
  if (h > 24 || min > 59 || (h === 24 && min > 0)) return NaN;
  return h * 60 + min;
}

/** Minutes → "HH:MM" (1440 → "00:00": hour 0 as the end of the day). */
export function formatHour(minutes: number | null): string {
  if (minutes === null) return "";
  const m = minutes % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/** A to-hour: hour 0 counts as 2400 (the end of the day). */
export const toMinute = (minutes: number): number => (minutes === 0 ? 1440 : minutes);

export interface DayHoursInput {
  Day?: string | number | null;
  FromHour?: string | null;
  ToHour?: string | null;
  Information?: string | null;
}

const text = (v: unknown): string => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

/** One period's days (spec 3 §5 "Opening hours"). */
export function checkDays(days: DayHoursInput[], path: string, infoMax = 120): RuleError[] {
  const errors: RuleError[] = [];
  days.forEach((d, i) => {
    const from = parseHour(d.FromHour);
    const to = parseHour(d.ToHour);
    const at = `${path}.${i}`;
    if (Number.isNaN(from)) errors.push({ field: `${at}.FromHour`, message: "facilities.v.fromHourFormat" });
    if (Number.isNaN(to)) errors.push({ field: `${at}.ToHour`, message: "facilities.v.toHourFormat" });
    if (from === null && to !== null) errors.push({ field: `${at}.FromHour`, message: "facilities.v.fromHourRequired" });
    if (to === null && from !== null) errors.push({ field: `${at}.ToHour`, message: "facilities.v.toHourRequired" });
    if (from !== null && to !== null && !Number.isNaN(from) && !Number.isNaN(to) && toMinute(to) <= from)
      errors.push({ field: `${at}.ToHour`, message: "facilities.v.toHourAfterFrom" });
    if (text(d.Information).length > infoMax) errors.push({ field: `${at}.Information`, message: "facilities.v.dayInformationMax" });
  });
  return errors;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The harvest period's dates (spec 3 §5 "Harvest period"). */
export function checkHarvestDates(fromDate: unknown, toDate: unknown, path = "HarvestPeriod"): RuleError[] {
  const from = text(fromDate);
  const to = text(toDate);
  const errors: RuleError[] = [];
  if (from && !ISO_DATE.test(from)) errors.push({ field: `${path}.FromDate`, message: "facilities.v.dateFormat" });
  if (to && !ISO_DATE.test(to)) errors.push({ field: `${path}.ToDate`, message: "facilities.v.dateFormat" });
  if (!from && to) errors.push({ field: `${path}.FromDate`, message: "facilities.v.fromDateRequired" });
  if (from && !to) errors.push({ field: `${path}.ToDate`, message: "facilities.v.toDateRequired" });
  if (from && to && ISO_DATE.test(from) && ISO_DATE.test(to) && to < from)
    errors.push({ field: `${path}.ToDate`, message: "facilities.v.toDateAfterFrom" });
  return errors;
}

const WEBSITE = /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}$/i;
export const isWebsite = (s: string): boolean => {
  if (!WEBSITE.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.includes(".");
  } catch {
    return false;
  }
};

/** Limits shared by both facility editors (spec 3 §5 "Opening-hours editor fields"). */
export function checkContactFields(r: Record<string, unknown>, otherMax: number): RuleError[] {
  const errors: RuleError[] = [];
  const max = (field: string, n: number, key: string) => {
    if (text(r[field]).length > n) errors.push({ field, message: `facilities.v.${key}` });
  };
  max("ExtraPhoneNumber", 20, "extraPhoneMax");
  max("PhoneBooking", 50, "phoneBookingMax");
  max("PhoneAnsweringMachine", 20, "answeringMachineMax");
  max("Fax", 20, "faxMax");
  const email = text(r.Email);
  if (email && (email.length > 255 || !isEmail(email))) errors.push({ field: "Email", message: "facilities.v.email" });
  const website = text(r.Website);
  if (website && (website.length > 255 || !isWebsite(website))) errors.push({ field: "Website", message: "facilities.v.website" });
  max("OtherInformation", otherMax, otherMax === 120 ? "otherInformationMax120" : "otherInformationMax1200");
  return errors;
}

export interface PeriodInput {
  FromDate?: string | null;
  ToDate?: string | null;
  OtherInformation?: string | null;
  OpeningHours?: DayHoursInput[] | null;
}

/** The whole opening-hours form (spec 3 §5 "Opening hours", "Harvest period", editor fields). */
export function checkOpeningHoursForm(r: {
  FacilityId?: unknown;
  NormalPeriod?: { OpeningHours?: DayHoursInput[] | null } | null;
  HarvestPeriod?: PeriodInput | null;
  [k: string]: unknown;
}): RuleError[] {
  const errors: RuleError[] = [];
  if (!text(r.FacilityId)) errors.push({ field: "FacilityId", message: "facilities.v.facilityRequired" });
  errors.push(...checkDays(r.NormalPeriod?.OpeningHours ?? [], "NormalPeriod.OpeningHours"));
  errors.push(...checkHarvestDates(r.HarvestPeriod?.FromDate, r.HarvestPeriod?.ToDate));
  errors.push(...checkDays(r.HarvestPeriod?.OpeningHours ?? [], "HarvestPeriod.OpeningHours"));
  if (text(r.HarvestPeriod?.OtherInformation).length > 120)
    errors.push({ field: "HarvestPeriod.OtherInformation", message: "facilities.v.harvestInformationMax120" });
  errors.push(...checkContactFields(r, 120));
  return errors;
}

/** The preview number (spec 3 §5): 10–15 characters, 07… or +46/0046 7…, then 8 digits. */
const SWEDISH_MOBILE = /^(?:07|\+467|00467)\d{8}$/;
export function isPreviewMobile(value: string): boolean {
  const s = value.trim();
  return s.length >= 10 && s.length <= 15 && SWEDISH_MOBILE.test(s);
}

export interface AddressInput {
  VisitingAddress?: string | null;
  VisitingAddress2?: string | null;
  ZipCode?: string | null;
  City?: string | null;
  CountryId?: string | number | null;
  AreaId?: string | number | null;
  RegionId?: string | number | null;
  Region?: string | null;
  Latitude?: string | number | null;
  Longitude?: string | number | null;
  PhoneNumber?: string | null;
}

/** One address of the information editor; `which` is "primary" or "secondary" (the message prefix). */
export function checkAddress(a: AddressInput | null | undefined, which: "primary" | "secondary"): RuleError[] {
  const errors: RuleError[] = [];
  const path = which === "primary" ? "PrimaryAddress" : "SecondaryAddress";
  const v = a ?? {};
  const req = (field: keyof AddressInput, key: string) => {
    if (!text(v[field])) errors.push({ field: `${path}.${field}`, message: `facilities.v.${which}.${key}Required` });
  };
  const max = (field: keyof AddressInput, n: number, key: string) => {
    if (text(v[field]).length > n) errors.push({ field: `${path}.${field}`, message: `facilities.v.${which}.${key}Max` });
  };
  req("VisitingAddress", "visitingAddress");
  max("VisitingAddress", 255, "visitingAddress");
  max("VisitingAddress2", 255, "visitingAddress2");
  max("Region", 50, "region");
  req("ZipCode", "zipCode");
  max("ZipCode", 20, "zipCode");
  req("City", "city");
  max("City", 50, "city");
  req("CountryId", "country");
  req("Latitude", "latitude");
  max("Latitude", 20, "latitude");
  req("Longitude", "longitude");
  max("Longitude", 20, "longitude");
  max("PhoneNumber", 20, "phoneNumber");
  const lat = text(v.Latitude);
  const lon = text(v.Longitude);
  if (lat && lat.length <= 20 && !(isCoordinate(lat) && Math.abs(Number(lat)) <= 90))
    errors.push({ field: `${path}.Latitude`, message: `facilities.v.${which}.latitudeValid` });
  if (lon && lon.length <= 20 && !(isCoordinate(lon) && Math.abs(Number(lon)) <= 180))
    errors.push({ field: `${path}.Longitude`, message: `facilities.v.${which}.longitudeValid` });
  return errors;
}

const isCoordinate = (s: string) => /^-?\d{1,3}(?:\.\d+)?$/.test(s);

/** Coordinates rounded to 6 decimals (spec 3 §9), as the editor keeps them. */
export const roundCoordinate = (n: number): string => String(Math.round(n * 1e6) / 1e6);

/** The facility information editor (spec 3 §5 "Facility information editor"). */
export function checkFacilityInformation(r: {
  FacilityName?: unknown;
  FacilityOwnerId?: unknown;
  FacilityType?: unknown;
  FacilityPropertyType?: unknown;
  LanguageCode?: unknown;
  HarvestPeriod?: PeriodInput | null;
  PrimaryAddress?: AddressInput | null;
  SecondaryAddress?: AddressInput | null;
  HasSecondaryAddress?: unknown;
  [k: string]: unknown;
}): RuleError[] {
  const errors: RuleError[] = [];
  const name = text(r.FacilityName);
  if (!name) errors.push({ field: "FacilityName", message: "facilities.v.facilityNameRequired" });
  if (name.length > 255) errors.push({ field: "FacilityName", message: "facilities.v.facilityNameMax" });
  if (!text(r.FacilityOwnerId)) errors.push({ field: "FacilityOwnerId", message: "facilities.v.ownerRequired" });
  if (!text(r.FacilityType)) errors.push({ field: "FacilityType", message: "facilities.v.facilityTypeRequired" });
  if (!text(r.FacilityPropertyType)) errors.push({ field: "FacilityPropertyType", message: "facilities.v.propertyTypeRequired" });
  if (!text(r.LanguageCode)) errors.push({ field: "LanguageCode", message: "facilities.v.languageRequired" });
  errors.push(...checkContactFields(r, 1200));
  if (text(r.HarvestPeriod?.OtherInformation).length > 1200)
    errors.push({ field: "HarvestPeriod.OtherInformation", message: "facilities.v.harvestInformationMax1200" });
  errors.push(...checkAddress(r.PrimaryAddress, "primary"));
  if (r.HasSecondaryAddress === true || r.HasSecondaryAddress === "true") errors.push(...checkAddress(r.SecondaryAddress, "secondary"));
  return errors;
}

/** The contact person editor (spec 3 §5 "Contact person"). */
export function checkContactPerson(r: Record<string, unknown>): RuleError[] {
  const errors: RuleError[] = [];
  const req = (field: string, key: string) => {
    if (!text(r[field])) errors.push({ field, message: `facilities.v.cp.${key}Required` });
  };
  const max = (field: string, n: number, key: string) => {
    if (text(r[field]).length > n) errors.push({ field, message: `facilities.v.cp.${key}Max` });
  };
  req("ContactPersonFirstName", "firstName");
  max("ContactPersonFirstName", 255, "firstName");
  req("ContactPersonLastName", "lastName");
  max("ContactPersonLastName", 255, "lastName");
  req("ContactPersonOwnerId", "owner");
  req("ContactPersonBusinessAreas", "businessArea");
  req("PrimaryRole", "primaryRole");
  max("PrimaryRole", 255, "primaryRole");
  max("SecondaryRole", 255, "secondaryRole");
  max("PhoneNumber", 20, "phoneNumber");
  max("CellNumber", 20, "cellNumber");
  const email = text(r.Email);
  if (email && (email.length > 255 || !isEmail(email))) errors.push({ field: "Email", message: "facilities.v.email" });
  req("CountryId", "country");
  max("City", 50, "city");
  max("EmploymentType", 50, "employmentType");
  max("Description", 1200, "description");
  return errors;
}

/** Coordinates lookup needs street, postal code and city (spec 3 §5 "Coordinates lookup"). */
export function canLookUpCoordinates(a: AddressInput): boolean {
  return Boolean(text(a.VisitingAddress) && text(a.ZipCode) && text(a.City));
}

/** A comma list of ids ("1,2,3") → distinct positive ids; anything else is dropped. */
export function idList(v: unknown): number[] {
  const parts = Array.isArray(v) ? v.map((x) => String(x)) : text(v).split(",");
  const ids = parts
    .map((p) => p.trim())
    .filter((p) => /^[1-9]\d{0,9}$/.test(p))
    .map(Number);
  return [...new Set(ids.filter((n) => n <= 2_147_483_647))];
}
