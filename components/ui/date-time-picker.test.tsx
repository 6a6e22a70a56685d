// @vitest-environment jsdom
/**
 * The agro desk's pickers (spec 4 §9): yy-mm-dd with HH:mm, and a day before today refused where
 * the minimum is today; the Finnish dd/mm/yy picker stays as it was elsewhere.
 */
import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { todayIn } from "@/lib/market/format";
import { renderUi } from "@/tests/support/render-ui";
import { DatePicker } from "./date-picker";
import { DateTimePicker } from "./date-time-picker";

function AgroDateTime({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimePicker
        market="fi"
        format="agro"
        label="Julkaisupäivä"
        timeLabel="Kellonaika"
        value={value}
        min={todayIn("fi")}
        onChange={setValue}
      />
      <output>Arvo: {value}</output>
    </>
  );
}

const yyMmDd = (iso: string) => `${iso.slice(2, 4)}-${iso.slice(5, 7)}-${iso.slice(8, 10)}`;
const shift = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe("agro-desk date pickers", () => {
  it("shows yy-mm-dd and HH:mm and reports the wall time", async () => {
    const { user } = renderUi(<AgroDateTime initial="2030-03-04T08:15" />, { market: "fi" });
    const day = screen.getByRole<HTMLInputElement>("textbox", { name: "Julkaisupäivä" });
    const time = screen.getByRole<HTMLInputElement>("textbox", { name: "Kellonaika" });
    expect(day.value).toBe("30-03-04");
    expect(day.placeholder).toBe("vv-kk-pp");
    expect(time.value).toBe("08:15");
    await user.clear(day);
    await user.type(day, "30-12-24");
    await user.clear(time);
    await user.type(time, "9.30");
    await user.tab();
    expect(time.value).toBe("09:30");
    expect(screen.getByText("Arvo: 2030-12-24T09:30")).toBeTruthy();
    await user.clear(time);
    await user.type(time, "25:00");
    await user.tab();
    expect(screen.getByText("Anna kellonaika muodossa tt:mm.")).toBeTruthy();
    expect(screen.getByText("Arvo:")).toBeTruthy();
  });

  it("refuses a day before today; today is allowed", async () => {
    const today = todayIn("fi");
    const { user } = renderUi(<AgroDateTime initial={`${today}T12:00`} />, { market: "fi" });
    const day = screen.getByRole<HTMLInputElement>("textbox", { name: "Julkaisupäivä" });
    expect(screen.getByText(`Arvo: ${today}T12:00`)).toBeTruthy();
    await user.clear(day);
    await user.type(day, yyMmDd(shift(today, -1)));
    await user.tab();
    expect(day.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(`Päivämäärä ei voi olla ennen ${yyMmDd(today)}.`)).toBeTruthy();
    expect(screen.getByText("Arvo:")).toBeTruthy();
  });

  it("the Finnish picker elsewhere stays dd/mm/yy", () => {
    renderUi(<DatePicker market="fi" label="Päivä" defaultValue="2026-11-05" />, { market: "fi" });
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Päivä" }).value).toBe("05/11/26");
  });
});
