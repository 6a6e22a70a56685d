// @vitest-environment jsdom
/**
 * The on-demand modal when its code cannot be fetched (offline without the service worker's copy):
 * the page stays, the browser's alert says so at each opening, and the modal counts as closed.
 */
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "@/components/providers/i18n-provider";
import { RESOURCES } from "@/lib/i18n/resources";
import { Modal } from "./lazy-modal";

vi.mock("./modal", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öppna
      </button>
      <p>{open ? "öppen" : "stängd"}</p>
      <Modal open={open} onClose={() => setOpen(false)} title="Max antal">
        <p>Du har redan tio bevakningar.</p>
      </Modal>
    </>
  );
}

describe("the on-demand modal without its code", () => {
  it("keeps the page, alerts at each opening and counts as closed", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    // (no DialogProvider: the portal's own dialogs are the modal code that did not arrive)
    const user = userEvent.setup();
    render(
      <I18nProvider language="sv" resources={RESOURCES.sv}>
        <Demo />
      </I18nProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Öppna" }));
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert).toHaveBeenCalledWith("Fönstret kunde inte öppnas. Kontrollera internetanslutningen och ladda om sidan.");
    await waitFor(() => expect(screen.getByText("stängd")).toBeTruthy());
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Öppna" }));
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByText("stängd")).toBeTruthy());
  });
});
