import { describe, expect, it } from "vitest";
import { formatIsoDate, formatPrice } from "./format";
import { graphColor, GRAPH_COLORS } from "./graph-colors";
import { take } from "@/tests/support/must";

describe("price formatting", () => {
  it("writes prices with the market's separators", () => {
    expect(formatPrice(2450, "se").replace(/\s/g, " ")).toBe("2 450");
    expect(formatPrice(235.5, "fi")).toBe("235,5");
    expect(formatPrice(2450.456, "se").replace(/\s/g, " ")).toBe("2 450,46");
  });

  it("writes calendar dates in the market's format, without a time-zone shift", () => {
    expect(formatIsoDate("2026-11-02", "se")).toBe("2026-11-02");
    expect(formatIsoDate("2026-11-02", "fi")).toBe("2.11.2026");
  });
});

describe("graph colours", () => {
  /** WCAG relative luminance contrast against white. */
  function contrastOnWhite(hex: string): number {
    const [r, g, b] = take(
      [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)),
      3,
    );
    const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    return 1.05 / (l + 0.05);
  }

  it("every line colour has at least 4.5:1 contrast on white, and the palette repeats", () => {
    for (const c of GRAPH_COLORS) expect(contrastOnWhite(c), c).toBeGreaterThanOrEqual(4.5);
    expect(graphColor(0)).not.toBe(graphColor(1));
    expect(graphColor(GRAPH_COLORS.length)).toBe(graphColor(0));
  });
});
