/**
 * Server rendering of the shell header: the disclosure pattern of every menu, the avatar, the
 * inbox counts, the customer switcher's form, the internal header for staff and no-logo mode.
 * (Interaction: header-menu.test.tsx in a DOM, and the browser tests.)
 */
import { prerender } from "react-dom/static";
import { beforeEach, describe, expect, it, vi } from "vitest";

const nav = vi.hoisted(() => ({ pathname: "/avtal/mina-avtal", search: "" }));
vi.mock("next/navigation", () => ({
  usePathname: () => nav.pathname,
  useSearchParams: () => new URLSearchParams(nav.search),
  useRouter: () => ({ push: () => {}, prefetch: () => {} }),
}));

import { I18nProvider } from "@/components/providers/i18n-provider";
import { DialogProvider } from "@/components/ui/dialogs";
import type { Actor } from "@/lib/auth/actor";
import type { CustomerContext } from "@/lib/customers/customer-context";
import type { CustomerSummary } from "@/lib/customers/schemas";
import { getT } from "@/lib/i18n/instance";
import { RESOURCES } from "@/lib/i18n/resources";
import type { MenuPage } from "@/lib/pages/find-menu-pages";
import { ShellProviders } from "./shell-providers";
import { SiteHeader } from "./site-header";

const roles = { internal: false, transporter: false, reseller: false, resellerAdmin: false, agroAdmin: false, store: false };
const farmer: Actor = {
  userId: 1,
  username: "farmer@demo.se",
  name: "Anna Karlsson",
  email: "farmer@demo.se",
  homeMarket: "se",
  avatarUrl: null,
  sessionId: "s",
  roles,
  activeCustomerNumber: "100234",
  actingCustomerNumber: null,
};
const staff: Actor = {
  ...farmer,
  name: "Erik Johansson",
  roles: { ...roles, internal: true },
  activeCustomerNumber: "100234",
  actingCustomerNumber: "100234",
};
const ctx = (over: Partial<CustomerContext> = {}): CustomerContext => ({
  activeCustomerNumber: "100234",
  isSubCustomer: false,
  parentCustomerNumber: null,
  customerName: "Gårdsjö Lantbruk AB",
  organisationNumber: "556712-3456",
  city: "Skara",
  isInternal: false,
  isActingAsStaff: false,
  ...over,
});
const c = (customerNumber: string, name: string, parent: string | null = null): CustomerSummary => ({
  customerNumber,
  name,
  organisationNumber: null,
  city: null,
  market: "se",
  active: true,
  isSubCustomer: parent !== null,
  parentCustomerNumber: parent,
});
const menu: MenuPage[] = [
  {
    pageId: 1100,
    path: "/avtal",
    title: "Avtal",
    children: [{ pageId: 1101, path: "/avtal/mina-avtal", title: "Mina avtal", children: [] }],
  },
  { pageId: 1200, path: "/priser", title: "Priser", children: [] },
];

/** The server's HTML once every Suspense boundary has resolved (as the App Router streams it). */
async function render(actor: Actor, customer: CustomerContext, customers: CustomerSummary[]): Promise<string> {
  const { prelude } = await prerender(
    <I18nProvider language="sv" resources={RESOURCES.sv}>
      <DialogProvider>
        <ShellProviders
          value={{
            market: "se",
            activeCustomerNumber: customer.activeCustomerNumber,
            isSubCustomer: customer.isSubCustomer,
            parentCustomerNumber: customer.parentCustomerNumber,
            isInternal: customer.isInternal,
            isActingAsStaff: customer.isActingAsStaff,
            internalPaths: [],
          }}
        >
          <SiteHeader
            actor={actor}
            market="se"
            menu={menu}
            inbox={{ totalUnRead: 2, totalStarred: 1 }}
            customer={customer}
            customers={customers}
            t={getT("sv")}
          />
        </ShellProviders>
      </DialogProvider>
    </I18nProvider>,
  );
  return new Response(prelude).text();
}

beforeEach(() => {
  nav.pathname = "/avtal/mina-avtal";
  nav.search = "";
});

describe("site header (server render)", () => {
  it("every menu button is a closed disclosure controlling a hidden panel", async () => {
    const html = await render(farmer, ctx(), [c("100234", "Gårdsjö Lantbruk AB"), c("100235", "Västergården", "100234")]);
    const roots = [...html.matchAll(/data-menu-root="([^"]+)"/g)].map((m) => m[1]);
    // the favourites entry is rendered while its list loads, so the navigation keeps its width (decision 104)
    expect(roots.sort()).toEqual(["customer", "favorites", "nav-1100", "settings", "user"]);
    const buttons = [...html.matchAll(/<button[^>]*aria-controls="([^"]+)"[^>]*>/g)];
    expect(buttons).toHaveLength(6); // the five menus and the folded menu's button
    expect(html).toMatch(/class="count-badge count-badge--pending" aria-hidden="true">0 av 10</);
    expect(html).not.toContain("data-favorites-count");
    for (const [tag, id] of buttons) {
      expect(tag).toContain('aria-expanded="false"');
      // React Aria's disclosure panel: a group named by its button, hidden while closed
      if (id !== "main-nav-list")
        expect(html).toMatch(new RegExp(`id="${id}" role="group" aria-labelledby="[^"]+" aria-hidden="true" hidden=""`));
    }
    expect(html).toContain('href="/avtal/mina-avtal"');
    expect(html).toContain('aria-current="page"');
  });

  it("shows the default avatar, the inbox counts and the customer-number form with its hidden field", async () => {
    const html = await render(farmer, ctx(), [c("100234", "Gårdsjö Lantbruk AB"), c("100235", "Västergården", "100234")]);
    expect(html).toMatch(/<img data-header-avatar="" src="\/images\/default-avatar.svg"/);
    expect(html).toContain('data-total-unread="2"');
    expect(html).toContain('aria-label="Inkorg: 2 olästa, 1 stjärnmärkt"');
    expect(html).toMatch(/<form[^>]*action="\/api\/user\/set-active-customer" method="post"/);
    expect(html).toContain('<input type="hidden" name="newCustomerNumber"');
    expect(html).toContain('<select id="customer-list-select" name="newCustomerNumber"');
    expect(html).toContain('data-customer-no="100235"');
    expect(html).not.toContain("internal-bar");
    expect(html).not.toContain('href="/internal/outbox"');
  });

  it("uses the user's avatar when there is one", async () => {
    const html = await render({ ...farmer, avatarUrl: "/api/files/avatar/1.png" }, ctx(), []);
    expect(html).toMatch(/<img data-header-avatar="" src="\/api\/files\/avatar\/1.png"/);
  });

  it("gives staff the internal header: search option, search key, search form, customer popup with close button", async () => {
    const html = await render(staff, ctx({ isInternal: true, isActingAsStaff: true }), [c("100234", "Gårdsjö Lantbruk AB")]);
    expect(html).toContain('role="search"');
    expect(html).toContain('<select id="internal-search-by" name="searchBy">');
    expect(html).toContain('id="internal-search-key"');
    expect(html).toContain("Avsluta kundsession");
    expect(html).toContain("Agerar för kund 100234 Gårdsjö Lantbruk AB");
    expect(html).toContain('href="/internal/outbox"');
    expect(html.match(/Agerar för kund/g)).toHaveLength(1);
  });

  it("hides the logo in no-logo mode", async () => {
    expect(await render(farmer, ctx(), [])).toContain('class="brand"');
    nav.search = "nologo=1";
    expect(await render(farmer, ctx(), [])).not.toContain('class="brand"');
  });
});
