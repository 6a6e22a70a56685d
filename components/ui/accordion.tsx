"use client";

/**
 * Accordion (WAI-ARIA accordion pattern) on plain elements: each section is a heading with a button
 * (aria-expanded, aria-controls) and its panel (hidden until opened; `hidden="until-found"` where
 * the browser has it, so find-in-page opens it). `Accordion` groups sections: with multiple=false
 * opening one closes the others; Arrow up/down, Home and End move between the section buttons.
 * It was React Aria's Disclosure and DisclosureGroup, ~30 kB gzip in the first load of every page
 * with a section list (decision 100); the markup and behaviour are the same.
 */
import {
  createContext,
  startTransition,
  use,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";

/** A multiple=false accordion's open section. */
const SingleOpen = createContext<{ openId: string | null; setOpenId: (id: string | null) => void } | null>(null);

export interface AccordionProps {
  children: ReactNode;
  /** several sections may be open at once (default true); false closes the others when one opens */
  multiple?: boolean;
  /** with multiple=false: the id of the section open at first */
  defaultOpenId?: string;
  className?: string;
}

/** The section buttons of this accordion (not of one nested inside it) that arrow keys visit. */
function triggersOf(root: HTMLElement): HTMLButtonElement[] {
  return Array.from(root.querySelectorAll<HTMLButtonElement>("[data-accordion-trigger]")).filter(
    (b) => b.closest("[data-accordion]") === root && !b.disabled,
  );
}

export function Accordion({ children, multiple = true, defaultOpenId, className }: AccordionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [openId, setOpenId] = useState<string | null>(defaultOpenId ?? null);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const root = ref.current;
    const target = e.target as HTMLElement;
    if (!root || !target.matches("[data-accordion-trigger]") || target.closest("[data-accordion]") !== root) return;
    const triggers = triggersOf(root);
    const i = triggers.indexOf(target as HTMLButtonElement);
    const next =
      e.key === "ArrowDown"
        ? triggers[(i + 1) % triggers.length]
        : e.key === "ArrowUp"
          ? triggers[(i - 1 + triggers.length) % triggers.length]
          : e.key === "Home"
            ? triggers[0]
            : e.key === "End"
              ? triggers[triggers.length - 1]
              : undefined;
    if (next) {
      e.preventDefault();
      next.focus();
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Up/Down/Home/End delegated from the section buttons (WAI-ARIA accordion); the wrapper takes no focus
    <div ref={ref} className={`ui-accordion${className ? ` ${className}` : ""}`} data-accordion="" onKeyDown={onKeyDown}>
      {multiple ? (
        // independent sections: no group state (a section's own `open` prop stays in charge)
        children
      ) : (
        <div className="ui-accordion__group">
          <SingleOpen value={{ openId, setOpenId }}>{children}</SingleOpen>
        </div>
      )}
    </div>
  );
}

export interface AccordionItemProps {
  title: ReactNode;
  children: ReactNode;
  /** the section's id (needed for Accordion defaultOpenId); the button's id is `<id>-button` */
  id?: string;
  /** heading level of the section title (default 3) */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** controlled open state (outside a multiple=false Accordion) */
  open?: boolean;
  defaultOpen?: boolean;
  /** called with the new state on every toggle (e.g. load details on the first open) */
  onToggle?: (open: boolean) => void;
  disabled?: boolean;
  /** give the panel role="region" (default true; turn off for long lists of sections) */
  region?: boolean;
  /**
   * render a closed panel's content only after the first paint, at transition priority (for long
   * lists rendered in the browser; default false: closed content is in the server's HTML)
   */
  deferClosed?: boolean;
  className?: string;
}

/** One collapsible section; works alone or inside an Accordion. */
export function AccordionItem({
  title,
  children,
  id,
  headingLevel = 3,
  open,
  defaultOpen = false,
  onToggle,
  disabled,
  region = true,
  deferClosed = false,
  className,
}: AccordionItemProps) {
  const autoId = useId();
  const itemId = id ?? autoId;
  const buttonId = `${itemId}-button`;
  const panelId = `${itemId}-panel`;
  const group = use(SingleOpen);
  const [own, setOwn] = useState(defaultOpen);
  const isOpen = group ? group.openId === itemId : (open ?? own);
  const panel = useRef<HTMLDivElement>(null);
  // deferClosed: a closed panel's content comes right after the first paint, rendered at
  // transition priority (React yields to the browser every few milliseconds), so a list of twenty
  // agreements does not build a thousand hidden elements in one task before the page answers
  // (decision 103). It is there for find-in-page a moment later; an opened panel renders at once.
  const [contentWanted, setContentWanted] = useState(isOpen || !deferClosed);
  useEffect(() => {
    if (!contentWanted) startTransition(() => setContentWanted(true));
  }, [contentWanted]);

  const toggle = (next: boolean) => {
    if (disabled || next === isOpen) return;
    if (group) group.setOpenId(next ? itemId : null);
    else setOwn(next);
    onToggle?.(next);
  };

  // find-in-page: a closed panel is hidden="until-found" where the browser knows it, and opens on a match
  const onMatch = useEffectEvent(() => toggle(true));
  useEffect(() => {
    const el = panel.current;
    if (!el || isOpen || !("onbeforematch" in document.body)) return;
    el.setAttribute("hidden", "until-found");
    const opened = () => onMatch();
    el.addEventListener("beforematch", opened);
    return () => el.removeEventListener("beforematch", opened);
  }, [isOpen]);

  const Heading = `h${headingLevel}` as const;
  return (
    <div
      id={itemId}
      className={`ui-accordion__item${className ? ` ${className}` : ""}${isOpen ? " is-open" : ""}`}
      data-expanded={isOpen || undefined}
    >
      <Heading className="ui-accordion__heading">
        <button
          type="button"
          id={buttonId}
          className="ui-accordion__trigger"
          aria-expanded={isOpen}
          aria-controls={panelId}
          disabled={disabled}
          data-accordion-trigger=""
          data-open={isOpen ? "true" : "false"}
          onClick={() => toggle(!isOpen)}
        >
          <span className="ui-accordion__title">{title}</span>
          <span className="ui-accordion__chevron" aria-hidden="true" />
        </button>
      </Heading>
      {/* a region named by the button's own id (also in the server's HTML); with region={false} a plain,
          unnamed panel, so long lists of sections do not fill the landmark and label lists */}
      <div
        ref={panel}
        id={panelId}
        className="ui-accordion__panel"
        role={region ? "region" : undefined}
        aria-labelledby={region ? buttonId : undefined}
        hidden={!isOpen}
      >
        <div className="ui-accordion__content">{isOpen || contentWanted ? children : null}</div>
      </div>
    </div>
  );
}
