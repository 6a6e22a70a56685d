// @vitest-environment jsdom
/**
 * Accordion: buttons with aria-expanded/aria-controls open their panels
 * by click, Enter and Space; arrow keys, Home and End move between the buttons; a single-open
 * accordion closes the others; a controlled section follows its `open` prop.
 */
import { screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderUi } from "@/tests/support/render-ui";
import { Accordion, AccordionItem } from "./accordion";

const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls")!)!;
const isOpen = (button: HTMLElement) => button.getAttribute("aria-expanded") === "true" && !panelOf(button).hasAttribute("hidden");

describe("Accordion", () => {
  it("opens sections by click, Enter and Space; panels are named by their buttons", async () => {
    const { user } = renderUi(
      <Accordion>
        <AccordionItem title="Hur bokar jag?">Välj tid.</AccordionItem>
        <AccordionItem title="Kan jag ändra?">Ja.</AccordionItem>
      </Accordion>,
    );
    const a = screen.getByRole("button", { name: "Hur bokar jag?" });
    const b = screen.getByRole("button", { name: "Kan jag ändra?" });
    expect(a.getAttribute("aria-expanded")).toBe("false");
    expect(panelOf(a).hasAttribute("hidden")).toBe(true);
    await user.click(a);
    expect(isOpen(a)).toBe(true);
    expect(screen.getByRole("region", { name: "Hur bokar jag?" }).textContent).toBe("Välj tid.");
    b.focus();
    await user.keyboard("{Enter}");
    expect(isOpen(b)).toBe(true);
    expect(isOpen(a)).toBe(true); // several may be open
    await user.keyboard(" ");
    expect(isOpen(b)).toBe(false);
    expect(screen.getByRole("heading", { level: 3, name: "Hur bokar jag?" })).toBeTruthy();
  });

  it("arrow keys, Home and End move between the section buttons", async () => {
    const { user } = renderUi(
      <Accordion>
        <AccordionItem title="Ett">1</AccordionItem>
        <AccordionItem title="Två">2</AccordionItem>
        <AccordionItem title="Tre">3</AccordionItem>
      </Accordion>,
    );
    const [one, two, three] = ["Ett", "Två", "Tre"].map((name) => screen.getByRole("button", { name }));
    one?.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(two);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(three);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(one);
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(three);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(one);
  });

  it("multiple=false keeps one section open", async () => {
    const { user } = renderUi(
      <Accordion multiple={false} defaultOpenId="a">
        <AccordionItem id="a" title="Ett">
          1
        </AccordionItem>
        <AccordionItem id="b" title="Två">
          2
        </AccordionItem>
      </Accordion>,
    );
    const one = screen.getByRole("button", { name: "Ett" });
    const two = screen.getByRole("button", { name: "Två" });
    expect(one.id).toBe("a-button");
    expect(isOpen(one)).toBe(true);
    await user.click(two);
    expect(isOpen(two)).toBe(true);
    expect(isOpen(one)).toBe(false);
  });

  it("a controlled section reports toggles and follows its open prop", async () => {
    const seen: boolean[] = [];
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <AccordionItem
          title="Avtal 210101"
          open={open}
          region={false}
          onToggle={(next) => {
            seen.push(next);
            setOpen(next);
          }}
        >
          Detaljer
        </AccordionItem>
      );
    }
    const { user } = renderUi(<Controlled />);
    const button = screen.getByRole("button", { name: "Avtal 210101" });
    await user.click(button);
    await user.click(button);
    expect(seen).toEqual([true, false]);
    expect(isOpen(button)).toBe(false);
    // region={false}: a plain panel, not named (so getByLabel of a field inside finds only the field)
    expect(panelOf(button).getAttribute("role")).toBeNull();
    expect(panelOf(button).getAttribute("aria-labelledby")).toBeNull();
  });

  it("deferClosed: a closed panel's content is not in the server's HTML and comes right after the first paint", async () => {
    const item = (defer: boolean) => (
      <AccordionItem title="Avtal 1" deferClosed={defer}>
        <span>Kvantitet 30 ton</span>
      </AccordionItem>
    );
    expect(renderToString(item(false))).toContain("Kvantitet 30 ton");
    expect(renderToString(item(true))).not.toContain("Kvantitet 30 ton");
    renderUi(item(true));
    await waitFor(() => expect(document.body.textContent).toContain("Kvantitet 30 ton"));
    expect(panelOf(screen.getByRole("button", { name: "Avtal 1" })).hasAttribute("hidden")).toBe(true);
  });
});
