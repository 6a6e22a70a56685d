"use client";

import { createContext, useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

interface AccordionContextValue {
  multiple: boolean;
  openId: string | null;
  setOpenId: (id: string | null) => void;
}

const AccordionContext = createContext<AccordionContextValue | null>(null);

export interface AccordionProps {
  children: ReactNode;
  /** several sections may be open at once (default true); false closes the others when one opens */
  multiple?: boolean;
  /** with multiple=false: the id of the section open at first */
  defaultOpenId?: string;
  className?: string;
}

/**
 * A group of AccordionItems. Arrow up/down, Home and End move between the section buttons.
 */
export function Accordion({ children, multiple = true, defaultOpenId, className }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId ?? null);
  const ref = useRef<HTMLDivElement>(null);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const root = ref.current;
    const target = e.target as HTMLElement;
    if (!root || !target.matches("[data-accordion-trigger]") || target.closest("[data-accordion]") !== root) return;
    const triggers = Array.from(root.querySelectorAll<HTMLButtonElement>("[data-accordion-trigger]")).filter(
      (b) => b.closest("[data-accordion]") === root && !b.disabled,
    );
    const i = triggers.indexOf(target as HTMLButtonElement);
    let next: HTMLButtonElement | undefined;
    if (e.key === "ArrowDown") next = triggers[(i + 1) % triggers.length];
    else if (e.key === "ArrowUp") next = triggers[(i - 1 + triggers.length) % triggers.length];
    else if (e.key === "Home") next = triggers[0];
    else if (e.key === "End") next = triggers[triggers.length - 1];
    if (next) {
      e.preventDefault();
      next.focus();
    }
  }

  return (
    <AccordionContext.Provider value={{ multiple, openId, setOpenId }}>
      <div ref={ref} className={`ui-accordion${className ? ` ${className}` : ""}`} data-accordion="" onKeyDown={onKeyDown}>
        {children}
      </div>
    </AccordionContext.Provider>
  );
}

export interface AccordionItemProps {
  title: ReactNode;
  children: ReactNode;
  /** the section's id (needed for Accordion defaultOpenId) */
  id?: string;
  /** heading level of the section title (default 3) */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** controlled open state */
  open?: boolean;
  defaultOpen?: boolean;
  /** called with the new state on every click (e.g. load details on the first open) */
  onToggle?: (open: boolean) => void;
  disabled?: boolean;
  /** give the panel role="region" (default true; turn off for long lists of sections) */
  region?: boolean;
  className?: string;
}

/**
 * One collapsible section: a heading with a button (aria-expanded, aria-controls) and its panel.
 * Works alone or inside an Accordion.
 */
export function AccordionItem({ title, children, id, headingLevel = 3, open, defaultOpen = false, onToggle, disabled, region = true, className }: AccordionItemProps) {
  const ctx = useContext(AccordionContext);
  const autoId = useId();
  const itemId = id ?? autoId;
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const single = ctx !== null && !ctx.multiple;
  const isOpen = open ?? (single ? ctx.openId === itemId : ownOpen);
  const buttonId = `${itemId}-button`;
  const panelId = `${itemId}-panel`;
  const Heading = `h${headingLevel}` as const;

  function toggle() {
    const next = !isOpen;
    if (open === undefined) {
      if (single) ctx.setOpenId(next ? itemId : null);
      else setOwnOpen(next);
    }
    onToggle?.(next);
  }

  return (
    <div className={`ui-accordion__item${className ? ` ${className}` : ""}`} data-open={isOpen ? "true" : "false"}>
      <Heading className="ui-accordion__heading">
        <button
          type="button"
          id={buttonId}
          className="ui-accordion__trigger"
          aria-expanded={isOpen}
          aria-controls={panelId}
          disabled={disabled}
          data-accordion-trigger=""
          onClick={toggle}
        >
          <span className="ui-accordion__title">{title}</span>
          <span className="ui-accordion__chevron" aria-hidden="true" />
        </button>
      </Heading>
      <div id={panelId} className="ui-accordion__panel" role={region ? "region" : undefined} aria-labelledby={region ? buttonId : undefined} hidden={!isOpen}>
        {children}
      </div>
    </div>
  );
}
