"use client";

/**
 * Accordion (WAI-ARIA accordion pattern) on React Aria's Disclosure: each section is a heading with
 * a button (aria-expanded, aria-controls) and its panel (hidden until opened; found by the
 * browser's find-in-page). `Accordion` groups sections: with multiple=false it is a React Aria
 * DisclosureGroup (opening one closes the others); Arrow up/down, Home and End move between the
 * section buttons.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from "react-aria-components";

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
        <DisclosureGroup className="ui-accordion__group" defaultExpandedKeys={defaultOpenId ? [defaultOpenId] : undefined}>
          {children}
        </DisclosureGroup>
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
  className,
}: AccordionItemProps) {
  const autoId = useId();
  const itemId = id ?? autoId;
  const buttonId = `${itemId}-button`;
  return (
    <Disclosure
      id={itemId}
      isExpanded={open}
      defaultExpanded={defaultOpen}
      onExpandedChange={onToggle}
      isDisabled={disabled}
      className={({ isExpanded }) => `ui-accordion__item${className ? ` ${className}` : ""}${isExpanded ? " is-open" : ""}`}
    >
      {({ isExpanded }) => (
        <>
          <Heading level={headingLevel} className="ui-accordion__heading">
            <Button
              slot="trigger"
              id={buttonId}
              className="ui-accordion__trigger"
              // the marker last, after React Aria's aria-expanded and aria-controls
              render={(props) => <button {...props} data-accordion-trigger="" data-open={isExpanded ? "true" : "false"} />}
            >
              <span className="ui-accordion__title">{title}</span>
              <span className="ui-accordion__chevron" aria-hidden="true" />
            </Button>
          </Heading>
          <DisclosurePanel
            className="ui-accordion__panel"
            role="region"
            // a region named by the button's own id (also in the server's HTML); with region={false}
            // a plain, unnamed panel, so long lists of sections do not fill the landmark and label lists
            render={(props) => <div {...props} role={region ? "region" : undefined} aria-labelledby={region ? buttonId : undefined} />}
          >
            <div className="ui-accordion__content">{children}</div>
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
