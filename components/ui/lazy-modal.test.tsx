// @vitest-environment jsdom
/**
 * The on-demand modal (decision 104): nothing of it is mounted until it first opens; then it behaves
 * as the modal it loads — focus moves in, Escape closes it and gives focus back to the opener — and
 * it opens again at once the second time.
 */
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderUi } from "@/tests/support/render-ui";
import { Modal } from "./lazy-modal";

function Demo({ onClosed }: { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öppna
      </button>
      <Modal open={open} onClose={() => setOpen(false)} onClosed={onClosed} title="Max antal">
        <p>Du har redan tio bevakningar.</p>
      </Modal>
    </>
  );
}

describe("the on-demand modal", () => {
  it("mounts nothing while closed, opens with focus inside, closes with Escape back to the opener, opens again", async () => {
    let closed = 0;
    const { user, container } = renderUi(<Demo onClosed={() => (closed += 1)} />);
    expect(container.innerHTML).not.toContain("Max antal");
    expect(document.querySelector("[role=dialog]")).toBeNull();

    const opener = screen.getByRole("button", { name: "Öppna" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Max antal" });
    expect(dialog.textContent).toContain("Du har redan tio bevakningar.");
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(closed).toBe(1);

    await user.click(opener);
    expect(await screen.findByRole("dialog", { name: "Max antal" })).toBeTruthy();
  });
});
