// @vitest-environment jsdom
/**
 * Tabs, combobox and carousel in a DOM: tabs move and select with the arrow keys, Home and End;
 * the combobox filters as you type, moves with the arrows and picks with Enter; the carousel pages
 * with its buttons and the arrow keys and announces what it shows.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderUi } from "@/tests/support/render-ui";
import { Carousel } from "./carousel";
import { ComboBox } from "./combobox";
import { Tabs } from "./tabs";

describe("Tabs", () => {
  const tabs = [
    { id: "grain", label: "Spannmål", content: <p>Spannmålsavtal</p> },
    { id: "seed", label: "Utsäde", content: <p>Utsädesavtal</p> },
    { id: "fert", label: "Gödsel", content: <p>Gödselavtal</p> },
  ];

  it("arrow keys, Home and End move the selection; the panel follows and is named by its tab", async () => {
    const changes: string[] = [];
    const { user } = renderUi(<Tabs label="Avtalstyper" tabs={tabs} onChange={(id) => changes.push(id)} />);
    const list = screen.getByRole("tablist", { name: "Avtalstyper" });
    const [grain, seed, fert] = ["Spannmål", "Utsäde", "Gödsel"].map((name) => within(list).getByRole("tab", { name }));
    expect(grain?.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Spannmål" }).textContent).toBe("Spannmålsavtal");
    await user.tab();
    expect(document.activeElement).toBe(grain);
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(seed);
    expect(seed?.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("Utsädesavtal");
    await user.keyboard("{End}");
    expect(fert?.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowRight}");
    expect(grain?.getAttribute("aria-selected")).toBe("true"); // wraps
    await user.keyboard("{Home}{ArrowLeft}");
    expect(fert?.getAttribute("aria-selected")).toBe("true");
    expect(changes).toEqual(["seed", "fert", "grain", "fert"]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tabpanel", { name: "Gödsel" }));
  });

  it("keepMounted keeps every panel in the page", () => {
    renderUi(<Tabs label="Avtalstyper" tabs={tabs} keepMounted defaultSelectedId="seed" />);
    expect(screen.getByText("Spannmålsavtal", { selector: "p" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Utsäde" }).getAttribute("aria-selected")).toBe("true");
  });
});

describe("ComboBox", () => {
  const places = [
    { id: "SKA", name: "Skara" },
    { id: "LID", name: "Lidköping" },
    { id: "SEI", name: "Seinäjoki" },
    { id: "UPP", name: "Uppsala" },
  ];

  function Pick() {
    const [chosen, setChosen] = useState<string>("");
    return (
      <form aria-label="f">
        <ComboBox
          label="Anläggning"
          items={places}
          getKey={(p) => p.id}
          getText={(p) => p.name}
          name="warehouse"
          onSelect={(p) => setChosen(p?.id ?? "")}
          hint="Skriv några bokstäver."
        />
        <output>Vald: {chosen}</output>
      </form>
    );
  }

  it("filters as you type, arrows move through the options, Enter picks", async () => {
    const { user } = renderUi(<Pick />);
    const input = screen.getByRole("combobox", { name: "Anläggning" });
    expect(input.getAttribute("aria-describedby")).toBeTruthy();
    await user.type(input, "sk");
    const list = await screen.findByRole("listbox");
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Skara"]);
    await user.clear(input);
    await user.type(input, "s");
    await waitFor(() =>
      expect(
        within(screen.getByRole("listbox"))
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Skara", "Seinäjoki", "Uppsala"]),
    );
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const active = document.getElementById(input.getAttribute("aria-activedescendant")!);
    expect(active?.textContent).toBe("Seinäjoki");
    expect(document.activeElement).toBe(input); // focus stays in the input
    await user.keyboard("{Enter}");
    expect((input as HTMLInputElement).value).toBe("Seinäjoki");
    expect(screen.getByText("Vald: SEI")).toBeTruthy();
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(document.querySelector<HTMLInputElement>("input[name=warehouse]")?.value).toBe("SEI");
  });

  it("says so when nothing matches; Escape closes the list", async () => {
    const { user } = renderUi(<Pick />);
    const input = screen.getByRole("combobox", { name: "Anläggning" });
    await user.type(input, "xyz");
    expect(await screen.findByText("Inga träffar")).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("ComboBox with server hits (filter none)", () => {
  it("lists the caller's hits as they are and reports the typed text", async () => {
    const typed: string[] = [];
    function Search() {
      const [text, setText] = useState("");
      const hits =
        text.length >= 4
          ? [
              { no: "100234", name: "Gårdsjö Lantbruk AB" },
              { no: "100235", name: "Västergården" },
            ]
          : [];
      return (
        <ComboBox
          label="Kund"
          items={hits}
          filter="none"
          getKey={(c) => c.no}
          getText={(c) => `${c.no} – ${c.name}`}
          inputValue={text}
          onInputChange={(v) => {
            typed.push(v);
            setText(v);
          }}
        />
      );
    }
    const { user } = renderUi(<Search />);
    const input = screen.getByRole("combobox", { name: "Kund" });
    await user.type(input, "gård");
    const list = await screen.findByRole("listbox");
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["100234 – Gårdsjö Lantbruk AB", "100235 – Västergården"]);
    expect(typed.at(-1)).toBe("gård");
    await user.keyboard("{ArrowDown}{Enter}");
    expect((input as HTMLInputElement).value).toBe("100234 – Gårdsjö Lantbruk AB");
  });
});

describe("Carousel", () => {
  const items = Array.from({ length: 7 }, (_, i) => `Leverans ${i + 1}`);

  it("shows perView slides, pages with the buttons (wrapping) and the arrow keys", async () => {
    const { user } = renderUi(
      <Carousel
        label="Kommande leveranser"
        items={items}
        perView={3}
        getKey={(s) => s}
        renderSlide={(s) => <button type="button">{s}</button>}
      />,
    );
    const carousel = screen.getByRole("region", { name: "Kommande leveranser" });
    expect(carousel.getAttribute("aria-roledescription")).toBe("carousel");
    const visible = () =>
      within(carousel)
        .queryAllByRole("group")
        .map((g) => g.getAttribute("aria-label"));
    expect(visible()).toEqual(["1 av 7", "2 av 7", "3 av 7"]);
    expect(within(carousel).getByText("Visar 1–3 av 7")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Nästa" }));
    expect(visible()).toEqual(["4 av 7", "5 av 7", "6 av 7"]);
    await user.click(screen.getByRole("button", { name: "Nästa" }));
    expect(visible()).toEqual(["7 av 7"]);
    expect(within(carousel).getByText("Visar 7 av 7")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Nästa" }));
    expect(visible()).toEqual(["1 av 7", "2 av 7", "3 av 7"]);
    await user.click(screen.getByRole("button", { name: "Föregående" }));
    expect(visible()).toEqual(["7 av 7"]);
    screen.getByRole("button", { name: "Leverans 7" }).focus();
    await user.keyboard("{Home}");
    expect(visible()).toEqual(["1 av 7", "2 av 7", "3 av 7"]);
    screen.getByRole("button", { name: "Leverans 1" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(visible()).toEqual(["4 av 7", "5 av 7", "6 av 7"]);
    await user.keyboard("{End}");
    expect(visible()).toEqual(["7 av 7"]);
  });

  it("has no paging buttons for one page, and shows the fallback when empty", () => {
    const one = renderUi(<Carousel label="K" items={["A"]} perView={3} getKey={(s) => s} renderSlide={(s) => s} />);
    expect(one.queryByRole("button", { name: "Nästa" })).toBeNull();
    one.unmount();
    renderUi(<Carousel label="K" items={[]} getKey={(s: string) => s} renderSlide={(s) => s} fallback={<p>Inga leveranser</p>} />);
    expect(screen.getByText("Inga leveranser")).toBeTruthy();
  });
});
