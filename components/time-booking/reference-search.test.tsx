// @vitest-environment jsdom
/**
 * The time booking page's first step in a DOM (no server): an empty reference is refused on the
 * spot with the field focused and no call; an external customer who searches by customer number
 * gets their own number, locked; staff choose a warehouse. The calls are tests/e2e/time-booking.
 */
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "@/components/providers/query-provider";
import { getT } from "@/lib/i18n/instance";
import { renderUi } from "@/tests/support/render-ui";
import { TimeBookingView } from "./time-booking-view";

const t = getT("sv");
const FACILITIES = [{ Id: 1, Code: "LID", Name: "Lidköping", ResourceGroupIds: [3, 4] }];
const fetchSpy = vi.fn(() => new Promise<Response>(() => {}));
beforeEach(() => vi.stubGlobal("fetch", fetchSpy));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
});

function page(roles = { internal: false, transporter: false }) {
  return renderUi(
    <QueryProvider>
      <TimeBookingView market="se" roles={roles} customerNumber="100234" facilities={FACILITIES} ownOrders={[]} initial={null} />
    </QueryProvider>,
  );
}

describe("time booking: reference search", () => {
  it("an empty reference is refused with the field focused, without a call", async () => {
    const { user } = page();
    await user.click(screen.getByRole("button", { name: t("timeBooking.reference.search") }));
    const field = screen.getByRole("textbox", { name: t("timeBooking.reference.value") });
    expect(document.activeElement).toBe(field);
    expect(screen.getByText(t("timeBooking.reference.valueRequired"))).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("an external customer searching by customer number gets their own number, locked", async () => {
    const { user } = page();
    await user.selectOptions(screen.getByRole("combobox", { name: t("timeBooking.reference.type") }), "9");
    const field = screen.getByRole<HTMLInputElement>("textbox", { name: t("timeBooking.reference.value") });
    expect(field.value).toBe("100234");
    expect(field.readOnly).toBe(true);
    expect(screen.getByText(t("timeBooking.form.customerLocked"))).toBeTruthy();
    // back to purchase orders: an empty field again
    await user.selectOptions(screen.getByRole("combobox", { name: t("timeBooking.reference.type") }), "5");
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: t("timeBooking.reference.value") }).value).toBe("");
  });

  it("staff choose a warehouse; a search says it is searching and locks the button", async () => {
    const { user } = page({ internal: true, transporter: false });
    expect(screen.getByRole("combobox", { name: t("timeBooking.reference.warehouse") })).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: t("timeBooking.reference.value") }), "4500123401");
    await user.click(screen.getByRole("button", { name: t("timeBooking.reference.search") }));
    const busy = await screen.findByRole("button", { name: t("timeBooking.reference.searching") });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
