import "server-only";
import { Suspense, type ReactNode } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/db";
import { LinkRules } from "@/components/shell/link-rules";
import { PageValues } from "@/components/shell/page-values";
import { ShellProviders } from "@/components/shell/shell-providers";
import { SiteFooter } from "@/components/shell/site-footer";
import { SiteHeader } from "@/components/shell/site-header";
import { getActor } from "@/lib/auth/current";
import { getCustomerContext } from "@/lib/customers/customer-context";
import { listSwitchableCustomers } from "@/lib/customers/list-switchable-customers";
import { getServerT } from "@/lib/i18n/server";
import { inboxStatisticsFor, menuPagesFor } from "./shell-data";
import { listInternalPagePaths } from "@/lib/pages/list-internal-page-paths";
import { PATH_HEADER } from "@/lib/profile/paths";
import { termsRedirect } from "@/lib/profile/terms-guard";

/**
 * The signed-in page frame. Access is checked by each page (requireActorPage); the layout only
 * draws the shell for whoever is signed in: header (menus, favourites, inbox counts, customer
 * switcher, internal header), the main content with the link rules, and the footer. It also
 * holds the terms guard: a signed-in user who has not accepted the current user agreement is sent
 * to its page first (on a page load; decision 075).
 */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const { t, market } = await getServerT();
  const actor = await getActor();
  const main = <main id="main">{children}</main>;
  const linkRules = (
    <Suspense fallback={null}>
      <LinkRules />
    </Suspense>
  );
  if (!actor) {
    return (
      <>
        <a href="#main" className="skip-link">
          {t("app.skipToContent")}
        </a>
        {main}
        {linkRules}
        <SiteFooter t={t} />
      </>
    );
  }
  const db = await getDb();
  // a newer user agreement than the one accepted: its page first (decision 075)
  const toTerms = await termsRedirect(db, { actor, market, path: (await headers()).get(PATH_HEADER) ?? "" });
  if (toTerms) redirect(toTerms);
  const [menu, inbox, customers, internalPaths] = await Promise.all([
    menuPagesFor(actor, market),
    inboxStatisticsFor(actor.userId),
    listSwitchableCustomers(db, { actor }),
    listInternalPagePaths(db, { market }),
  ]);
  // the active customer from the switcher's list when it is there (one statement less, decision 117)
  const customer = await getCustomerContext(db, { actor, known: customers });
  return (
    <ShellProviders
      value={{
        market,
        activeCustomerNumber: customer.activeCustomerNumber,
        isSubCustomer: customer.isSubCustomer,
        parentCustomerNumber: customer.parentCustomerNumber,
        isInternal: customer.isInternal,
        isActingAsStaff: customer.isActingAsStaff,
        internalPaths,
      }}
    >
      <a href="#main" className="skip-link">
        {t("app.skipToContent")}
      </a>
      <SiteHeader actor={actor} market={market} menu={menu} inbox={inbox} customer={customer} customers={customers} t={t} />
      <PageValues customer={customer} />
      {main}
      {linkRules}
      <SiteFooter t={t} />
    </ShellProviders>
  );
}
