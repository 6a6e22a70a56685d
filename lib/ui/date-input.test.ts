import { describe, expect, it } from "vitest";
import { checkDateBounds, expandTwoDigitYear, formatDateInput, isValidIsoDate, parseDateInput, parseTimeInput } from "./date-input";

describe("date input (spec 1 §2, §5)", () => {
  it("Sweden shows yyyy-mm-dd", () => {
    expect(formatDateInput("2024-06-03", "se")).toBe("2024-06-03");
  });

  it("Finland shows dd/mm/yy", () => {
    expect(formatDateInput("2024-06-03", "fi")).toBe("03/06/24");
  });

  it("shows nothing for an empty or broken value", () => {
    expect(formatDateInput("", "se")).toBe("");
    expect(formatDateInput("2024-02-30", "fi")).toBe("");
  });

  it("Sweden accepts exactly yyyy-mm-dd", () => {
    expect(parseDateInput(" 2024-06-03 ", "se")).toEqual({ kind: "valid", iso: "2024-06-03" });
    expect(parseDateInput("2024-6-3", "se").kind).toBe("invalid");
    expect(parseDateInput("2024/06/03", "se").kind).toBe("invalid");
    expect(parseDateInput("03/06/24", "se").kind).toBe("invalid");
    expect(parseDateInput("idag", "se").kind).toBe("invalid");
  });

  it("a date must be real (no 30 February, leap years respected)", () => {
    expect(parseDateInput("2023-02-29", "se").kind).toBe("invalid");
    expect(parseDateInput("2024-02-29", "se")).toEqual({ kind: "valid", iso: "2024-02-29" });
    expect(parseDateInput("2024-13-01", "se").kind).toBe("invalid");
    expect(parseDateInput("31/04/24", "fi").kind).toBe("invalid");
    expect(isValidIsoDate("2024-04-31")).toBe(false);
    expect(isValidIsoDate("2024-04-30")).toBe(true);
  });

  it("Finland reads dd/mm/yy into ISO, also d/m/yy, dots and four-digit years", () => {
    expect(parseDateInput("03/06/24", "fi", 2026)).toEqual({ kind: "valid", iso: "2024-06-03" });
    expect(parseDateInput("3/6/24", "fi", 2026)).toEqual({ kind: "valid", iso: "2024-06-03" });
    expect(parseDateInput("3.6.2024", "fi", 2026)).toEqual({ kind: "valid", iso: "2024-06-03" });
    expect(parseDateInput("2024-06-03", "fi").kind).toBe("invalid");
    expect(parseDateInput("03/06", "fi").kind).toBe("invalid");
  });

  it("a two-digit year takes the century nearest the reference year", () => {
    expect(expandTwoDigitYear(24, 2026)).toBe(2024);
    expect(expandTwoDigitYear(99, 2026)).toBe(1999);
    expect(expandTwoDigitYear(1, 2099)).toBe(2101);
    expect(parseDateInput("01/01/80", "fi", 2026)).toEqual({ kind: "valid", iso: "1980-01-01" });
  });

  it("empty input is empty, not invalid", () => {
    expect(parseDateInput("   ", "se")).toEqual({ kind: "empty" });
  });

  it("min and max are inclusive", () => {
    const b = { min: "2024-06-01", max: "2024-06-30" };
    expect(checkDateBounds("2024-06-01", b)).toBe("ok");
    expect(checkDateBounds("2024-05-31", b)).toBe("beforeMin");
    expect(checkDateBounds("2024-07-01", b)).toBe("afterMax");
    expect(checkDateBounds("1999-01-01", {})).toBe("ok");
  });
});

describe("agro-desk format (spec 4 §9)", () => {
  it("shows yy-mm-dd and reads yy-mm-dd or yyyy-mm-dd; times HH:mm", () => {
    expect(formatDateInput("2026-11-05", "agro")).toBe("26-11-05");
    expect(parseDateInput("26-11-05", "agro", 2026)).toEqual({ kind: "valid", iso: "2026-11-05" });
    expect(parseDateInput("2026-1-5", "agro", 2026)).toEqual({ kind: "valid", iso: "2026-01-05" });
    expect(parseDateInput("05/11/26", "agro", 2026)).toEqual({ kind: "invalid" });
    expect(parseDateInput("26-02-30", "agro", 2026)).toEqual({ kind: "invalid" });
    expect(parseTimeInput("9:05")).toBe("09:05");
    expect(parseTimeInput("14.30")).toBe("14:30");
    expect(parseTimeInput("24:00")).toBeNull();
    expect(parseTimeInput("12:60")).toBeNull();
  });
});
