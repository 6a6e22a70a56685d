import { describe, expect, it } from "vitest";
import { checkQuantity, computeFee, MAX_QUANTITY_TONS, selectFeeRow, zoneForDistance, type FeeRow, type ZoneRow } from "./fee-rules";

describe("checkQuantity (spec 1 §5: required, numeric, not starting with zero; spec 2: at least 1)", () => {
  it.each([undefined, null, "", "   "])("%j is required", (v) => {
    expect(checkQuantity(v)).toEqual({ ok: false, error: "required" });
  });

  it.each(["abc", "12a", "1,2,3", "1.234.5", "ton", "--3", {}, [], true, Number.NaN, Number.POSITIVE_INFINITY])(
    "%j is not numeric",
    (v) => {
      expect(checkQuantity(v)).toEqual({ ok: false, error: "numeric" });
    },
  );

  it.each(["0", "00", "05", "0,5", "0.9", " 012", "0 000"])("%j starts with zero", (v) => {
    expect(checkQuantity(v)).toEqual({ ok: false, error: "min" });
  });

  it.each([0, 0.5, 0.999, -3, "-3", "−1"])("%j is below 1", (v) => {
    expect(checkQuantity(v)).toEqual({ ok: false, error: "min" });
  });

  it.each([
    ["1", 1],
    [1, 1],
    ["12,5", 12.5],
    ["12.5", 12.5],
    [" 30 ", 30],
    ["1 200", 1200],
    ["1 200,25", 1200.25],
    ["10,1234", 10.123],
    [39.0004, 39],
    [String(MAX_QUANTITY_TONS), MAX_QUANTITY_TONS],
  ])("%j is %d tons", (v, n) => {
    expect(checkQuantity(v)).toEqual({ ok: true, value: n });
  });

  it("refuses more than the maximum", () => {
    expect(checkQuantity(MAX_QUANTITY_TONS + 0.001)).toEqual({ ok: false, error: "tooLarge" });
    expect(checkQuantity("250 000")).toEqual({ ok: false, error: "tooLarge" });
  });
});

const ZONES: ZoneRow[] = [
  { id: 1, code: "Z1", name: "Zon 1", minKm: 0, maxKm: 10 },
  { id: 2, code: "Z2", name: "Zon 2", minKm: 10, maxKm: 25 },
  { id: 4, code: "Z4", name: "Zon 4", minKm: 50, maxKm: null },
];

describe("zoneForDistance: [minKm, maxKm)", () => {
  it.each([
    [0, "Z1"],
    [9.9, "Z1"],
    [10, "Z2"],
    [24.9, "Z2"],
    [50, "Z4"],
    [480, "Z4"],
  ])("%d km → %s", (km, code) => {
    expect(zoneForDistance(ZONES, km)?.code).toBe(code);
  });

  it("a distance in a gap between zones has no zone", () => {
    expect(zoneForDistance(ZONES, 30)).toBeNull();
    expect(zoneForDistance([], 5)).toBeNull();
  });
});

const row = (r: Partial<FeeRow> & Pick<FeeRow, "id">): FeeRow => ({
  minTons: 0,
  maxTons: null,
  feePerTon: 40,
  minimumFee: null,
  validFrom: "2026-07-01",
  validTo: null,
  ...r,
});

describe("selectFeeRow: quantity band [min, max) and validity [from, to]", () => {
  const rows = [
    row({ id: 1, minTons: 0, maxTons: 10, feePerTon: 57, validFrom: "2026-07-01" }),
    row({ id: 2, minTons: 10, maxTons: 20, feePerTon: 47, validFrom: "2026-07-01" }),
    row({ id: 3, minTons: 20, maxTons: null, feePerTon: 42, validFrom: "2026-07-01" }),
    row({ id: 4, minTons: 0, maxTons: null, feePerTon: 39, validFrom: "2025-07-01", validTo: "2026-06-30" }),
  ];

  it.each([
    [1, "2026-09-01", 1],
    [9.999, "2026-09-01", 1],
    [10, "2026-09-01", 2],
    [19.999, "2026-09-01", 2],
    [20, "2026-09-01", 3],
    [5000, "2026-09-01", 3],
    [30, "2026-07-01", 3],
    [30, "2026-06-30", 4],
    [30, "2025-07-01", 4],
  ])("%d t on %s → row %d", (quantity, date, id) => {
    expect(selectFeeRow(rows, { quantity, date })?.id).toBe(id);
  });

  it("nothing applies before the first table", () => {
    expect(selectFeeRow(rows, { quantity: 30, date: "2025-06-30" })).toBeNull();
  });

  it("a band that does not start at 0 leaves small quantities without a fee", () => {
    expect(selectFeeRow([row({ id: 9, minTons: 5 })], { quantity: 4, date: "2026-08-01" })).toBeNull();
  });

  it("if two rows still match, the one valid from the latest date wins", () => {
    const overlapping = [row({ id: 1, validFrom: "2026-01-01" }), row({ id: 2, validFrom: "2026-07-01" })];
    expect(selectFeeRow(overlapping, { quantity: 5, date: "2026-08-01" })?.id).toBe(2);
    expect(selectFeeRow([...overlapping].reverse(), { quantity: 5, date: "2026-08-01" })?.id).toBe(2);
  });
});

describe("computeFee", () => {
  it("is quantity × fee per ton when above the minimum", () => {
    expect(computeFee({ quantity: 30, feePerTon: 42, minimumFee: 650 })).toEqual({
      perTonAmount: 1260,
      total: 1260,
      minimumApplied: false,
      effectiveFeePerTon: 42,
      breakdown: [{ kind: "perTon", quantity: 30, feePerTon: 42, amount: 1260 }],
    });
  });

  it("raises the fee to the minimum fee, as its own breakdown line", () => {
    const r = computeFee({ quantity: 5, feePerTon: 57, minimumFee: 650 });
    expect(r).toEqual({
      perTonAmount: 285,
      total: 650,
      minimumApplied: true,
      effectiveFeePerTon: 130,
      breakdown: [
        { kind: "perTon", quantity: 5, feePerTon: 57, amount: 285 },
        { kind: "minimumFee", minimumFee: 650, amount: 365 },
      ],
    });
    expect(r.breakdown.reduce((s, l) => s + l.amount, 0)).toBe(r.total);
  });

  it("a fee exactly at the minimum is not raised", () => {
    expect(computeFee({ quantity: 10, feePerTon: 65, minimumFee: 650 })).toMatchObject({ total: 650, minimumApplied: false });
  });

  it("rounds to öre without floating-point drift", () => {
    expect(computeFee({ quantity: 12.345, feePerTon: 38.5, minimumFee: null }).total).toBe(475.28);
    expect(computeFee({ quantity: 1.005, feePerTon: 1, minimumFee: null }).total).toBe(1.01);
    expect(computeFee({ quantity: 3, feePerTon: 0.1, minimumFee: null }).total).toBe(0.3);
    expect(computeFee({ quantity: 7, feePerTon: 4.35, minimumFee: 60 })).toMatchObject({
      total: 60,
      minimumApplied: true,
      effectiveFeePerTon: 8.57,
    });
  });
});
