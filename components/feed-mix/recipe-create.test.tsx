// @vitest-environment jsdom
/**
 * The feed advisor's new recipe form and "Jaa tilalle" without a server (fetch stubbed): the
 * required fields say what is missing and nothing is sent; a filled form sends the spec's recipe
 * shape in the loading order set with the move buttons, with one idempotency key; the server's field
 * messages show at their fields; the assign dialog offers only the other farms and shows the
 * server's refusal. (The whole path with a server: tests/e2e/feed-mix/advisor.spec.ts.)
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "@/tests/support/render-ui";
import type { TAdvisorFarmsResponse } from "@/lib/feed-mix/schemas";
import { AssignForm } from "./assign-dialog";
import { CreateForm } from "./recipe-create";

afterEach(() => vi.unstubAllGlobals());

const FARMS: TAdvisorFarmsResponse["Farms"] = [
  { CustomerNumber: "700101", CustomerName: "Mäkelän tila", City: "Seinäjoki" },
  { CustomerNumber: "700205", CustomerName: "Korpelan Maatila Oy", City: "Huittinen" },
];
const CATALOG: TAdvisorFarmsResponse["Catalog"] = [
  { FeedId: "SILO-1", FeedName: "Nurmisäilörehu, 1. sato", Kind: "silage", DryMatter: 30 },
  { FeedId: "OHRA", FeedName: "Rehuohra, litistetty", Kind: "grain", DryMatter: 87 },
  { FeedId: "KIVENNAINEN", FeedName: "Kivennäisrehu lypsylehmille", Kind: "mineral", DryMatter: 98 },
];

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

/** fetch stub: the farms list for GETs, `post` for the POST. */
function stubFetch(post: () => Promise<Response>) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) =>
    (init?.method ?? "GET") === "GET" ? json(200, { Farms: FARMS, Catalog: CATALOG }) : post(),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const posted = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === "POST")
    .map(([url, init]) => ({ url, body: JSON.parse(init?.body as string) as Record<string, unknown> }));

describe("new recipe (advisor)", () => {
  it("says what is missing and sends nothing", async () => {
    const fetchMock = stubFetch(() => json(500, {}));
    const { user } = renderUi(<CreateForm farms={FARMS} catalog={CATALOG} navigate={vi.fn()} customerNumber={null} />, { market: "fi" });
    await user.click(screen.getByRole("button", { name: "Luo resepti" }));
    expect(screen.getByText("Valitse tila.")).toBeTruthy();
    expect(screen.getByText("Anna reseptille nimi.")).toBeTruthy();
    expect(screen.getByText("Syötä eläinmäärä (vähintään 1).")).toBeTruthy();
    expect(screen.getByText("Lisää vähintään yksi komponentti.")).toBeTruthy();
    // adding without choosing a feed
    await user.click(screen.getByRole("button", { name: "Lisää komponentti" }));
    expect(screen.getByText("Valitse rehu ja syötä määrä.")).toBeTruthy();
    expect(posted(fetchMock)).toEqual([]);
  });

  it("sends the recipe in the loading order set with the move buttons and opens it", async () => {
    const fetchMock = stubFetch(() => json(200, { Recipe: { Id: 321, CustomerName: "Korpelan Maatila Oy" }, Replayed: false }));
    const navigate = vi.fn();
    const { user } = renderUi(<CreateForm farms={FARMS} catalog={CATALOG} navigate={navigate} customerNumber={null} />, { market: "fi" });
    await user.type(screen.getByRole("combobox", { name: "Tila" }), "Korpe");
    await user.click(await screen.findByRole("option", { name: "Korpelan Maatila Oy (700205)" }));
    await user.type(screen.getByRole("textbox", { name: "Reseptin nimi" }), "Hiehot");
    await user.type(screen.getByRole("textbox", { name: "Eläinmäärä" }), "20");
    for (const [feed, kg] of [
      ["Nurmisäilörehu, 1. sato", "400"],
      ["Kivennäisrehu lypsylehmille", "3"],
    ] as const) {
      await user.selectOptions(screen.getByRole("combobox", { name: "Rehu" }), feed);
      await user.click(screen.getByRole("button", { name: "Lisää komponentti" }));
      await user.type(screen.getByRole("textbox", { name: `${feed}: Määrä (kg)` }), kg);
    }
    expect(screen.getByTestId("create-total").textContent).toMatch(/403/);
    // the minerals first: the keyboard alternative of the drag
    await user.click(screen.getByRole("button", { name: "Siirrä ylös: Kivennäisrehu lypsylehmille" }));
    await user.click(screen.getByRole("button", { name: "Luo resepti" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ kind: "recipe", id: 321 }));
    const [sent] = posted(fetchMock);
    expect(sent?.url).toBe("/api/maiturimix/advisor/createrecipe");
    expect(sent?.body).toMatchObject({
      CustomerNumber: "700205",
      MixName: "Hiehot",
      Size: 403,
      AnimalCount: 20,
      ScaleAccordingToFirstItem: false,
      Feeds: [
        { FeedId: "KIVENNAINEN", PlannedWeight: 3, SortOrder: 1, Nutritions: { DryMatter: 98 } },
        { FeedId: "SILO-1", PlannedWeight: 400, SortOrder: 2, Nutritions: { DryMatter: 30 } },
      ],
    });
    expect(String(sent?.body.idempotencyKey)).toMatch(/^[0-9a-f]{32}$/);
  });

  it("shows the server's field messages at their fields", async () => {
    stubFetch(() =>
      json(400, {
        error: {
          code: "BAD_REQUEST",
          message: "Tarkista tiedot.",
          fields: { MixName: ["Reseptin nimi on liian pitkä."], Size: ["Koko ei täsmää."] },
        },
      }),
    );
    const { user } = renderUi(<CreateForm farms={FARMS} catalog={CATALOG} navigate={vi.fn()} customerNumber={null} />, { market: "fi" });
    await user.type(screen.getByRole("combobox", { name: "Tila" }), "Mäke");
    await user.click(await screen.findByRole("option", { name: "Mäkelän tila (700101)" }));
    await user.type(screen.getByRole("textbox", { name: "Reseptin nimi" }), "X");
    await user.type(screen.getByRole("textbox", { name: "Eläinmäärä" }), "5");
    await user.selectOptions(screen.getByRole("combobox", { name: "Rehu" }), "Rehuohra, litistetty");
    await user.click(screen.getByRole("button", { name: "Lisää komponentti" }));
    await user.type(screen.getByRole("textbox", { name: "Rehuohra, litistetty: Määrä (kg)" }), "50");
    await user.click(screen.getByRole("button", { name: "Luo resepti" }));
    expect(await screen.findByText("Reseptin nimi on liian pitkä.")).toBeTruthy();
    expect(screen.getByText("Koko ei täsmää.")).toBeTruthy();
  });
});

describe("Jaa tilalle", () => {
  it("offers the store's other farms only and shows a refusal at the farm", async () => {
    const fetchMock = stubFetch(() =>
      json(409, { error: { code: "CONFLICT", message: "x", fields: { CustomerNumber: ["Resepti on jo jaettu tälle tilalle."] } } }),
    );
    const onDone = vi.fn();
    const { user } = renderUi(<AssignForm recipe={{ Id: 7, CustomerNumber: "700101" }} customerNumber={null} onDone={onDone} />, {
      market: "fi",
    });
    const box = await screen.findByRole("combobox", { name: "Tila" });
    await user.click(box);
    const list = await screen.findByRole("listbox");
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Korpelan Maatila Oy (700205)"]);
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Jaa" }));
    expect(screen.getByText("Valitse tila.")).toBeTruthy();
    await user.click(box);
    await user.click(await screen.findByRole("option", { name: "Korpelan Maatila Oy (700205)" }));
    await user.click(screen.getByRole("button", { name: "Jaa" }));
    expect(await screen.findByText("Resepti on jo jaettu tälle tilalle.")).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(posted(fetchMock)).toMatchObject([{ url: "/api/maiturimix/advisor/assignrecipe", body: { id: 7, CustomerNumber: "700205" } }]);
  });
});
