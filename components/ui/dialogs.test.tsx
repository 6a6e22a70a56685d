// @vitest-environment jsdom
/**
 * Dialogs (React Aria modal): focus moves in and stays in, Escape and the close button close and
 * return focus to the opener, alert/confirm answer their promise, a queue shows one at a time.
 */
import { act, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderUi } from "@/tests/support/render-ui";
import { useDialogs } from "./dialogs";
import { Modal } from "./modal";

function ModalDemo({ onClosed }: { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öppna
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        onClosed={onClosed}
        title="Beräkna"
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Klar
          </button>
        }
      >
        <label>
          Vikt <input />
        </label>
      </Modal>
    </>
  );
}

function Ask() {
  const dialogs = useDialogs();
  const [answer, setAnswer] = useState("");
  return (
    <>
      <button
        type="button"
        onClick={async () => setAnswer(String(await dialogs.confirm({ title: "Ta bort", message: "Vill du ta bort bokningen?" })))}
      >
        Fråga
      </button>
      <button
        type="button"
        onClick={async () => {
          await dialogs.alert({ title: "Fel", message: "Första" });
          setAnswer("alert closed");
        }}
      >
        Varna
      </button>
      <button
        type="button"
        onClick={() => {
          void dialogs.alert({ title: "Ett", message: "1" });
          void dialogs.info({ title: "Två", message: "2" });
        }}
      >
        Två
      </button>
      <p>Svar: {answer}</p>
    </>
  );
}

describe("Modal", () => {
  it("opens with focus on the first control, keeps Tab inside, closes on Escape and returns focus", async () => {
    let closed = 0;
    const { user } = renderUi(<ModalDemo onClosed={() => closed++} />);
    const opener = screen.getByRole("button", { name: "Öppna" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Beräkna" });
    expect(dialog).toHaveProperty("tagName", "SECTION");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Stäng" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Vikt" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Klar" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Stäng" })); // wrapped around, never left
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(closed).toBe(1);
  });

  it("Escape still closes it when focus fell to the page (a control disabled itself)", async () => {
    const { user } = renderUi(<ModalDemo />);
    const opener = screen.getByRole("button", { name: "Öppna" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Beräkna" });
    (document.activeElement as HTMLElement).blur();
    await waitFor(() => expect(document.activeElement).toBe(dialog)); // focus is put back on the dialog
    dialog.blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it("the close button closes it too", async () => {
    const { user } = renderUi(<ModalDemo />);
    await user.click(screen.getByRole("button", { name: "Öppna" }));
    await user.click(await screen.findByRole("button", { name: "Stäng" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Öppna" }));
  });
});

describe("useDialogs", () => {
  it("confirm: an alertdialog described by its message, Cancel first; Escape answers false, OK true", async () => {
    const { user } = renderUi(<Ask />);
    await user.click(screen.getByRole("button", { name: "Fråga" }));
    const dlg = await screen.findByRole("alertdialog", { name: "Ta bort" });
    expect(dlg.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(dlg.getAttribute("aria-describedby")!)?.textContent).toBe("Vill du ta bort bokningen?");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Avbryt" }));
    await user.keyboard("{Escape}");
    await screen.findByText("Svar: false");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Fråga" }));

    await user.click(screen.getByRole("button", { name: "Fråga" }));
    await user.click(await screen.findByRole("button", { name: "OK" }));
    await screen.findByText("Svar: true");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("alert: OK has focus, Enter closes it and the promise resolves after it has closed", async () => {
    const { user } = renderUi(<Ask />);
    await user.click(screen.getByRole("button", { name: "Varna" }));
    await screen.findByRole("alertdialog", { name: "Fel" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "OK" }));
    await user.keyboard("{Enter}");
    await screen.findByText("Svar: alert closed");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Varna" }));
  });

  it("shows queued dialogs one at a time, and focus ends on the opener", async () => {
    const { user } = renderUi(<Ask />);
    await user.click(screen.getByRole("button", { name: "Två" }));
    await screen.findByRole("alertdialog", { name: "Ett" });
    expect(screen.queryByRole("dialog", { name: "Två" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "OK" }));
    await screen.findByRole("dialog", { name: "Två" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await act(async () => {
      await user.click(screen.getByRole("button", { name: "OK" }));
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Två" }));
  });
});
