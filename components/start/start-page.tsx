import { NavLink } from "@/components/shell/nav-link";
import type { Actor } from "@/lib/auth/actor";
import type { StartKind } from "@/lib/auth/roles";
import type { TFunction } from "@/lib/i18n/instance";
import type { MenuPage } from "@/lib/pages/find-menu-pages";
import { UpcomingDeliveries } from "@/components/upcoming-deliveries/upcoming-deliveries";
import type { TOpenAgreementsResponse } from "@/lib/agreements/schemas";
import type { TUpcomingDeliveriesResponse } from "@/lib/upcoming-deliveries/schemas";
import { OpenAgreements } from "./open-agreements";

export function StartPage(props: {
  kind: StartKind;
  actor: Actor;
  shortcuts: MenuPage[];
  unread: number;
  t: TFunction;
  /** the customer sections' data, read on the server so the first paint has them (decision 089) */
  openAgreements?: TOpenAgreementsResponse;
  upcomingDeliveries?: TUpcomingDeliveriesResponse;
  /** sections of areas the user's profile at the customer does not allow are left out (decision 046) */
  hide?: { agreements?: boolean; logistics?: boolean };
}) {
  const { kind, actor, t } = props;
  const noCustomer = !actor.roles.internal && !actor.activeCustomerNumber;
  return (
    <section data-start-kind={kind} aria-labelledby="start-title">
      <h1 id="start-title">{t(`start.${kind}.title`)}</h1>
      <p className="lead">{t("start.greeting", { name: actor.name })}</p>
      <p>{t(`start.${kind}.intro`, { customer: actor.activeCustomerNumber ?? "" })}</p>
      {noCustomer ? <p className="alert alert--info">{t("start.noCustomers")}</p> : null}
      {props.unread > 0 ? <p className="alert alert--info">{t("start.unreadMessages", { count: props.unread })}</p> : null}
      {kind === "customer" && actor.activeCustomerNumber && !props.hide?.agreements ? (
        <OpenAgreements initial={props.openAgreements} />
      ) : null}
      {kind === "customer" && actor.activeCustomerNumber && !props.hide?.logistics ? (
        <UpcomingDeliveries heading initial={props.upcomingDeliveries} />
      ) : null}
      {props.shortcuts.length ? (
        <>
          <h2>{t("start.shortcuts")}</h2>
          <div className="grid">
            {props.shortcuts.map((p) => (
              <NavLink key={p.pageId} href={p.path} className="tile">
                <strong>{p.title}</strong>
                {p.children.length ? <span>{p.children.map((c) => c.title).join(" · ")}</span> : null}
              </NavLink>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
