// @vitest-environment jsdom
/**
 * The start page's open agreements when the server had none to hand over (its own read failed):
 * the section asks the call itself, and a failed call shows the spec's message instead of
 * hanging. (The listing and its links: tests/e2e/agreements/open-agreements.spec.ts.)
 */
import { screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { ShellContextProvider } from "@/components/shell/shell-context";
import { renderUi } from "@/tests/support/render-ui";
import { OpenAgreements } from "./open-agreements";

afterEach(() => vi.unstubAllGlobals());

it("a failed open-agreements call shows a message instead of hanging", async () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response("{}", { status: 500, headers: { "content-type": "application/json" } })));
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "error").mockImplementation(() => {});
  renderUi(
    <ShellContextProvider
      value={{
        market: "se",
        activeCustomerNumber: "100234",
        isSubCustomer: false,
        parentCustomerNumber: null,
        isInternal: false,
        isActingAsStaff: false,
        internalPaths: [],
      }}
    >
      <OpenAgreements />
    </ShellContextProvider>,
  );
  expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Öppna avtal kunde inte hämtas just nu.");
  expect(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0])).toContain("/api/agreements/getopenagreements");
});
