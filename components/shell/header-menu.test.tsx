// @vitest-environment jsdom
/**
 * Header menus (React Aria Disclosure + MenuCoordinator) in a DOM: Enter and ArrowDown open a
 * menu, arrows move between its items, Escape closes it and returns focus to its button; one menu
 * is open at a time; a click outside closes it, a click in a dialog opened from it does not.
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useDialogs } from "@/components/ui/dialogs";
import { renderUi } from "@/tests/support/render-ui";

vi.mock("next/navigation", () => ({
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: () => {}, prefetch: () => {} }),
}));
vi.mock("next-auth/react", () => ({ signOut: async () => {} }));

import { HeaderMenu } from "./header-menu";
import { MenuCoordinator } from "./menu-coordinator";
import { SettingsMenu } from "./settings-menu";
import { UserMenu } from "./user-menu";

function AskFromMenu() {
  const dialogs = useDialogs();
  return (
    <HeaderMenu id="tools" label="Verktyg" className="header-menu" panelClassName="header-menu__panel">
      <button type="button" data-menu-item="" onClick={() => void dialogs.info({ title: "Max antal", message: "Högst 10." })}>
        Lägg till
      </button>
    </HeaderMenu>
  );
}

function Header() {
  return (
    <MenuCoordinator>
      <h1>Start</h1>
      <SettingsMenu isInternal />
      <UserMenu name="Anna Karlsson" email="farmer@demo.se" avatarUrl={null} logoutUrl="/login" />
      <AskFromMenu />
    </MenuCoordinator>
  );
}

const expanded = (button: HTMLElement) => button.getAttribute("aria-expanded") === "true";
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls")!)!;

describe("header menus", () => {
  it("Enter opens, Escape closes and focus returns to the button", async () => {
    const { user } = renderUi(<Header />);
    const settings = screen.getByRole("button", { name: "Inställningar" });
    expect(panelOf(settings).hasAttribute("hidden")).toBe(true);
    settings.focus();
    await user.keyboard("{Enter}");
    expect(expanded(settings)).toBe(true);
    expect(panelOf(settings).hasAttribute("hidden")).toBe(false);
    expect(screen.getByRole("link", { name: "Byt lösenord" })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Byt lösenord" }));
    await user.keyboard("{Escape}");
    expect(expanded(settings)).toBe(false);
    expect(document.activeElement).toBe(settings);
  });

  it("ArrowDown opens on the first item; arrows, Home and End move between the items", async () => {
    const { user } = renderUi(<Header />);
    const userButton = screen.getByRole("button", { name: /Anna Karlsson/ });
    userButton.focus();
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("link", { name: "Mitt konto" })));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Inkorg" }));
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Logga ut" }));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Mitt konto" }));
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Logga ut" }));
    await user.keyboard("{Escape}");
    expect(document.activeElement).toBe(userButton);
    expect(expanded(userButton)).toBe(false);
  });

  it("keeps one menu open at a time; a click outside closes it", async () => {
    const { user } = renderUi(<Header />);
    const settings = screen.getByRole("button", { name: "Inställningar" });
    const userButton = screen.getByRole("button", { name: /Anna Karlsson/ });
    await user.click(settings);
    expect(expanded(settings)).toBe(true);
    await user.click(userButton);
    expect(expanded(userButton)).toBe(true);
    expect(expanded(settings)).toBe(false);
    expect(panelOf(settings).hasAttribute("hidden")).toBe(true);
    await user.click(screen.getByRole("heading", { name: "Start" }));
    expect(expanded(userButton)).toBe(false);
  });

  it("a dialog opened from a menu leaves the menu open; focus comes back into it", async () => {
    const { user } = renderUi(<Header />);
    const tools = screen.getByRole("button", { name: "Verktyg" });
    await user.click(tools);
    const add = screen.getByRole("button", { name: "Lägg till" });
    await user.click(add);
    const dialog = await screen.findByRole("dialog", { name: "Max antal" });
    await user.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(expanded(tools)).toBe(true);
    expect(document.activeElement).toBe(add);
  });
});
