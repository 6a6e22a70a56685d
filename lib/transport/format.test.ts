import { describe, expect, it } from "vitest";
import { formatLocalDateTime, formatTons } from "./format";
import { transportSearchDefaults } from "./search-defaults";

describe("transport formats", () => {
  it("shows tons with the market's decimal mark and grouping", () => {
    expect(formatTons(32, "se")).toBe("32");
    expect(formatTons(12.5, "se")).toBe("12,5");
    expect(formatTons(1250.25, "fi").replace(/\s/g, " ")).toBe("1 250,25");
  });

  it("shows local times per market", () => {
    expect(formatLocalDateTime({ date: "2026-09-01", time: "07:30" }, "se")).toBe("2026-09-01 07:30");
    expect(formatLocalDateTime({ date: "2026-09-01", time: "07:30" }, "fi")).toBe("1.9.2026 klo 7.30");
  });
});

describe("transport search defaults", () => {
  const roles = { internal: false, transporter: false, reseller: false, resellerAdmin: false, agroAdmin: false, store: false };
  it("starts by role, with today and the next 7 days", () => {
    expect(transportSearchDefaults({ roles: { ...roles, transporter: true }, activeCustomerNumber: "300120" }, {}, "2026-09-01")).toEqual({
      defaults: { category: "Lastbil", text: "", fromDate: "2026-09-01", toDate: "2026-09-08" },
      autoSearch: false,
    });
    expect(transportSearchDefaults({ roles, activeCustomerNumber: "100234" }, {}, "2026-09-01").defaults).toMatchObject({
      category: "Kundnummer",
      text: "100234",
    });
    expect(
      transportSearchDefaults({ roles: { ...roles, internal: true }, activeCustomerNumber: null }, {}, "2026-09-01").defaults,
    ).toMatchObject({ category: "Ordernummer", text: "" });
  });

  it("takes a search from the query string and runs it", () => {
    expect(
      transportSearchDefaults({ roles, activeCustomerNumber: "100234" }, { category: "Ordernummer", text: "5100023401" }, "2026-09-01"),
    ).toMatchObject({
      defaults: { category: "Ordernummer", text: "5100023401" },
      autoSearch: true,
    });
    expect(
      transportSearchDefaults({ roles, activeCustomerNumber: "100234" }, { category: "Taxi", text: "x" }, "2026-09-01").autoSearch,
    ).toBe(false);
  });
});
