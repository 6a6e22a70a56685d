"use client";

/**
 * Tabs (WAI-ARIA tabs pattern) on React Aria Components: a tablist with one tab in the Tab order;
 * Left/Right (Up/Down when vertical), Home and End move between the tabs and select them (automatic
 * activation, or "manual" with Enter/Space); each panel is named by its tab and reachable with Tab.
 */
import { useRef, type ReactNode } from "react";
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from "react-aria-components";

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
  // React Aria also reports the first tab it selects by itself, and a re-selection: pass on changes only
  const last = useRef(defaultSelectedId ?? tabs.find((t) => !t.disabled)?.id);
  return (
    <AriaTabs
      className={`ui-tabs${className ? ` ${className}` : ""}`}
      selectedKey={selectedId}
      defaultSelectedKey={defaultSelectedId}
      onSelectionChange={(key) => {
        const id = String(key);
        if (id === (selectedId ?? last.current)) return;
        last.current = id;
        onChange?.(id);
      }}
      keyboardActivation={activation}
      orientation={orientation}
      disabledKeys={tabs.filter((t) => t.disabled).map((t) => t.id)}
    >
      <TabList aria-label={label} className="ui-tabs__list">
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className="ui-tabs__tab">
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="ui-tabs__panel" shouldForceMount={keepMounted}>
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
