// @vitest-environment jsdom
/**
 * The charts (chart.tsx): one path per series, gaps or a line over missing values, nice value
 * ticks, category labels kept apart, a legend, and the tooltip reached by the keyboard (arrows,
 * Home/End, Escape) as by the pointer; the bar chart's bars start at 0.
 */
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "@/tests/support/render-ui";
import type { ComponentProps } from "react";
import { BarChart, categoryStep, LineChart, valueAxis } from "./chart";

const categories = ["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04"];
const series = [
  { key: "wheat", name: "Vete", color: "#0b5394", values: [2010, 2050, null, 2100] },
  { key: "barley", name: "Korn", color: "#b45309", dash: "8 4", values: [1800, null, 1850, 1900], connectNulls: true },
];

describe("valueAxis and categoryStep", () => {
  it("rounds the value range out to nice ticks, includes 0 when asked and widens a single value", () => {
    expect(valueAxis([1800, 2100], false)).toEqual({ domain: [1800, 2100], ticks: [1800, 1850, 1900, 1950, 2000, 2050, 2100] });
    expect(valueAxis([1830, 2090, null], false).domain).toEqual([1800, 2100]);
    expect(valueAxis([40, 90], true)).toEqual({ domain: [0, 100], ticks: [0, 20, 40, 60, 80, 100] });
    const one = valueAxis([500], false);
    expect(one.domain[0]).toBeLessThan(500);
    expect(one.domain[1]).toBeGreaterThan(500);
    expect(valueAxis([], false).domain).toEqual([0, 1]);
  });

  it("labels every category when they fit, every n-th when they would touch", () => {
    expect(categoryStep(["1.1.", "2.1."], 200)).toBe(1);
    // "2026-01-01" is ~78 px at 13 px; with the 28 px gap, 20 px apart means every 6th
    expect(categoryStep(["2026-01-01"], 20)).toBe(6);
  });
});

/** The price lines at 600 × 300 px, with `more` props. */
const prices = (more: Partial<ComponentProps<typeof LineChart>> = {}) =>
  renderUi(<LineChart label="Priser" categories={categories} series={series} height={300} width={600} {...more} />);

describe("LineChart", () => {
  it("draws a path per series with a gap where the value is missing, or a line over it", () => {
    const { container } = prices();
    const wheat = container.querySelector('path[data-series="wheat"]')!.getAttribute("d")!;
    const barley = container.querySelector('path[data-series="barley"]')!.getAttribute("d")!;
    // a gap starts a new subpath (a second "M"); connected nulls draw one
    expect(wheat.match(/M/g)).toHaveLength(2);
    expect(barley.match(/M/g)).toHaveLength(1);
    expect(container.querySelector('path[data-series="barley"]')!.getAttribute("stroke-dasharray")).toBe("8 4");
    expect(screen.getByRole("application", { name: "Priser" })).toBeTruthy();
    expect(screen.getByText("Vete")).toBeTruthy();
    expect(screen.getByText("Korn")).toBeTruthy();
  });

  it("writes the value ticks and the category labels with the given formats", () => {
    const { container } = prices({ formatCategory: (d) => d.slice(8), formatValue: (v) => `${v} kr`, yLabel: "kr/ton" });
    const texts = [...container.querySelectorAll("svg text")].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(["1800 kr", "2100 kr", "01", "04", "kr/ton"]));
  });

  it("shows the tooltip of a category by keyboard: arrows, Home and End move it, Escape hides it", () => {
    prices({ formatValue: (v) => `${v} kr` });
    const surface = screen.getByRole("application", { name: "Priser" });
    surface.focus();
    fireEvent.keyDown(surface, { key: "ArrowRight" });
    const tooltip = () => document.querySelector(".ui-chart__tooltip");
    expect(tooltip()?.textContent).toContain("2026-01-01");
    expect(tooltip()?.textContent).toContain("Vete: 2010 kr");
    fireEvent.keyDown(surface, { key: "ArrowRight" });
    expect(tooltip()?.textContent).toContain("Korn: –");
    fireEvent.keyDown(surface, { key: "End" });
    expect(tooltip()?.textContent).toContain("2026-01-04");
    fireEvent.keyDown(surface, { key: "ArrowRight" });
    expect(tooltip()?.textContent).toContain("2026-01-04");
    fireEvent.keyDown(surface, { key: "Home" });
    expect(tooltip()?.textContent).toContain("2026-01-01");
    fireEvent.keyDown(surface, { key: "Escape" });
    expect(tooltip()).toBeNull();
    // the tooltip is announced
    expect(surface.querySelector('[aria-live="polite"]')).toBeTruthy();
  });

  it("follows the pointer to the nearest category and uses the given tooltip", () => {
    prices({ renderTooltip: (i) => <p className="custom">dag {i}</p>, margin: { top: 0, right: 0, bottom: 0, left: 0 }, yAxisWidth: 0 });
    const surface = screen.getByRole("application", { name: "Priser" });
    // the plot spans 0–600: categories at 0, 200, 400, 600
    fireEvent.pointerMove(surface, { clientX: 390 });
    expect(document.querySelector(".custom")?.textContent).toBe("dag 2");
    fireEvent.pointerLeave(surface);
    expect(document.querySelector(".custom")).toBeNull();
  });
});

describe("BarChart", () => {
  it("draws a bar per value from 0 and answers Up/Down with each category's values", () => {
    const { container } = renderUi(
      <BarChart
        label="Komponenter"
        categories={["Säilörehu", "Ohra"]}
        series={[
          { key: "planned", name: "Suunniteltu", color: "#9bb89f", values: [1200, 300] },
          { key: "actual", name: "Toteutunut", color: "#1f5e2e", values: [1150, 0] },
        ]}
        height={200}
        width={500}
        formatValue={(v) => `${v} kg`}
      />,
    );
    const planned = [...container.querySelectorAll('g[data-series="planned"] rect')];
    expect(planned).toHaveLength(2);
    // the larger value has the longer bar, both start at the same x (0)
    expect(Number(planned[0]!.getAttribute("width"))).toBeGreaterThan(Number(planned[1]!.getAttribute("width")));
    expect(planned[0]!.getAttribute("x")).toBe(planned[1]!.getAttribute("x"));
    expect(container.querySelectorAll('g[data-series="actual"] rect')[1]!.getAttribute("width")).toBe("0");
    const surface = screen.getByRole("application", { name: "Komponenter" });
    fireEvent.keyDown(surface, { key: "ArrowDown" });
    expect(document.querySelector(".ui-chart__tooltip")?.textContent).toContain("Säilörehu");
    expect(document.querySelector(".ui-chart__tooltip")?.textContent).toContain("Toteutunut: 1150 kg");
    fireEvent.keyDown(surface, { key: "ArrowDown" });
    expect(document.querySelector(".ui-chart__tooltip")?.textContent).toContain("Ohra");
  });
});
