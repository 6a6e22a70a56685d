// @vitest-environment jsdom
/**
 * Reorderable list: move up / move down buttons change the order at once and save the whole new
 * order; a failed save rolls back to the last saved order and reports the error; the keyboard
 * reaches the buttons.
 */
import { act, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "@/tests/support/render-ui";
import { ReorderableList } from "./reorderable-list";

type Row = { id: number; name: string };
const ROWS: Row[] = [
  { id: 1, name: "Lannoitus" },
  { id: 2, name: "Kasvinsuojelu" },
  { id: 3, name: "Viljakauppa" },
];
const names = () => screen.getAllByRole("row").map((r) => r.textContent?.replace(/[⠿↑↓]/g, "").trim());

function renderList(onSave: (keys: (string | number)[]) => Promise<unknown>, onError = vi.fn()) {
  const r = renderUi(
    <ReorderableList label="Kansiot" items={ROWS} itemKey={(r) => r.id} itemText={(r) => r.name} onSave={onSave} onError={onError} />,
    { market: "fi" },
  );
  return { ...r, onError };
}

describe("ReorderableList", () => {
  it("moves a row with its buttons and saves the new order", async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = renderList(onSave);
    expect(names()).toEqual(["Lannoitus", "Kasvinsuojelu", "Viljakauppa"]);
    expect(screen.getByRole("button", { name: "Siirrä ylös: Lannoitus" }).hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Siirrä alas: Lannoitus" }));
    expect(names()).toEqual(["Kasvinsuojelu", "Lannoitus", "Viljakauppa"]);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith([2, 1, 3]));
    expect(document.querySelector(".ui-reorder__status")?.textContent).toContain("Lannoitus siirretty paikalle 2/3");
    await user.click(screen.getByRole("button", { name: "Siirrä ylös: Viljakauppa" }));
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith([2, 3, 1]));
    expect(names()).toEqual(["Kasvinsuojelu", "Viljakauppa", "Lannoitus"]);
  });

  it("goes back to the saved order when the save fails", async () => {
    let reject: (e: unknown) => void = () => undefined;
    const onSave = vi.fn(() => new Promise((_, r) => (reject = r)));
    const { user, onError } = renderList(onSave);
    await user.click(screen.getByRole("button", { name: "Siirrä ylös: Viljakauppa" }));
    expect(names()).toEqual(["Lannoitus", "Viljakauppa", "Kasvinsuojelu"]);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    act(() => reject(new Error("403")));
    await waitFor(() => expect(names()).toEqual(["Lannoitus", "Kasvinsuojelu", "Viljakauppa"]));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(document.querySelector(".ui-reorder__status")?.textContent).toContain("epäonnistui");
  });

  it("keeps quick moves while the saves are pending, when the screen takes each saved order", async () => {
    const resolvers: (() => void)[] = [];
    const saved: (string | number)[][] = [];
    function Screen() {
      const [rows, setRows] = useState(ROWS);
      return (
        <ReorderableList
          label="Kansiot"
          items={rows}
          itemKey={(r) => r.id}
          itemText={(r) => r.name}
          onSave={(keys) =>
            new Promise<void>((resolve) =>
              resolvers.push(() => {
                saved.push(keys);
                setRows(keys.map((k) => ROWS.find((r) => r.id === k)!));
                resolve();
              }),
            )
          }
        />
      );
    }
    const { user } = renderUi(<Screen />, { market: "fi" });
    await user.click(screen.getByRole("button", { name: "Siirrä alas: Lannoitus" }));
    await user.click(screen.getByRole("button", { name: "Siirrä alas: Lannoitus" }));
    expect(names()).toEqual(["Kasvinsuojelu", "Viljakauppa", "Lannoitus"]);
    await waitFor(() => expect(resolvers).toHaveLength(1));
    act(() => resolvers[0]!());
    await waitFor(() => expect(resolvers).toHaveLength(2));
    expect(names()).toEqual(["Kasvinsuojelu", "Viljakauppa", "Lannoitus"]);
    act(() => resolvers[1]!());
    await waitFor(() =>
      expect(saved).toEqual([
        [2, 1, 3],
        [2, 3, 1],
      ]),
    );
    expect(names()).toEqual(["Kasvinsuojelu", "Viljakauppa", "Lannoitus"]);
  });

  it("offers a drag handle per row for the keyboard drag and drop", () => {
    renderList(() => Promise.resolve());
    expect(screen.getByRole("grid", { name: "Kansiot" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Siirrä: Kasvinsuojelu" })).toBeTruthy();
  });
});
