import { Suspense } from "react";
import type { Actor } from "@/lib/auth/actor";
import type { CustomerContext } from "@/lib/customers/customer-context";
import type { CustomerSummary } from "@/lib/customers/schemas";
import type { TFunction } from "@/lib/i18n/instance";
import type { InboxStatistics } from "@/lib/inbox/schemas";
import type { Market } from "@/lib/market";
import type { MenuPage } from "@/lib/pages/find-menu-pages";
import { Brand, BrandLink } from "./brand";
import { CustomerSwitcher } from "./customer-switcher";
import { HeaderFrame } from "./header-frame";
import { InboxIndicator } from "./inbox-indicator";
import { InternalHeader } from "./internal-header";
import { MainNav } from "./main-nav";
import { SettingsMenu } from "./settings-menu";
import { UserMenu } from "./user-menu";

/**
 * The signed-in header (spec 1 §2 Shell): logo, main navigation with favourites, inbox indicator,
 * customer switcher, settings and avatar menus; for internal staff the internal header below.
 * Wrap it in <ShellProviders> (menus, favourites, page values).
 */
export function SiteHeader(props: {
  actor: Actor;
  market: Market;
  menu: MenuPage[];
  inbox: InboxStatistics;
  customer: CustomerContext;
  customers: CustomerSummary[];
  t: TFunction;
}) {
  const { actor, customer, t } = props;
  return (
    <HeaderFrame market={props.market}>
      <div className="site-header__bar">
        <Suspense fallback={<BrandLink label={t("app.name")} title={t("shell.nav.home")} />}>
          <Brand />
        </Suspense>
        <MainNav menu={props.menu} />
        <div className="header-tools">
          <InboxIndicator initial={props.inbox} />
          <CustomerSwitcher
            customers={props.customers}
            activeCustomerNumber={customer.activeCustomerNumber}
            activeCustomerName={customer.customerName}
            isInternal={actor.roles.internal}
          />
          <SettingsMenu isInternal={actor.roles.internal} />
          <UserMenu name={actor.name} email={actor.email} avatarUrl={actor.avatarUrl} logoutUrl="/login?loggedOut=1" />
        </div>
      </div>
      {actor.roles.internal ? (
        <InternalHeader
          acting={
            customer.isActingAsStaff && customer.activeCustomerNumber
              ? {
                  customerNumber: customer.activeCustomerNumber,
                  name: customer.customerName,
                  organisationNumber: customer.organisationNumber,
                  city: customer.city,
                }
              : null
          }
        />
      ) : null}
    </HeaderFrame>
  );
}
