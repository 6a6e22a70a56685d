// @vitest-environment jsdom
/**
 * A section's provider adds its texts to the root's (decisions 103, 113), also within one area; a
 * key the page did not get shows as the key, is logged, and the language's texts are loaded once
 * in the background.
 */
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MoreTranslations, TranslationsProvider, useTranslation } from "./react";
import { pickTexts, RESOURCES } from "./resources";

function Text({ k }: { k: string }) {
  const { t } = useTranslation();
  return <p>{t(k)}</p>;
}

const listTitle = RESOURCES.sv.common.listBooking as { title: string };

describe("translations per section", () => {
  it("a section's provider adds its areas to the base", () => {
    render(
      <TranslationsProvider language="sv" resources={pickTexts(RESOURCES.sv, ["ui"])}>
        <MoreTranslations resources={pickTexts(RESOURCES.sv, ["listBooking"])}>
          <Text k="listBooking.title" />
        </MoreTranslations>
      </TranslationsProvider>,
    );
    expect(screen.getByText(listTitle.title)).toBeTruthy();
  });

  it("the base's and the section's texts of one area are both there", () => {
    const sv = RESOURCES.sv.common as { shell: { cookies: { accept: string }; errorTitle: string } };
    render(
      <TranslationsProvider language="sv" resources={pickTexts(RESOURCES.sv, ["shell.cookies"])}>
        <MoreTranslations resources={pickTexts(RESOURCES.sv, ["shell.errorTitle"])}>
          <Text k="shell.cookies.accept" />
          <Text k="shell.errorTitle" />
        </MoreTranslations>
      </TranslationsProvider>,
    );
    expect(screen.getByText(sv.shell.cookies.accept)).toBeTruthy();
    expect(screen.getByText(sv.shell.errorTitle)).toBeTruthy();
  });

  it("a key of a missing area shows the key, is logged, then its text once all texts have loaded", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      render(
        <TranslationsProvider language="sv" resources={pickTexts(RESOURCES.sv, ["ui"])}>
          <Text k="listBooking.title" />
        </TranslationsProvider>,
      );
      expect(screen.getByText("listBooking.title")).toBeTruthy();
      expect(error).toHaveBeenCalledWith(expect.stringContaining("not among this page's texts"));
      await waitFor(() => expect(screen.getByText(listTitle.title)).toBeTruthy());
    } finally {
      error.mockRestore();
    }
  });
});
