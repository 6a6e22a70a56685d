/**
 * DataTable's column model (decision 107): the header cycle none → ascending → descending → none,
 * text in the page language's collation with numbers in text as numbers, numbers by value, empty
 * values last in both directions, equal values in their order, and which columns sort.
 */
import { describe, expect, it } from "vitest";
import { canSort, cellValue, collatorFor, columnId, nextSort, sortRows, type ColumnDef, type TableRow } from "./data-table-model";

interface Row {
  name: string | null;
  tons?: number;
}
const rowsOf = (data: Row[]): TableRow<Row>[] => data.map((original, index) => ({ id: String(index), index, original }));
const names = (rows: TableRow<Row>[]) => rows.map((r) => r.original.name);
const name: ColumnDef<Row> = { accessorKey: "name", header: "Namn" };
const tons: ColumnDef<Row> = { id: "tons", accessorFn: (r) => r.tons, header: "Ton" };

describe("data table model", () => {
  it("a header press goes none → ascending → descending → none, and another column starts ascending", () => {
    expect(nextSort(null, "name")).toEqual({ id: "name", dir: "asc" });
    expect(nextSort({ id: "name", dir: "asc" }, "name")).toEqual({ id: "name", dir: "desc" });
    expect(nextSort({ id: "name", dir: "desc" }, "name")).toBeNull();
    expect(nextSort({ id: "name", dir: "desc" }, "tons")).toEqual({ id: "tons", dir: "asc" });
  });

  it("sorts text in Swedish order (å ä ö after z) with numbers in text as numbers", () => {
    const rows = rowsOf(["Örebro", "Ängelholm", "Åhus", "Skara 10", "Skara 2", "alingsås", "Zinkgruvan"].map((n) => ({ name: n })));
    expect(names(sortRows(rows, name, "asc", collatorFor("sv")))).toEqual([
      "alingsås",
      "Skara 2",
      "Skara 10",
      "Zinkgruvan",
      "Åhus",
      "Ängelholm",
      "Örebro",
    ]);
    expect(names(sortRows(rows, name, "desc", collatorFor("sv")))[0]).toBe("Örebro");
  });

  it("sorts text in Finnish order on the Finnish site", () => {
    const rows = rowsOf(["Äänekoski", "Oulu", "Åland", "Vaasa", "Överby"].map((n) => ({ name: n })));
    expect(names(sortRows(rows, name, "asc", collatorFor("fi")))).toEqual(["Oulu", "Vaasa", "Åland", "Äänekoski", "Överby"]);
  });

  it("sorts numbers by value, keeps equal values in order and puts empty values last both ways", () => {
    const rows = rowsOf([
      { name: "a", tons: 100 },
      { name: "b" },
      { name: "c", tons: 9 },
      { name: "d", tons: 100 },
      { name: "e", tons: 25.5 },
    ]);
    expect(names(sortRows(rows, tons, "asc", collatorFor("sv")))).toEqual(["c", "e", "a", "d", "b"]);
    expect(names(sortRows(rows, tons, "desc", collatorFor("sv")))).toEqual(["a", "d", "e", "c", "b"]);
    const withEmpty = rowsOf([{ name: "" }, { name: "B" }, { name: null }, { name: "A" }]);
    expect(names(sortRows(withEmpty, name, "desc", collatorFor("sv")))).toEqual(["B", "A", "", null]);
  });

  it("knows a column's id, value and whether it sorts", () => {
    const actions: ColumnDef<Row> = { id: "actions", header: "Åtgärder", cell: () => null };
    expect([name, tons, actions].map(columnId)).toEqual(["name", "tons", "actions"]);
    expect([name, tons, actions, { ...name, enableSorting: false }].map(canSort)).toEqual([true, true, false, false]);
    expect(cellValue(tons, { name: "x", tons: 3 }, 0)).toBe(3);
    expect(cellValue(actions, { name: "x" }, 0)).toBeUndefined();
  });
});
