// @vitest-environment jsdom
/**
 * A section's provider adds its areas to the root's (decision 103); a key of an area the page did
 * not get shows as the key, is logged, and the language's texts are loaded once in the background.
 */
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MoreTranslations, TranslationsProvider, useTranslation } from "./react";
import { pickAreas, RESOURCES } from "./resources";

function Text({ k }: { k: string }) {
  const { t } = useTranslation();
  return <p>{t(k)}</p>;
}

const listTitle = RESOURCES.sv.common.listBooking as { title: string };

describe("translations per section", () => {
  it("a section's provider adds its areas to the base", () => {
    render(
      <TranslationsProvider language="sv" resources={pickAreas(RESOURCES.sv, ["ui"])}>
        <MoreTranslations resources={pickAreas(RESOURCES.sv, ["listBooking"])}>
          <Text k="listBooking.title" />
        </MoreTranslations>
      </TranslationsProvider>,
    );
    expect(screen.getByText(listTitle.title)).toBeTruthy();
  });

  it("a key of a missing area shows the key, is logged, then its text once all texts have loaded", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      render(
        <TranslationsProvider language="sv" resources={pickAreas(RESOURCES.sv, ["ui"])}>
          <Text k="listBooking.title" />
        </TranslationsProvider>,
      );
      expect(screen.getByText("listBooking.title")).toBeTruthy();
      expect(error).toHaveBeenCalledWith(expect.stringContaining('area "listBooking" is not loaded'));
      await waitFor(() => expect(screen.getByText(listTitle.title)).toBeTruthy());
    } finally {
      error.mockRestore();
    }
  });
});
