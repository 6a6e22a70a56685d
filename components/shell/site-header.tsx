import Link from "next/link";
import type { Actor } from "@/lib/auth/actor";
import type { MenuPage } from "@/lib/pages/find-menu-pages";
import type { TFunction } from "@/lib/i18n/instance";
import { UserMenu } from "./user-menu";

/** The signed-in header: brand, main navigation from the pages table, customer, user menu. */
export function SiteHeader(props: {
  actor: Actor;
  menu: MenuPage[];
  customerName: string | null;
  inbox: { totalUnRead: number; totalStarred: number };
  t: TFunction;
}) {
  const { actor, menu, t } = props;
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link href="/" className="brand">{t("app.name")}</Link>
        <nav className="main-nav" aria-label={t("nav.main")}>
          <ul>
            {menu.map((p) => (
              <li key={p.pageId}>
                <Link href={p.path}>{p.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-tools">
          {actor.activeCustomerNumber ? (
            <span className="customer-badge" data-customer-no={actor.activeCustomerNumber} data-customer-name={props.customerName ?? ""}>
              {actor.roles.internal
                ? t("nav.actingFor", { customer: `${actor.activeCustomerNumber} ${props.customerName ?? ""}`.trim() })
                : `${t("nav.customer")} ${actor.activeCustomerNumber}${props.customerName ? ` – ${props.customerName}` : ""}`}
            </span>
          ) : (
            <span className="customer-badge">{t("nav.noCustomer")}</span>
          )}
          <UserMenu
            name={actor.name}
            isInternal={actor.roles.internal}
            unread={props.inbox.totalUnRead}
            logoutUrl="/login?loggedOut=1"
          />
        </div>
      </div>
    </header>
  );
}
