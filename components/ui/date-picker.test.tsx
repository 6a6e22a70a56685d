// @vitest-environment jsdom
/**
 * Date picker: typing in both markets' formats, invalid text marked, and the calendar dialog's
 * keyboard (WAI-ARIA date picker dialog pattern): arrows move days, PageUp/PageDown months, Enter
 * picks, Escape closes; focus returns to the button.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderUi } from "@/tests/support/render-ui";
import { DatePicker } from "./date-picker";
import { Modal } from "./modal";

function Picker({ market = "se" as const, initial = "", min }: { market?: "se" | "fi"; initial?: string; min?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="f">
      <DatePicker
        market={market}
        label={market === "fi" ? "Toimituspäivä" : "Leveransdatum"}
        name="date"
        value={value}
        min={min}
        onChange={(iso) => setValue(iso)}
      />
      <output>ISO: {value}</output>
    </form>
  );
}

const hidden = () => document.querySelector<HTMLInputElement>("input[name=date]")!;

describe("DatePicker typing", () => {
  it("Sweden: yyyy-mm-dd is read, anything else is marked invalid after leaving the field", async () => {
    const { user } = renderUi(<Picker />);
    const input = screen.getByRole("textbox", { name: "Leveransdatum" });
    await user.type(input, "2026-13-45");
    await user.tab();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Ange datumet som åååå-mm-dd.")).toBeTruthy();
    expect(input.getAttribute("aria-describedby")).toContain(screen.getByText("Ange datumet som åååå-mm-dd.").id);
    expect((input as HTMLInputElement).validity.valid).toBe(false);

    await user.clear(input);
    await user.type(input, "2026-11-23");
    await user.tab();
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(hidden().value).toBe("2026-11-23");
    expect(screen.getByText("ISO: 2026-11-23")).toBeTruthy();
  });

  it("Finland: dd/mm/yy (also d.m.yy) is read and shown as dd/mm/yy", async () => {
    const { user } = renderUi(<Picker market="fi" />, { market: "fi" });
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Toimituspäivä" });
    await user.type(input, "23/11/26");
    await user.tab();
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(hidden().value).toBe("2026-11-23");
    await user.clear(input);
    await user.type(input, "1.2.26");
    await user.tab();
    expect(input.value).toBe("01/02/26");
    expect(hidden().value).toBe("2026-02-01");
    await user.clear(input);
    await user.type(input, "2026-11-23");
    await user.tab();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Anna päivämäärä muodossa pp/kk/vv.")).toBeTruthy();
  });

  it("a date before min is refused with its own message", async () => {
    const { user } = renderUi(<Picker min="2026-11-10" />);
    const input = screen.getByRole("textbox", { name: "Leveransdatum" });
    await user.type(input, "2026-11-09");
    await user.tab();
    expect(screen.getByText("Datumet får inte vara före 2026-11-10.")).toBeTruthy();
    expect(hidden().value).toBe("");
  });
});

describe("DatePicker calendar dialog", () => {
  it("opens on the chosen day, Monday first; arrows, PageUp and Enter pick; focus returns to the button", async () => {
    const { user } = renderUi(<Picker initial="2026-11-23" />);
    const button = screen.getByRole("button", { name: "Välj datum i kalendern" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await user.click(button);
    const dialog = await screen.findByRole("dialog");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const grid = within(dialog).getByRole("grid");
    // the weekday row is aria-hidden (each day's label names its weekday), so read the th cells
    const headers = Array.from(grid.querySelectorAll("th")).map((h) => h.textContent);
    expect(headers[0]).toMatch(/^mån/i);
    expect(headers[6]).toMatch(/^sön/i);
    expect(within(dialog).getByRole("heading").textContent).toMatch(/november 2026/i);
    await waitFor(() => expect(document.activeElement?.textContent).toBe("23"));

    await user.keyboard("{ArrowRight}");
    expect(document.activeElement?.textContent).toBe("24");
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("1"); // 2026-12-01
    expect(within(dialog).getByRole("heading").textContent).toMatch(/december 2026/i);
    await user.keyboard("{PageUp}");
    expect(document.activeElement?.textContent).toBe("1");
    expect(within(dialog).getByRole("heading").textContent).toMatch(/november 2026/i);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Leveransdatum" }).value).toBe("2026-11-01");
    expect(hidden().value).toBe("2026-11-01");
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it("Escape closes without choosing and returns focus; Alt+ArrowDown in the input opens it", async () => {
    const { user } = renderUi(<Picker initial="2026-11-23" />);
    const input = screen.getByRole("textbox", { name: "Leveransdatum" });
    await user.click(input);
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    await screen.findByRole("dialog");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("23"));
    await user.keyboard("{ArrowLeft}{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(hidden().value).toBe("2026-11-23");
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it("Finnish calendar: Finnish month and weekday names, Monday first", async () => {
    const { user } = renderUi(<Picker market="fi" initial="2026-11-23" />, { market: "fi" });
    await user.click(screen.getByRole("button", { name: "Valitse päivämäärä kalenterista" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading").textContent).toMatch(/marraskuu 2026/i);
    expect(dialog.querySelector("th")?.textContent).toMatch(/^ma/i);
  });

  it("inside a modal, Escape closes the calendar only", async () => {
    const { user } = renderUi(
      <Modal open onClose={() => {}} title="Ändra bokning">
        <Picker initial="2026-11-23" />
      </Modal>,
    );
    await screen.findByRole("dialog", { name: "Ändra bokning" });
    await user.click(screen.getByRole("button", { name: "Välj datum i kalendern" }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe("23"));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("grid")).toBeNull());
    expect(screen.getByRole("dialog", { name: "Ändra bokning" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Välj datum i kalendern" })));
  });
});
