// @vitest-environment jsdom
/**
 * DataTable in a DOM: 10 rows a page by default, sorting by a column header (aria-sort), paging
 * with the pager and the page size, the state remembered in the table's cookie; source mode loads
 * each page with page, pageSize, sort and dir. SimpleTable: captions, row headers, empty text,
 * row data attributes, cell-only classes, no header row with a footer.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "@/tests/support/render-ui";
import { DataTable, type ColumnDef } from "./data-table";
import { SimpleTable } from "./simple-table";

interface Row {
  number: number;
  facility: string;
  tons: number;
}
const rows: Row[] = Array.from({ length: 37 }, (_, i) => ({ number: i + 1, facility: `Skara ${i + 1}`, tons: ((i * 7919) % 500) + 10 }));
const columns: ColumnDef<Row>[] = [
  { accessorKey: "number", header: "Nummer" },
  { accessorKey: "facility", header: "Anläggning" },
  { accessorKey: "tons", header: "Mängd (ton)", meta: { align: "end" } },
];

const bodyRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);
const column = (i: number) => bodyRows().map((r) => Number(within(r).getAllByRole("cell")[i]?.textContent));

afterEach(() => vi.unstubAllGlobals());

describe("DataTable", () => {
  it("pages 10 rows at a time, sorts by a header and remembers the state", async () => {
    const { user, unmount } = renderUi(
      <DataTable id="t1" caption="Anläggningar" columns={columns} data={rows} getRowId={(r) => String(r.number)} />,
    );
    expect(screen.getByRole("table", { name: "Anläggningar" })).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByText("Visar 1–10 av 37")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Nästa sida" }));
    expect(column(0)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    await user.click(screen.getByRole("button", { name: "Sista sidan" }));
    expect(column(0)).toEqual([31, 32, 33, 34, 35, 36, 37]);
    expect(screen.getByText("Sida 4 av 4")).toBeTruthy();

    const tons = screen.getByRole("columnheader", { name: /Mängd \(ton\)/ });
    expect(tons.getAttribute("aria-sort")).toBe("none");
    await user.click(within(tons).getByRole("button"));
    expect(tons.getAttribute("aria-sort")).toBe("ascending");
    expect(screen.getByText("Sida 1 av 4")).toBeTruthy(); // sorting goes back to the first page
    const asc = column(2);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    await user.click(within(tons).getByRole("button"));
    expect(tons.getAttribute("aria-sort")).toBe("descending");

    await user.selectOptions(screen.getByRole("combobox", { name: "Rader per sida" }), "25");
    expect(bodyRows()).toHaveLength(25);
    expect(decodeURIComponent(document.cookie)).toContain('dt_t1={"page":1,"pageSize":25,"sort":"tons","dir":"desc"}');

    unmount();
    renderUi(<DataTable id="t1" caption="Anläggningar" columns={columns} data={rows} getRowId={(r) => String(r.number)} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(screen.getByRole("columnheader", { name: /Mängd \(ton\)/ }).getAttribute("aria-sort")).toBe("descending");
  });

  it("source mode asks for each page with its sort", async () => {
    const calls: string[] = [];
    vi.stubGlobal("fetch", (url: string) => {
      calls.push(url);
      const u = new URL(url, "http://x");
      const page = Number(u.searchParams.get("page"));
      const body =
        u.searchParams.get("q") === "none" ? { rows: [], total: 0 } : { rows: rows.slice((page - 1) * 10, page * 10), total: 37 };
      return Promise.resolve(new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }));
    });
    const { user } = renderUi(<DataTable id="t2" caption="Källa" columns={columns} source="/api/rows?q=all" remember={false} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole("button", { name: "Nästa sida" }));
    await waitFor(() => expect(column(0)[0]).toBe(11));
    await user.click(within(screen.getByRole("columnheader", { name: /Anläggning/ })).getByRole("button"));
    await waitFor(() => expect(calls.at(-1)).toBe("/api/rows?q=all&page=1&pageSize=10&sort=facility&dir=asc"));
    expect(calls[0]).toBe("/api/rows?q=all&page=1&pageSize=10");
    expect(calls[1]).toBe("/api/rows?q=all&page=2&pageSize=10");
  });
});

describe("DataTable with the server's first page", () => {
  it("shows the server's page at once without a call, and calls for the next page", async () => {
    const calls: string[] = [];
    vi.stubGlobal("fetch", (url: string) => {
      calls.push(url);
      const page = Number(new URL(url, "http://x").searchParams.get("page"));
      return Promise.resolve(
        new Response(JSON.stringify({ rows: rows.slice((page - 1) * 25, page * 25), total: 37 }), {
          headers: { "content-type": "application/json" },
        }),
      );
    });
    const state = { page: 1, pageSize: 25, sort: "number", dir: "asc" as const };
    const { user } = renderUi(
      <DataTable
        id="t3"
        caption="Källa"
        columns={columns}
        source="/api/rows"
        initialPage={{ state, rows: rows.slice(0, 25), total: 37 }}
      />,
    );
    // no loader, no call: the rows are there from the first render
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText("Visar 1–25 av 37")).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Nästa sida" }));
    await waitFor(() => expect(bodyRows()).toHaveLength(12));
    expect(calls).toEqual(["/api/rows?page=2&pageSize=25&sort=number&dir=asc"]);
  });
});

describe("DataTable with the server's first page, then a search", () => {
  it("asks for the searched rows instead of showing the server's unsearched page", async () => {
    const calls: string[] = [];
    vi.stubGlobal("fetch", (url: string) => {
      calls.push(url);
      return Promise.resolve(
        new Response(JSON.stringify({ rows: rows.slice(0, 2), total: 2 }), { headers: { "content-type": "application/json" } }),
      );
    });
    const state = { page: 1, pageSize: 25, sort: "number", dir: "asc" as const };
    const first = { state, rows: rows.slice(0, 25), total: 37 };
    function Searchable() {
      const [q, setQ] = useState("");
      return (
        <>
          <button type="button" onClick={() => setQ("sk")}>
            Sök sk
          </button>
          <DataTable id="t4" caption="Källa" columns={columns} source={`/api/rows?q=${q}`} reloadKey={q} initialPage={first} />
        </>
      );
    }
    const { user } = renderUi(<Searchable />);
    expect(bodyRows()).toHaveLength(25);
    await user.click(screen.getByRole("button", { name: "Sök sk" }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(calls).toEqual(["/api/rows?q=sk&page=1&pageSize=25&sort=number&dir=asc"]);
  });
});

describe("SimpleTable", () => {
  it("has a caption, column headers, row headers and an empty row", () => {
    const first = renderUi(
      <SimpleTable
        caption="Perioder"
        rows={rows.slice(0, 2)}
        getRowId={(r) => String(r.number)}
        columns={[
          { id: "facility", header: "Anläggning", rowHeader: true, cell: (r) => r.facility },
          { id: "tons", header: "Ton", align: "end", cell: (r) => r.tons },
        ]}
      />,
    );
    const table = screen.getByRole("table", { name: "Perioder" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Anläggning", "Ton"]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(["Skara 1", "Skara 2"]);
    first.unmount();
    renderUi(
      <SimpleTable
        caption="Perioder"
        rows={[]}
        getRowId={() => ""}
        emptyText="Det finns inget att visa."
        columns={[{ id: "a", header: "A", cell: () => null }]}
      />,
    );
    expect(screen.getByText("Det finns inget att visa.")).toBeTruthy();
  });

  it("puts data attributes on rows, a cell-only class on body cells, and can leave out the header row for a footer sum", () => {
    const first = renderUi(
      <SimpleTable
        caption="Order"
        rows={rows.slice(0, 2)}
        getRowId={(r) => String(r.number)}
        rowData={(r) => ({ "data-order": r.number })}
        columns={[
          { id: "facility", header: "Anläggning", cell: (r) => r.facility },
          { id: "actions", header: "Åtgärder", className: "narrow", cellClassName: "buttons", cell: () => "·" },
        ]}
      />,
    );
    const table = screen.getByRole("table", { name: "Order" });
    expect(table.querySelector('tr[data-order="2"]')?.textContent).toContain("Skara 2");
    expect(within(table).getByRole("columnheader", { name: "Åtgärder" }).className).toBe("narrow");
    expect(
      within(table)
        .getAllByRole("cell", { name: "·" })
        .map((c) => c.className),
    ).toEqual(["narrow buttons", "narrow buttons"]);
    first.unmount();

    renderUi(
      <SimpleTable
        caption="Avgift"
        showCaption
        head={false}
        rows={rows.slice(0, 2)}
        getRowId={(r) => String(r.number)}
        columns={[
          { id: "facility", header: null, rowHeader: true, cell: (r) => r.facility },
          { id: "tons", header: null, cell: (r) => r.tons },
        ]}
        footer={
          <tr>
            <th scope="row">Summa</th>
            <td>{rows.slice(0, 2).reduce((n, r) => n + r.tons, 0)}</td>
          </tr>
        }
      />,
    );
    const sum = screen.getByRole("table", { name: "Avgift" });
    expect(within(sum).queryAllByRole("columnheader")).toHaveLength(0);
    expect(
      within(sum)
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(["Skara 1", "Skara 2", "Summa"]);
    expect(within(sum).getAllByRole("row")).toHaveLength(3);
  });
});
