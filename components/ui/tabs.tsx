"use client";

/**
 * Tabs (WAI-ARIA tabs pattern) on plain elements: a tablist with one tab in the Tab order;
 * Left/Right (Up/Down when vertical), Home and End move between the tabs and select them (automatic
 * activation, or "manual" with Enter/Space); each panel is named by its tab and reachable with Tab.
 * It was React Aria's Tabs, which brought ~35 kB gzip of collection and focus code into the first
 * load of every page with tabs (decision 100); the markup and data attributes (`data-selected`,
 * `data-focus-visible`, `data-hovered`, `data-disabled`, `data-orientation`) are the ones ui.css styles.
 */
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** the tab list's accessible name */
  label: string;
  tabs: readonly TabItem[];
  /** controlled selection */
  selectedId?: string;
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  /** keep every panel mounted (hidden while not selected), e.g. to keep their state */
  keepMounted?: boolean;
  /** "manual": arrows only move focus; Enter or Space selects */
  activation?: "automatic" | "manual";
  orientation?: "horizontal" | "vertical";
  className?: string;
}

/** Keyboard focus (not a click): what React Aria marked as data-focus-visible. */
function focusVisible(e: FocusEvent<HTMLElement>): boolean {
  try {
    return e.currentTarget.matches(":focus-visible");
  } catch {
    return true;
  }
}

export function Tabs({
  label,
  tabs,
  selectedId,
  defaultSelectedId,
  onChange,
  keepMounted = false,
  activation = "automatic",
  orientation = "horizontal",
  className,
}: TabsProps) {
  const baseId = useId();
  const enabled = tabs.filter((t) => !t.disabled);
  const [own, setOwn] = useState(defaultSelectedId ?? enabled[0]?.id);
  const wanted = selectedId ?? own;
  const selected = tabs.some((t) => t.id === wanted && !t.disabled) ? wanted : enabled[0]?.id;
  const [visibleFocus, setVisibleFocus] = useState<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const tabEls = useRef(new Map<string, HTMLElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    if (id === selected) return;
    setOwn(id);
    onChange?.(id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>, current: string) => {
    const [prev, next] = orientation === "vertical" ? ["ArrowUp", "ArrowDown"] : ["ArrowLeft", "ArrowRight"];
    const at = enabled.findIndex((t) => t.id === current);
    let to: TabItem | undefined;
    if (e.key === next) to = enabled[(at + 1) % enabled.length];
    else if (e.key === prev) to = enabled[(at - 1 + enabled.length) % enabled.length];
    else if (e.key === "Home") to = enabled[0];
    else if (e.key === "End") to = enabled[enabled.length - 1];
    else if (activation === "manual" && (e.key === "Enter" || e.key === " ")) {
      e.preventDefault();
      select(current);
      return;
    }
    if (!to) return;
    e.preventDefault();
    tabEls.current.get(to.id)?.focus();
    if (activation === "automatic") select(to.id);
  };

  const shown = keepMounted ? tabs : tabs.filter((t) => t.id === selected);
  return (
    <div className={`ui-tabs${className ? ` ${className}` : ""}`} data-orientation={orientation}>
      <div role="tablist" aria-label={label} aria-orientation={orientation} className="ui-tabs__list" data-orientation={orientation}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <div
              key={tab.id}
              ref={(el) => {
                if (el) tabEls.current.set(tab.id, el);
                else tabEls.current.delete(tab.id);
              }}
              id={tabId(tab.id)}
              role="tab"
              className="ui-tabs__tab"
              aria-selected={isSelected}
              aria-controls={isSelected || keepMounted ? panelId(tab.id) : undefined}
              aria-disabled={tab.disabled || undefined}
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected || undefined}
              data-disabled={tab.disabled || undefined}
              data-hovered={hovered === tab.id && !tab.disabled ? true : undefined}
              data-focus-visible={visibleFocus === tab.id || undefined}
              onClick={() => {
                if (!tab.disabled) select(tab.id);
              }}
              onKeyDown={(e) => onKeyDown(e, tab.id)}
              onFocus={(e) => setVisibleFocus(focusVisible(e) ? tab.id : null)}
              onBlur={() => setVisibleFocus(null)}
              onPointerEnter={() => setHovered(tab.id)}
              onPointerLeave={() => setHovered(null)}
            >
              {tab.label}
            </div>
          );
        })}
      </div>
      {shown.map((tab) => (
        <Panel key={tab.id} id={panelId(tab.id)} labelledBy={tabId(tab.id)} hidden={tab.id !== selected}>
          {tab.content}
        </Panel>
      ))}
    </div>
  );
}

function Panel({ id, labelledBy, hidden, children }: { id: string; labelledBy: string; hidden: boolean; children: ReactNode }) {
  const [visibleFocus, setVisibleFocus] = useState(false);
  return (
    <div
      id={id}
      role="tabpanel"
      aria-labelledby={labelledBy}
      className="ui-tabs__panel"
      // reachable with Tab from the selected tab (WAI-ARIA tabs pattern)
      tabIndex={0}
      hidden={hidden}
      data-focus-visible={visibleFocus || undefined}
      onFocus={(e) => setVisibleFocus(e.target === e.currentTarget && focusVisible(e))}
      onBlur={() => setVisibleFocus(false)}
    >
      {children}
    </div>
  );
}
