// @vitest-environment jsdom
/**
 * useFlatForm (decision 108): a send is checked with the schema first and the first field with a
 * message gets the focus; after the first send a change is checked again; a valid send hands over
 * the schema's output; a 400's field messages land on the fields and a general one is returned.
 */
import { Fragment } from "react";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { renderUi } from "@/tests/support/render-ui";
import { ApiError } from "@/lib/client/api-fetch";
import { focusFirstInvalid, useFlatForm } from "./use-flat-form";

const Z = z.object({
  text: z.string().trim().min(3, "för kort"),
  days: z.string().regex(/^\d+$/, "bara siffror").transform(Number),
});
type Values = { text: string; days: string };

function Search({
  onSearch,
  serverError,
  onGeneral,
}: {
  onSearch: (r: z.output<typeof Z>) => void;
  serverError?: ApiError;
  onGeneral?: (message: string | null) => void;
}) {
  const form = useFlatForm<Values, z.output<typeof Z>>({ text: "", days: "7" }, () => Promise.resolve(Z));
  return (
    <form
      onSubmit={form.submit((r) => {
        if (serverError) onGeneral?.(form.serverErrors(serverError, "fel"));
        else onSearch(r);
      })}
      noValidate
    >
      {(
        [
          ["days", "Dagar"],
          ["text", "Text"],
        ] as const
      ).map(([name, label]) => (
        <Fragment key={name}>
          <label htmlFor={name}>{label}</label>
          <input
            id={name}
            value={form.values[name]}
            onChange={(e) => form.set({ [name]: e.target.value })}
            aria-invalid={form.errors[name] ? true : undefined}
          />
        </Fragment>
      ))}
      {Object.entries(form.errors).map(([k, m]) => (
        <p key={k}>{`${k}: ${m}`}</p>
      ))}
      <button type="submit">Sök</button>
    </form>
  );
}

describe("useFlatForm", () => {
  it("checks a send, focuses the first field with a message, checks changes after it, and hands over the request", async () => {
    const searches: unknown[] = [];
    const { user } = renderUi(<Search onSearch={(r) => searches.push(r)} />);
    await user.clear(screen.getByLabelText("Dagar"));
    await user.type(screen.getByLabelText("Dagar"), "x");
    expect(screen.queryByText("days: bara siffror")).toBeNull(); // nothing is checked before the first send
    await user.click(screen.getByRole("button", { name: "Sök" }));
    expect(await screen.findByText("days: bara siffror")).toBeTruthy();
    expect(screen.getByText("text: för kort")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Dagar")));
    expect(searches).toEqual([]);

    await user.clear(screen.getByLabelText("Dagar"));
    await user.type(screen.getByLabelText("Dagar"), "14");
    await waitFor(() => expect(screen.queryByText("days: bara siffror")).toBeNull());
    await user.type(screen.getByLabelText("Text"), "Skara");
    await user.click(screen.getByRole("button", { name: "Sök" }));
    await waitFor(() => expect(searches).toEqual([{ text: "Skara", days: 14 }]));
  });

  it("puts a 400's field messages on the fields and returns the general message", async () => {
    /** what serverErrors returned last (null: the messages went onto the fields) */
    let serverErrorText: string | null | undefined;
    const onGeneral = (m: string | null) => (serverErrorText = m);
    const fields = new ApiError(400, { code: "validation", message: "Kontrollera fälten.", fields: { text: ["finns inte"] } });
    const first = renderUi(<Search onSearch={() => undefined} serverError={fields} onGeneral={onGeneral} />);
    const { user } = first;
    await user.type(screen.getByLabelText("Text"), "Skara");
    await user.click(screen.getByRole("button", { name: "Sök" }));
    expect(await screen.findByText("text: finns inte")).toBeTruthy();
    expect(serverErrorText).toBeNull();
    // the field with the server's message gets the focus, as after a refused check
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Text")));
    first.unmount();

    const general = new ApiError(400, { code: "validation", message: "Tjänsten svarar inte.", fields: { _: ["x"] } });
    renderUi(<Search onSearch={() => undefined} serverError={general} onGeneral={onGeneral} />);
    await user.type(screen.getByLabelText("Text"), "Skara");
    await user.click(screen.getByRole("button", { name: "Sök" }));
    await waitFor(() => expect(serverErrorText).toBe("Tjänsten svarar inte."));
  });
});

describe("useFlatForm, two changes in one tick", () => {
  it("keeps both (a late report of one widget never undoes another field's change)", async () => {
    const searches: unknown[] = [];
    function Twice() {
      const form = useFlatForm<Values, z.output<typeof Z>>({ text: "", days: "7" }, () => Promise.resolve(Z));
      return (
        <form onSubmit={form.submit((r) => searches.push(r))}>
          <button
            type="button"
            onClick={() => {
              form.set({ text: "Skara" });
              form.set({ days: "3" });
            }}
          >
            Fyll i
          </button>
          <button type="submit">Sök</button>
        </form>
      );
    }
    const { user } = renderUi(<Twice />);
    await user.click(screen.getByRole("button", { name: "Fyll i" }));
    await user.click(screen.getByRole("button", { name: "Sök" }));
    await waitFor(() => expect(searches).toEqual([{ text: "Skara", days: 3 }]));
  });
});

describe("focusFirstInvalid", () => {
  it("focuses the first marked field; for a marked group of radio buttons its first enabled button", () => {
    document.body.innerHTML = `
      <form>
        <fieldset aria-invalid="true"><legend>Torkat</legend>
          <input type="radio" name="t" value="ja" disabled /><input type="radio" name="t" value="nej" id="nej" />
        </fieldset>
        <input aria-invalid="true" id="later" />
      </form>`;
    focusFirstInvalid(document.querySelector("form"));
    expect(document.activeElement?.id).toBe("nej");
    document.querySelector("fieldset")?.removeAttribute("aria-invalid");
    focusFirstInvalid(document.querySelector("form"));
    expect(document.activeElement?.id).toBe("later");
  });
});

describe("useFlatForm's functions", () => {
  it("keep their identity across renders (effects may depend on them)", async () => {
    const seen = new Set<unknown>();
    function Probe() {
      const form = useFlatForm<Values, z.output<typeof Z>>({ text: "", days: "7" }, () => Promise.resolve(Z));
      seen.add(form.set).add(form.get).add(form.submit).add(form.serverErrors).add(form.reset);
      return (
        <button type="button" onClick={() => form.set({ text: form.get().text + "a" })}>
          {form.values.text || "tom"}
        </button>
      );
    }
    const { user } = renderUi(<Probe />);
    await user.click(screen.getByRole("button"));
    await user.click(screen.getByRole("button"));
    expect(screen.getByRole("button").textContent).toBe("aa");
    expect(seen.size).toBe(5);
  });
});
