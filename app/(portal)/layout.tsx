import type { ReactNode } from "react";
import { getDb } from "@/db";
import { SiteFooter } from "@/components/shell/site-footer";
import { SiteHeader } from "@/components/shell/site-header";
import { getActor } from "@/lib/auth/current";
import { findCustomerByNumber } from "@/lib/customers/find-customer";
import { getServerT } from "@/lib/i18n/server";
import { getInboxStatistics } from "@/lib/inbox/get-inbox-statistics";
import { findMenuPages } from "@/lib/pages/find-menu-pages";

/**
 * The signed-in page frame. Access is checked by each page (requireActorPage); the layout only
 * draws the header for whoever is signed in.
 */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const { t, market } = await getServerT();
  const actor = await getActor();
  let header: ReactNode = null;
  if (actor) {
    const db = await getDb();
    const [menu, inbox, customer] = await Promise.all([
      findMenuPages(db, { actor, market }),
      getInboxStatistics(db, { userId: actor.userId }),
      actor.activeCustomerNumber ? findCustomerByNumber(db, actor.activeCustomerNumber) : Promise.resolve(null),
    ]);
    header = <SiteHeader actor={actor} menu={menu} inbox={inbox} customerName={customer?.name ?? null} t={t} />;
  }
  return (
    <>
      <a href="#main" className="skip-link">{t("app.skipToContent")}</a>
      {header}
      <main id="main">{children}</main>
      <SiteFooter t={t} />
    </>
  );
}
