/**
 * Requests and replies of the 31 facility calls (spec 3 §3, §7; endpoints.tsv area `facilities`).
 * Field names as the spec. The legacy replies that were HTML fragments (facilityInformation,
 * facilityInformationSubscriptions) are structured JSON under the same names (decision 050).
 * `isInternal`/`IsInternal` is accepted and ignored: the session decides (spec 3 §6, issue 13 §7).
 * The editors' rules run from ./rules.ts inside the schemas, so a 400 carries the spec's messages.
 */
import { z } from "zod";
import { message } from "@/lib/api/contract";
import { checkContactPerson, checkFacilityInformation, checkOpeningHoursForm, isPreviewMobile, type RuleError } from "./rules";

const ID_MESSAGE = "facilities.v.id";

/** A row id: a positive whole number given as a number or digits. */
export const rowId = (msg = ID_MESSAGE) =>
  z.union([z.string(), z.number()], { error: msg }).transform((v, ctx) => {
    const s = String(v).trim();
    const n = /^[1-9]\d{0,9}$/.test(s) ? Number(s) : NaN;
    if (!Number.isSafeInteger(n) || n > 2_147_483_647) {
      ctx.addIssue({ code: "custom", message: msg, input: v });
      return z.NEVER;
    }
    return n;
  });

/** An optional id: "", 0, null or missing → null. */
export const optionalId = () =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx) => {
      const s = v === null || v === undefined ? "" : String(v).trim();
      if (s === "" || s === "0") return null;
      if (!/^[1-9]\d{0,9}$/.test(s) || Number(s) > 2_147_483_647) {
        ctx.addIssue({ code: "custom", message: ID_MESSAGE, input: v });
        return z.NEVER;
      }
      return Number(s);
    });

/** "true"/"false"/"1"/"0"/boolean → boolean (missing → false). */
export const flag = () =>
  z
    .union([z.boolean(), z.enum(["true", "false", "1", "0", "True", "False", ""])])
    .optional()
    .transform((v) => v === true || v === "true" || v === "True" || v === "1");

const str = () =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined ? "" : String(v).trim()));

/** the ignored internal-mode flag */
const isInternal = flag();

const addRuleIssues = (errors: RuleError[], ctx: z.RefinementCtx) => {
  for (const e of errors) ctx.addIssue({ code: "custom", message: e.message, path: e.field.split(".") });
};

const ZDay = z.object({
  Day: z.union([z.string(), z.number()]).optional(),
  FromHour: str(),
  ToHour: str(),
  Information: str(),
});

const ZDays = z.array(ZDay).max(7).optional().default([]);

/** The opening-hours editor's form (FacilityInformationSaveRequest). */
export const ZOpeningHoursForm = z
  .object({
    FacilityId: z.union([z.string(), z.number()]).optional(),
    FacilityName: str(),
    FacilityType: str(),
    ExtraPhoneNumber: str(),
    PhoneBooking: str(),
    PhoneAnsweringMachine: str(),
    Fax: str(),
    Email: str(),
    Website: str(),
    OtherInformation: str(),
    NormalPeriod: z.object({ OpeningHours: ZDays }).optional().default({ OpeningHours: [] }),
    HarvestPeriod: z
      .object({ FromDate: str(), ToDate: str(), OtherInformation: str(), OpeningHours: ZDays })
      .optional()
      .default({ FromDate: "", ToDate: "", OtherInformation: "", OpeningHours: [] }),
    FacilityImageUrl: str(),
    IsInternal: isInternal,
  })
  .superRefine((r, ctx) => addRuleIssues(checkOpeningHoursForm(r), ctx))
  .transform((r) => ({ ...r, FacilityId: Number(r.FacilityId) }));
export type TOpeningHoursForm = z.output<typeof ZOpeningHoursForm>;
export type TOpeningHoursFormInput = z.input<typeof ZOpeningHoursForm>;

/** Which period's hours a notice gives (notifySubscribersForEffectivePeriod). */
const effectivePeriod = flag();

export const ZSaveOpeningHoursRequest = z.object({
  facilityInformationSaveRequest: ZOpeningHoursForm,
  notifySubscribers: flag(),
  notifySubscribersForEffectivePeriod: effectivePeriod,
  /** one key per press of save: a retried save-and-notify never notifies twice */
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, { error: ID_MESSAGE })
    .optional(),
});

export const ZPreviewRequest = z.object({
  facilityInformationSaveRequest: ZOpeningHoursForm,
  phoneNumber: z.string({ error: "facilities.v.previewMobile" }).refine(isPreviewMobile, { message: "facilities.v.previewMobile" }),
  notifySubscribersForEffectivePeriod: effectivePeriod,
});

export const ZOption = z.object({ Value: z.string(), Text: z.string() });
export type TOption = z.infer<typeof ZOption>;

export const ZFacilitiesByTypeRequest = z.object({ selectedFacilityType: optionalId() });
export const ZFacilitiesByTypeResponse = z.object({ facilities: z.array(ZOption) });

const ZDayOut = z.object({ Day: z.string(), Weekday: z.number(), FromHour: z.string(), ToHour: z.string(), Information: z.string() });

/** The hours of one facility as the editor and the public page show them. */
export const ZFacilityHours = z.object({
  FacilityId: z.number(),
  FacilityName: z.string(),
  FacilityType: z.string(),
  ExtraPhoneNumber: z.string(),
  PhoneBooking: z.string(),
  PhoneAnsweringMachine: z.string(),
  Fax: z.string(),
  Email: z.string(),
  Website: z.string(),
  OtherInformation: z.string(),
  NormalPeriod: z.object({ OpeningHours: z.array(ZDayOut) }),
  HarvestPeriod: z.object({ FromDate: z.string(), ToDate: z.string(), OtherInformation: z.string(), OpeningHours: z.array(ZDayOut) }),
  FacilityImageUrl: z.string(),
  Version: z.number(),
});
export type TFacilityHours = z.infer<typeof ZFacilityHours>;

export const ZFetchOpeningHoursRequest = z.object({ facilityId: rowId(), isInternal });
export const ZFetchOpeningHoursResponse = z.object({ facilityInformation: ZFacilityHours });

/** A booking that falls outside the new hours: listed for staff, never dropped (issue 13 §1). */
export const ZBookingOutside = z.object({
  reservationId: z.number(),
  customerNo: z.string(),
  customerName: z.string(),
  resourceGroup: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});

export const ZSaveOpeningHoursResponse = z.object({
  result: z.boolean(),
  message: message(),
  notifiedSubscribers: z.number(),
  bookingsOutsideHours: z.array(ZBookingOutside),
});

export const ZPreviewResponse = z.object({ result: z.boolean(), message: message() });

export const ZFacilityIdRequest = z.object({ facilityId: rowId(), isInternal });

/** The public information of a facility (subscription page, facility page). */
export const ZPublicFacility = z.object({
  FacilityId: z.number(),
  FacilityName: z.string(),
  Hours: ZFacilityHours,
  Address: z
    .object({ VisitingAddress: z.string(), ZipCode: z.string(), City: z.string(), Latitude: z.string(), Longitude: z.string() })
    .nullable(),
  MapLink: z.string().nullable(),
});
export type TPublicFacility = z.infer<typeof ZPublicFacility>;

export const ZSubscriptionRow = z.object({ FacilityId: z.number(), FacilityName: z.string(), City: z.string() });

export const ZSubscriptionInformationResponse = z.object({
  facilityInformation: ZPublicFacility,
  isFacilitySubscribedByUser: z.boolean(),
});

export const ZSubscriptionStatus = z.object({
  isFacilitySubscribedByUser: z.boolean(),
  customerNumber: z.string().nullable(),
  userId: z.number(),
  facilityId: z.number(),
  facilityInformationSubscriptions: z.array(ZSubscriptionRow),
  maxSubscriptions: z.number(),
});

export const ZSaveSubscriptionRequest = z.object({
  isNewSubscription: flag(),
  CustomerNumber: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ? v.trim() : null))
    .refine((v) => v === null || /^[0-9]{1,12}$/.test(v), { message: "validation.customerNumber.valid" }),
  /** never trusted: must be the signed-in user when given */
  UserId: optionalId(),
  FacilityId: rowId(),
});

// ---------------------------------------------------------------- facility information

const ZAddressIn = z
  .object({
    VisitingAddress: str(),
    VisitingAddress2: str(),
    ZipCode: str(),
    City: str(),
    CountryId: optionalId(),
    AreaId: optionalId(),
    RegionId: optionalId(),
    Region: str(),
    Latitude: str(),
    Longitude: str(),
    PhoneNumber: str(),
  })
  .nullable()
  .optional();

export const ZFacilityInformationForm = z
  .object({
    FacilityId: optionalId(),
    /** the create key from create-new-facility: a retried create makes one facility */
    CreateKey: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,64}$/, { error: ID_MESSAGE })
      .nullish()
      .transform((v) => v ?? undefined),
    FacilityName: str(),
    WarehouseType: str(),
    WarehouseSubType: str(),
    FacilityType: str(),
    ShowFacilityInfo: flag(),
    ExtraPhoneNumber: str(),
    PhoneBooking: str(),
    PhoneAnsweringMachine: str(),
    Fax: str(),
    Email: str(),
    Website: str(),
    OtherInformation: str(),
    HarvestPeriod: z.object({ OtherInformation: str() }).optional().default({ OtherInformation: "" }),
    FacilityOwnerId: str(),
    FacilityInfoSource: str(),
    FacilityPropertyType: str(),
    LanguageCode: str(),
    ConnectedContactPersonIds: str(),
    HasSecondaryAddress: flag(),
    PrimaryAddress: ZAddressIn,
    SecondaryAddress: ZAddressIn,
  })
  .superRefine((r, ctx) => addRuleIssues(checkFacilityInformation(r), ctx));
export type TFacilityInformationForm = z.output<typeof ZFacilityInformationForm>;
export type TFacilityInformationFormInput = z.input<typeof ZFacilityInformationForm>;

const ZAddressOut = z.object({
  FacilityId: z.number(),
  FacilityName: z.string(),
  AddressType: z.number(),
  VisitingAddress: z.string(),
  VisitingAddress2: z.string(),
  ZipCode: z.string(),
  City: z.string(),
  CountryId: z.number(),
  AreaId: z.number().nullable(),
  RegionId: z.number().nullable(),
  Country: z.string(),
  Area: z.string(),
  Region: z.string(),
  Latitude: z.string(),
  Longitude: z.string(),
  PhoneNumber: z.string(),
});
export type TAddressOut = z.infer<typeof ZAddressOut>;

export const ZFacilityInformation = z.object({
  FacilityId: z.number().nullable(),
  CreateKey: z.string().nullable(),
  FacilityName: z.string(),
  WarehouseType: z.string(),
  WarehouseSubType: z.string(),
  FacilityType: z.string(),
  ShowFacilityInfo: z.boolean(),
  ExtraPhoneNumber: z.string(),
  PhoneBooking: z.string(),
  PhoneAnsweringMachine: z.string(),
  Fax: z.string(),
  Email: z.string(),
  Website: z.string(),
  OtherInformation: z.string(),
  HarvestPeriod: z.object({ OtherInformation: z.string() }),
  FacilityImageUrl: z.string(),
  FacilityOwnerId: z.number(),
  FacilityOwnerName: z.string(),
  FacilityInfoSource: z.string(),
  FacilityPropertyType: z.string(),
  LanguageCode: z.string(),
  Language: z.string(),
  ConnectedContactPersonIds: z.string(),
  PrimaryAddress: ZAddressOut.nullable(),
  SecondaryAddress: ZAddressOut.nullable(),
});
export type TFacilityInformation = z.infer<typeof ZFacilityInformation>;

export const ZFacilitiesByOwnerRequest = z.object({ facilityOwnerId: rowId(), facilityOwnerName: str(), isInternal });
export const ZFacilityListRow = z.object({
  FacilityId: z.number(),
  FacilityName: z.string(),
  City: z.string(),
  ShowFacilityInfo: z.boolean(),
});
export const ZFacilitiesByOwnerResponse = z.object({ facilitiesByOwner: z.array(ZFacilityListRow) });

export const ZEditFacilityRequest = z.object({ facilityId: rowId(), owner: str(), isInternal });
export const ZFacilityInformationResponse = z.object({ facilityInformation: ZFacilityInformation });

export const ZSubCategoriesRequest = z.object({ parentCategoryId: optionalId() });
export const ZSubCategoriesResponse = z.object({ subCategories: z.array(ZOption) });

export const ZCreateFacilityRequest = z.object({ facilityOwnerId: rowId(), isInternal });
export const ZSaveFacilityRequest = z.object({ facilityInformation: ZFacilityInformationForm, isInternal });
export const ZSaveResult = z.object({ result: z.boolean(), message: message(), id: z.number() });
export const ZDeleteFacilityRequest = z.object({ facilityOwner: rowId(), facilityId: rowId() });
export const ZDeleteResult = z.object({ result: z.boolean(), message: message() });

export const ZConnectionRequest = z.object({ facilityId: rowId(), contactPersonId: rowId() });
export const ZFacilityConnectionResponse = z.object({ isContactPersonConnected: z.boolean() });
export const ZContactPersonConnectionResponse = z.object({ isFacilityConnected: z.boolean() });

export const ZConnectRequest = z.object({ facilityId: rowId(), contactPersonId: rowId(), isNewConnection: flag(), isInternal });
export const ZPersonRow = z.object({
  ContactPersonId: z.number(),
  ContactPersonFirstName: z.string(),
  ContactPersonLastName: z.string(),
  PrimaryRole: z.string(),
  CellNumber: z.string(),
  Email: z.string(),
});
export const ZFacilityConnectedPersonsResponse = z.object({ facilityConnectedContactPersons: z.array(ZPersonRow) });
export const ZPersonConnectedFacilitiesResponse = z.object({ contactPersonConnectedFacilities: z.array(ZFacilityListRow) });

// ---------------------------------------------------------------- contact persons

export const ZContactPersonForm = z
  .object({
    ContactPersonId: optionalId(),
    CreateKey: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,64}$/, { error: ID_MESSAGE })
      .nullish()
      .transform((v) => v ?? undefined),
    ContactPersonFirstName: str(),
    ContactPersonLastName: str(),
    ContactPersonOwnerId: str(),
    ContactPersonBusinessAreas: str(),
    PrimaryRole: str(),
    SecondaryRole: str(),
    PhoneNumber: str(),
    CellNumber: str(),
    Email: str(),
    EmploymentType: str(),
    ContactPersonInfoSource: str(),
    ShowContactPersonInfo: flag(),
    Description: str(),
    City: str(),
    CountryId: str(),
    AreaId: optionalId(),
    RegionId: optionalId(),
    ManagerId: optionalId(),
    ConnectedFacilityIds: str(),
  })
  .superRefine((r, ctx) => addRuleIssues(checkContactPerson(r), ctx));
export type TContactPersonForm = z.output<typeof ZContactPersonForm>;
export type TContactPersonFormInput = z.input<typeof ZContactPersonForm>;

export const ZContactPersonInformation = z.object({
  ContactPersonId: z.number().nullable(),
  CreateKey: z.string().nullable(),
  ContactPersonFirstName: z.string(),
  ContactPersonLastName: z.string(),
  ContactPersonOwnerId: z.number(),
  ContactPersonOwnerName: z.string(),
  ContactPersonBusinessAreas: z.string(),
  PrimaryRole: z.string(),
  SecondaryRole: z.string(),
  PhoneNumber: z.string(),
  CellNumber: z.string(),
  Email: z.string(),
  EmploymentType: z.string(),
  ContactPersonInfoSource: z.string(),
  ShowContactPersonInfo: z.boolean(),
  Description: z.string(),
  ContactPersonImageUrl: z.string(),
  City: z.string(),
  CountryId: z.number().nullable(),
  AreaId: z.number().nullable(),
  RegionId: z.number().nullable(),
  ManagerId: z.number().nullable(),
  Country: z.string(),
  Area: z.string(),
  Region: z.string(),
  ManagerName: z.string(),
  ConnectedFacilityIds: z.string(),
});
export type TContactPersonInformation = z.infer<typeof ZContactPersonInformation>;

export const ZContactPersonsByOwnerRequest = z.object({ contactPersonOwnerId: rowId(), isInternal });
export const ZContactPersonsByOwnerResponse = z.object({ contactPersonsByOwner: z.array(ZPersonRow) });
export const ZContactPersonIdRequest = z.object({ contactPersonId: rowId(), isInternal });
export const ZContactPersonResponse = z.object({ contactPersonInformation: ZContactPersonInformation });
export const ZCreateContactPersonRequest = z.object({ contactPersonOwnerId: rowId(), isInternal });
export const ZSaveContactPersonRequest = z.object({ contactPersonInformation: ZContactPersonForm, isInternal });
export const ZDeleteContactPersonRequest = z.object({ contactPersonOwnerId: rowId(), contactPersonId: rowId() });
export const ZFacilitySummaryResponse = z.object({ facilityInformation: ZFacilityListRow });

export const ZCoordinatesRequest = z.object({ address: str(), zipCode: str(), city: str(), country: str() });
export const ZCoordinatesResponse = z.object({
  found: z.boolean(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  source: z.string(),
});
