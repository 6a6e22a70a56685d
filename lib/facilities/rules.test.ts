/** The editors' pure rules (spec 3 §5) and the notice period (issue 13 §2). */
import { describe, expect, it } from "vitest";
import {
  canLookUpCoordinates,
  checkAddress,
  checkContactPerson,
  checkDays,
  checkHarvestDates,
  checkOpeningHoursForm,
  formatHour,
  idList,
  isPreviewMobile,
  isWebsite,
  parseHour,
  roundCoordinate,
} from "./rules";

const msgs = (e: { message: string }[]) => e.map((x) => x.message);

describe("opening hours", () => {
  it("parses hours and shows midnight as 00:00", () => {
    expect(parseHour("07:30")).toBe(450);
    expect(parseHour("0730")).toBe(450);
    expect(parseHour("7")).toBe(420);
    expect(parseHour("")).toBeNull();
    expect(parseHour("25:00")).toBeNaN();
    expect(formatHour(1440)).toBe("00:00");
  });
  it("needs both hours of a day, and to after from with hour 0 as 2400", () => {
    expect(msgs(checkDays([{ FromHour: "08:00", ToHour: "" }], "d"))).toEqual(["facilities.v.toHourRequired"]);
    expect(msgs(checkDays([{ FromHour: "", ToHour: "08:00" }], "d"))).toEqual(["facilities.v.fromHourRequired"]);
    expect(msgs(checkDays([{ FromHour: "12:00", ToHour: "10:00" }], "d"))).toEqual(["facilities.v.toHourAfterFrom"]);
    expect(msgs(checkDays([{ FromHour: "12:00", ToHour: "12:00" }], "d"))).toEqual(["facilities.v.toHourAfterFrom"]);
    expect(checkDays([{ FromHour: "18:00", ToHour: "00:00" }], "d")).toEqual([]);
  });
  it("orders the harvest dates pairwise", () => {
    expect(msgs(checkHarvestDates("2026-08-01", ""))).toEqual(["facilities.v.toDateRequired"]);
    expect(msgs(checkHarvestDates("", "2026-08-01"))).toEqual(["facilities.v.fromDateRequired"]);
    expect(msgs(checkHarvestDates("2026-09-01", "2026-08-01"))).toEqual(["facilities.v.toDateAfterFrom"]);
    expect(checkHarvestDates("2026-08-01", "2026-08-01")).toEqual([]);
  });
  it("applies the field limits 20, 50, 120, 255 and the e-mail and website formats", () => {
    const ok = { FacilityId: 1, NormalPeriod: { OpeningHours: [] }, HarvestPeriod: {} };
    expect(checkOpeningHoursForm(ok)).toEqual([]);
    expect(msgs(checkOpeningHoursForm({ ...ok, ExtraPhoneNumber: "1".repeat(21) }))).toEqual(["facilities.v.extraPhoneMax"]);
    expect(checkOpeningHoursForm({ ...ok, ExtraPhoneNumber: "1".repeat(20) })).toEqual([]);
    expect(msgs(checkOpeningHoursForm({ ...ok, PhoneBooking: "1".repeat(51) }))).toEqual(["facilities.v.phoneBookingMax"]);
    expect(msgs(checkOpeningHoursForm({ ...ok, OtherInformation: "x".repeat(121) }))).toEqual(["facilities.v.otherInformationMax120"]);
    expect(msgs(checkOpeningHoursForm({ ...ok, HarvestPeriod: { OtherInformation: "x".repeat(121) } }))).toEqual([
      "facilities.v.harvestInformationMax120",
    ]);
    expect(msgs(checkOpeningHoursForm({ ...ok, Email: "a@b" }))).toEqual(["facilities.v.email"]);
    expect(msgs(checkOpeningHoursForm({ ...ok, Email: `${"a".repeat(250)}@b.se` }))).toEqual(["facilities.v.email"]);
    expect(msgs(checkOpeningHoursForm({ ...ok, Website: "www.x.se" }))).toEqual(["facilities.v.website"]);
    expect(isWebsite("https://www.lantmannen.se/anlaggning")).toBe(true);
    expect(msgs(checkOpeningHoursForm({ ...ok, FacilityId: "" }))).toEqual(["facilities.v.facilityRequired"]);
  });
  it("takes a Swedish mobile number of 10–15 characters for the preview", () => {
    for (const good of ["0701234567", "+46701234567", "0046701234567"]) expect(isPreviewMobile(good), good).toBe(true);
    for (const bad of ["070123456", "08012345678", "+4670123456789", "+358401234567", "07012345678"])
      expect(isPreviewMobile(bad), bad).toBe(false);
  });
});

describe("addresses and contact persons", () => {
  it("checks an address with the primary/secondary prefix", () => {
    expect(msgs(checkAddress({}, "secondary"))).toEqual(
      expect.arrayContaining(["facilities.v.secondary.visitingAddressRequired", "facilities.v.secondary.countryRequired"]),
    );
    const full = { VisitingAddress: "a", ZipCode: "1", City: "c", CountryId: 1, Latitude: "58.1", Longitude: "13.2" };
    expect(checkAddress(full, "primary")).toEqual([]);
    expect(msgs(checkAddress({ ...full, Region: "x".repeat(51) }, "primary"))).toEqual(["facilities.v.primary.regionMax"]);
    expect(msgs(checkAddress({ ...full, Latitude: "95" }, "primary"))).toEqual(["facilities.v.primary.latitudeValid"]);
  });
  it("checks a contact person", () => {
    expect(msgs(checkContactPerson({}))).toEqual(
      expect.arrayContaining([
        "facilities.v.cp.firstNameRequired",
        "facilities.v.cp.businessAreaRequired",
        "facilities.v.cp.countryRequired",
      ]),
    );
  });
  it("needs street, postal code and city for the lookup; rounds to 6 decimals; reads id lists", () => {
    expect(canLookUpCoordinates({ VisitingAddress: "a", ZipCode: "1", City: "" })).toBe(false);
    expect(roundCoordinate(58.123456789)).toBe("58.123457");
    expect(idList("3, 2,x,3,0")).toEqual([3, 2]);
  });
});
