/**
 * Component tests in a DOM (Testing Library + user-event on jsdom). A test file opts in with
 * `// @vitest-environment jsdom` on its first line and renders through `renderUi()`, which wraps
 * the node in the app's providers (texts and React Aria locale of the market, a fresh query cache,
 * dialogs, toasts) and
 * unmounts after each test. The few browser APIs jsdom lacks are stubbed here.
 */
import { cleanup, render, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, vi } from "vitest";
import { I18nProvider } from "@/components/providers/i18n-provider";
import { QueryProvider } from "@/components/providers/query-provider";
import { DialogProvider } from "@/components/ui/dialogs";
// The app loads the alert/confirm dialog and the toast region on first use (decision 093); tests
// load them up front, so a dialog's first appearance does not wait for a cold module transform.
import "@/components/ui/message-dialog";
import "@/components/ui/toast-region";
import { RESOURCES } from "@/lib/i18n/resources";
import type { Market } from "@/lib/market";

// role queries over a DOM are slow on two busy cores
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  document.cookie.split(";").forEach((c) => {
    const name = c.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});

if (typeof window !== "undefined") {
  if (typeof window.matchMedia !== "function")
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (typeof Element.prototype.scrollIntoView !== "function") Element.prototype.scrollIntoView = function scrollIntoView() {};
  // CSS.escape (CSSOM), used by React Aria and the header menus
  const g = globalThis as { CSS?: { escape?: (s: string) => string } };
  g.CSS ??= {};
  g.CSS.escape ??= (value: string) =>
    String(value)
      .replace(/[^\w\u0080-\uffff-]/g, (ch) => `\\${ch}`)
      .replace(/^(-?)(\d)/, (_m, dash: string, digit: string) => `${dash}\\3${digit} `);
}

export function renderUi(
  node: ReactNode,
  { market = "se" }: { market?: Market } = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  const language = market === "fi" ? "fi" : "sv";
  const user = userEvent.setup();
  const result = render(
    <I18nProvider language={language} resources={RESOURCES[language]}>
      <QueryProvider>
        <DialogProvider>{node}</DialogProvider>
      </QueryProvider>
    </I18nProvider>,
  );
  return { ...result, user };
}
