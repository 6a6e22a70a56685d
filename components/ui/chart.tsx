"use client";

/**
 * The portal's charts (decision 110): a line chart over categories (the price graph, the feed mix's
 * mixes over time) and a horizontal grouped bar chart (a mix's components), drawn as SVG with
 * d3-shape's curves and d3-array's nice ticks — ~4 kB gzip where recharts was ~110 kB.
 *
 * What they share: the width follows the box (ResizeObserver), the height is fixed (no layout
 * shift); a dashed grid; a legend under the drawing (colour and dash pattern, so lines differ by
 * more than colour); a tooltip for the category under the pointer, which the keyboard reaches too:
 * the drawing is one tab stop (role "application", named by `label`), the arrow keys move between
 * categories, Home/End go to the ends, Escape hides it, and the tooltip is a polite live region.
 */
import "./chart.css";
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { nice, ticks } from "d3-array";
import { curveMonotoneX, line } from "d3-shape";

export interface ChartSeries {
  key: string;
  name: string;
  color: string;
  /** SVG stroke-dasharray ("8 4"); none: a solid line */
  dash?: string;
  /** one value per category; null: no value there */
  values: readonly (number | null)[];
  /** a line over the missing values (true) or a gap (false, the default) */
  connectNulls?: boolean;
}

interface CommonProps {
  /** the drawing's accessible name */
  label: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  height: number;
  formatCategory?: (category: string) => string;
  formatValue?: (value: number) => string;
  /** the tooltip's content for the category at `index`; default: the category and each series' value */
  renderTooltip?: (index: number) => ReactNode;
  /** a fixed width instead of the box's (tests) */
  width?: number;
}

const TEXT = "#1c1f1d";
const GRID = "#d5dbd7";
const FONT_SIZE = 13;
/** an estimate of a character's width at FONT_SIZE, to place labels without measuring text */
const CHAR_WIDTH = FONT_SIZE * 0.6;
const textWidth = (s: string) => s.length * CHAR_WIDTH;

/** The box's width, followed as it changes. */
function useWidth(fixed: number | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fixed ?? 0);
  useLayoutEffect(() => {
    if (fixed !== undefined || !ref.current) return;
    const el = ref.current;
    setWidth(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, [fixed]);
  return [ref, fixed ?? width] as const;
}

/** [niceMin, niceMax] and its ticks for the values (0 included when `fromZero`). */
export function valueAxis(values: readonly (number | null)[], fromZero: boolean, count = 5): { domain: [number, number]; ticks: number[] } {
  const defined = values.filter((v): v is number => v !== null && Number.isFinite(v));
  let lo = defined.length ? Math.min(...defined) : 0;
  let hi = defined.length ? Math.max(...defined) : 1;
  if (fromZero) {
    lo = Math.min(0, lo);
    hi = Math.max(0, hi);
  }
  if (lo === hi) {
    const pad = Math.abs(lo) * 0.05 || 1;
    lo = fromZero && lo >= 0 ? lo : lo - pad;
    hi += pad;
  }
  const [a, b] = nice(lo, hi, count);
  return { domain: [a, b], ticks: ticks(a, b, count) };
}

/** Every `step`-th category gets a label, so that labels keep `gap` pixels apart. */
export function categoryStep(labels: readonly string[], spacing: number, gap = 28): number {
  const widest = Math.max(0, ...labels.map(textWidth));
  return spacing <= 0 ? 1 : Math.max(1, Math.ceil((widest + gap) / spacing));
}

/** The active category (pointer or keyboard) and the keys that move it. */
function useActive(count: number) {
  const [active, setActive] = useState<number | null>(null);
  const onKeyDown = useCallback(
    (e: KeyboardEvent, previous: string, next: string) => {
      if (!count) return;
      const last = count - 1;
      const move: Record<string, () => number | null> = {
        [previous]: () => (active === null ? last : Math.max(0, active - 1)),
        [next]: () => (active === null ? 0 : Math.min(last, active + 1)),
        Home: () => 0,
        End: () => last,
        Escape: () => null,
      };
      const to = move[e.key];
      if (!to) return;
      e.preventDefault();
      setActive(to());
    },
    [active, count],
  );
  return { active, setActive, onKeyDown };
}

function Legend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <ul className="ui-chart__legend">
      {series.map((s) => (
        <li key={s.key}>
          <svg width="24" height="10" aria-hidden="true" focusable="false">
            <line x1="1" x2="23" y1="5" y2="5" stroke={s.color} strokeWidth="3" strokeDasharray={s.dash || undefined} />
          </svg>
          {s.name}
        </li>
      ))}
    </ul>
  );
}

/** A tooltip's content: the title, then each series' value at `index` (the default tooltip). */
export function SeriesTooltip({
  title,
  series,
  index,
  formatValue,
}: {
  title: string;
  series: readonly ChartSeries[];
  index: number;
  formatValue: (v: number) => string;
}) {
  return (
    <>
      <p className="ui-chart__tooltip-title">{title}</p>
      <ul>
        {series.map((s) => {
          const v = s.values[index];
          return (
            <li key={s.key}>
              <span className="ui-chart__swatch" style={{ background: s.color }} aria-hidden="true" />
              {s.name}: <strong>{v === null || v === undefined ? "–" : formatValue(v)}</strong>
            </li>
          );
        })}
      </ul>
    </>
  );
}

const plain = (s: string) => s;
const plainNumber = (v: number) => String(v);

/** The tooltip box beside `x` (flipped to the left half past the middle), inside the drawing. */
function TooltipBox({ x, width, y, children }: { x: number; width: number; y: { top: number } | { bottom: number }; children: ReactNode }) {
  const left = x > width / 2;
  return (
    <div className="ui-chart__tooltip" style={{ ...(left ? { right: Math.max(0, width - x + 12) } : { left: x + 12 }), ...y }}>
      {children}
    </div>
  );
}

/**
 * The drawing's box: one tab stop that handles its own keys (role "application", as WAI-ARIA has
 * it for a widget with its own keyboard model), the SVG, and the tooltip as a polite live region;
 * the legend below.
 */
function ChartFrame({
  boxRef,
  props,
  width,
  active,
  labels,
  keys,
  onPointerMove,
  tooltipAt,
  children,
}: {
  boxRef: RefObject<HTMLDivElement | null>;
  props: CommonProps;
  width: number;
  active: ReturnType<typeof useActive>;
  labels: string[];
  /** the keys to the previous and the next category */
  keys: [string, string];
  onPointerMove: (e: PointerEvent<HTMLDivElement>) => void;
  /** where the tooltip of the active category goes */
  tooltipAt: (index: number) => { x: number; y: { top: number } | { bottom: number } };
  /** the SVG's content */
  children: ReactNode;
}) {
  const { label, height, series, renderTooltip, formatValue = plainNumber } = props;
  const index = active.active;
  const clear = () => active.setActive(null);
  const at = index !== null && width > 0 ? tooltipAt(index) : null;
  return (
    <div className="ui-chart">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- role "application": the drawing is one widget with its own keys (arrows, Home/End, Escape) */}
      <div
        ref={boxRef}
        className="ui-chart__surface"
        style={{ height }}
        role="application"
        aria-label={label}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- that widget is one tab stop
        tabIndex={0}
        onPointerMove={onPointerMove}
        onPointerLeave={clear}
        onKeyDown={(e) => active.onKeyDown(e, ...keys)}
        onBlur={clear}
      >
        {width > 0 ? (
          <svg width={width} height={height} aria-hidden="true" focusable="false" fontSize={FONT_SIZE} fill={TEXT}>
            {children}
          </svg>
        ) : null}
        <div aria-live="polite">
          {index !== null && at ? (
            <TooltipBox x={at.x} width={width} y={at.y}>
              {renderTooltip ? (
                renderTooltip(index)
              ) : (
                <SeriesTooltip title={labels[index] ?? ""} series={series} index={index} formatValue={formatValue} />
              )}
            </TooltipBox>
          ) : null}
        </div>
      </div>
      <Legend series={series} />
    </div>
  );
}

/** One line per series over the categories (x), values on a nice linear axis (y). */
export function LineChart(
  props: CommonProps & {
    /** the value axis' title (the unit), turned along the axis */
    yLabel?: string;
    /** the value labels' column; default: as wide as the widest label */
    yAxisWidth?: number;
    margin?: { top: number; right: number; bottom: number; left: number };
    strokeWidth?: number;
  },
) {
  const { categories, series, height, formatCategory = plain, formatValue = plainNumber, yLabel, yAxisWidth } = props;
  const { margin = { top: 16, right: 24, bottom: 8, left: 8 }, strokeWidth = 2 } = props;
  const [ref, width] = useWidth(props.width);
  const chosen = useActive(categories.length);
  const { active, setActive } = chosen;
  const axis = valueAxis(
    series.flatMap((s) => s.values),
    false,
  );
  const xAxisHeight = FONT_SIZE + 14;
  const valueColumn = yAxisWidth ?? Math.max(0, ...axis.ticks.map((v) => textWidth(formatValue(v)))) + 10;
  const x0 = margin.left + valueColumn + (yLabel ? FONT_SIZE + 6 : 0);
  const x1 = Math.max(x0 + 1, width - margin.right);
  const y0 = margin.top;
  const y1 = Math.max(y0 + 1, height - margin.bottom - xAxisHeight);
  const n = categories.length;
  const spacing = n > 1 ? (x1 - x0) / (n - 1) : 0;
  const xAt = (i: number) => (n > 1 ? x0 + i * spacing : (x0 + x1) / 2);
  const [lo, hi] = axis.domain;
  const yAt = (v: number) => y1 - ((v - lo) / (hi - lo)) * (y1 - y0);
  const labels = categories.map(formatCategory);
  const step = categoryStep(labels, spacing);
  const xTicks = labels.map((_, i) => i).filter((i) => i % step === 0);

  const path = (s: ChartSeries) => {
    const points = s.values.map((v, i): [number, number] | null => (v === null || v === undefined ? null : [xAt(i), yAt(v)]));
    const draw = line<[number, number] | null>()
      .defined((p) => p !== null)
      .x((p) => p![0])
      .y((p) => p![1])
      .curve(curveMonotoneX);
    return draw(s.connectNulls ? points.filter((p) => p !== null) : points) ?? "";
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!n) return;
    const px = e.clientX - e.currentTarget.getBoundingClientRect().left;
    setActive(n > 1 ? Math.min(n - 1, Math.max(0, Math.round((px - x0) / spacing))) : 0);
  };

  return (
    <ChartFrame
      boxRef={ref}
      props={props}
      width={width}
      active={chosen}
      labels={labels}
      keys={["ArrowLeft", "ArrowRight"]}
      onPointerMove={onPointerMove}
      tooltipAt={(i) => ({ x: xAt(i), y: { top: y0 } })}
    >
      <g stroke={GRID} strokeDasharray="3 3">
        {axis.ticks.map((v) => (
          <line key={v} x1={x0} x2={x1} y1={yAt(v)} y2={yAt(v)} />
        ))}
        {xTicks.map((i) => (
          <line key={i} x1={xAt(i)} x2={xAt(i)} y1={y0} y2={y1} />
        ))}
      </g>
      <g textAnchor="end">
        {axis.ticks.map((v) => (
          <text key={v} x={x0 - 6} y={yAt(v)} dy="0.32em">
            {formatValue(v)}
          </text>
        ))}
      </g>
      {yLabel ? (
        <text transform={`translate(${margin.left + FONT_SIZE},${(y0 + y1) / 2}) rotate(-90)`} textAnchor="middle">
          {yLabel}
        </text>
      ) : null}
      <g textAnchor="middle">
        {xTicks.map((i) => (
          <text key={i} x={xAt(i)} y={y1 + 8} dy="0.71em">
            {labels[i]}
          </text>
        ))}
      </g>
      <line x1={x0} x2={x1} y1={y1} y2={y1} stroke="#8a958e" />
      <g fill="none" strokeLinejoin="round" strokeLinecap="round">
        {series.map((s) => (
          <path
            key={s.key}
            d={path(s)}
            stroke={s.color}
            strokeWidth={strokeWidth}
            strokeDasharray={s.dash || undefined}
            data-series={s.key}
          />
        ))}
      </g>
      {active !== null ? (
        <g>
          <line x1={xAt(active)} x2={xAt(active)} y1={y0} y2={y1} stroke="#8a958e" />
          {series.map((s) => {
            const v = s.values[active];
            return v === null || v === undefined ? null : (
              <circle key={s.key} cx={xAt(active)} cy={yAt(v)} r={4} fill={s.color} stroke="#fff" strokeWidth={1.5} />
            );
          })}
        </g>
      ) : null}
    </ChartFrame>
  );
}

/** Horizontal bars, one group per category (y), a bar per series; the value axis starts at 0. */
export function BarChart(props: CommonProps & { categoryAxisWidth?: number }) {
  const { categories, series, height, formatCategory = plain, formatValue = plainNumber, categoryAxisWidth = 140 } = props;
  const [ref, width] = useWidth(props.width);
  const chosen = useActive(categories.length);
  const { active, setActive } = chosen;
  const axis = valueAxis(
    series.flatMap((s) => s.values),
    true,
  );
  // room for half the last value label, which is centred on the axis' end
  const margin = { top: 8, right: Math.max(24, textWidth(formatValue(axis.domain[1])) / 2 + 4), bottom: 8, left: 8 };
  const xAxisHeight = FONT_SIZE + 14;
  const x0 = margin.left + categoryAxisWidth;
  const x1 = Math.max(x0 + 1, width - margin.right);
  const y0 = margin.top;
  const y1 = Math.max(y0 + 1, height - margin.bottom - xAxisHeight);
  const n = Math.max(1, categories.length);
  const band = (y1 - y0) / n;
  const inner = band * 0.8;
  const barHeight = inner / Math.max(1, series.length);
  const [lo, hi] = axis.domain;
  const xAt = (v: number) => x0 + ((v - lo) / (hi - lo)) * (x1 - x0);
  const labels = categories.map(formatCategory);
  const shown = (s: string) => {
    // a label longer than its column is cut with an ellipsis (the tooltip has it whole)
    const max = Math.floor((categoryAxisWidth - 8) / CHAR_WIDTH);
    return s.length > max ? `${s.slice(0, Math.max(1, max - 1))}…` : s;
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const py = e.clientY - e.currentTarget.getBoundingClientRect().top;
    const i = Math.floor((py - y0) / band);
    setActive(i >= 0 && i < categories.length ? i : null);
  };

  return (
    <ChartFrame
      boxRef={ref}
      props={props}
      width={width}
      active={chosen}
      labels={labels}
      keys={["ArrowUp", "ArrowDown"]}
      onPointerMove={onPointerMove}
      // below the row in the upper half, above it in the lower half
      tooltipAt={(i) => ({
        x: x0 + (x1 - x0) / 2,
        y: i < categories.length / 2 ? { top: y0 + (i + 1) * band } : { bottom: height - (y0 + i * band) },
      })}
    >
      {active !== null ? <rect x={x0} y={y0 + active * band} width={x1 - x0} height={band} fill="#eef2ef" /> : null}
      <g stroke={GRID} strokeDasharray="3 3">
        {axis.ticks.map((v) => (
          <line key={v} x1={xAt(v)} x2={xAt(v)} y1={y0} y2={y1} />
        ))}
      </g>
      <g textAnchor="middle">
        {axis.ticks.map((v) => (
          <text key={v} x={xAt(v)} y={y1 + 8} dy="0.71em">
            {formatValue(v)}
          </text>
        ))}
      </g>
      <g textAnchor="end">
        {labels.map((c, i) => (
          <text key={i} x={x0 - 6} y={y0 + (i + 0.5) * band} dy="0.32em">
            {shown(c)}
          </text>
        ))}
      </g>
      {series.map((s, j) => (
        <g key={s.key} fill={s.color} data-series={s.key}>
          {s.values.map((v, i) =>
            v === null || v === undefined ? null : (
              <rect
                key={i}
                x={Math.min(xAt(0), xAt(v))}
                y={y0 + i * band + (band - inner) / 2 + j * barHeight}
                width={Math.abs(xAt(v) - xAt(0))}
                height={Math.max(1, barHeight - 1)}
              />
            ),
          )}
        </g>
      ))}
      <line x1={x0} x2={x0} y1={y0} y2={y1} stroke="#8a958e" />
    </ChartFrame>
  );
}
