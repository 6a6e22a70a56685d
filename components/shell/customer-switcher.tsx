"use client";

/**
 * The customer switcher (spec 1 §2 Shell, §6): the user's customer numbers (own and sub-customers).
 * Choosing one fills the hidden new-customer-number field and submits the customer-number form;
 * the customer list dropdown (narrow screens) submits its form on change. The form posts to
 * /api/user/set-active-customer — by fetch when scripts run (then the page reloads for the new
 * customer), as a plain form post otherwise (the server redirects back).
 */
import { usePathname } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import type { CustomerSummary } from "@/lib/customers/schemas";
import { HeaderMenu } from "./header-menu";
import { useMenuState } from "./menu-coordinator";

const ACTION = "/api/user/set-active-customer";

function label(c: Pick<CustomerSummary, "customerNumber" | "name">): string {
  return `${c.customerNumber} – ${c.name}`;
}

export function CustomerSwitcher(props: {
  customers: CustomerSummary[];
  activeCustomerNumber: string | null;
  activeCustomerName: string | null;
  /** internal staff: the internal header shows the acted-for customer, so no badge here */
  isInternal: boolean;
}) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const menus = useMenuState();
  // the path to come back to after a plain form post (completed with the query string on submit)
  const returnTo = usePathname() ?? "/";
  const formRef = useRef<HTMLFormElement>(null);
  const newNumberRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const { customers, activeCustomerNumber: active } = props;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const back = form.elements.namedItem("returnTo");
    if (back instanceof HTMLInputElement) back.value = `${window.location.pathname}${window.location.search}`;
    const body = new FormData(form);
    if (!body.get("newCustomerNumber") || body.get("newCustomerNumber") === active || busy) return;
    setBusy(true);
    try {
      await apiFetch(ACTION, { body });
      window.location.reload();
    } catch (err) {
      setBusy(false);
      const select = form.querySelector("select");
      if (select && active) select.value = active;
      if (err instanceof ApiError && err.status === 401) return;
      await dialogs.alert({
        type: "error",
        title: t("shell.customer.switchFailed"),
        message: err instanceof ApiError && err.body.message ? err.body.message : t("shell.customer.switchFailed"),
      });
    }
  }

  function choose(customerNumber: string) {
    menus.close();
    if (customerNumber === active) return;
    newNumberRef.current!.value = customerNumber;
    formRef.current!.requestSubmit();
  }

  const badgeText = active
    ? `${t("shell.customer.current", { number: active })}${props.activeCustomerName ? ` – ${props.activeCustomerName}` : ""}`
    : t("nav.noCustomer");

  if (customers.length < 2 || !active) {
    if (props.isInternal) return null;
    return (
      <span className="customer-badge" data-customer-no={active ?? ""} data-customer-name={props.activeCustomerName ?? ""}>
        {badgeText}
      </span>
    );
  }

  return (
    <div className="customer-switcher">
      {/* Wide screens: a dropdown list; choosing fills the hidden field and submits the form. */}
      <form ref={formRef} method="post" action={ACTION} onSubmit={submit} className="customer-switcher__form">
        <input type="hidden" name="newCustomerNumber" ref={newNumberRef} defaultValue="" />
        <input type="hidden" name="returnTo" defaultValue={returnTo} />
        <HeaderMenu
          id="customer"
          className="header-menu customer-switcher__menu"
          buttonClassName="customer-badge customer-badge--button"
          buttonAttrs={{
            "data-customer-no": active,
            "data-customer-name": props.activeCustomerName ?? "",
            "aria-label": `${badgeText}. ${t("shell.customer.choose")}`,
          }}
          disabled={busy}
          label={
            <>
              {badgeText}
              <span className="caret" aria-hidden="true" />
            </>
          }
          panelClassName="header-menu__panel customer-switcher__panel"
          panelLabel={t("shell.customer.listTitle")}
        >
          <p className="header-menu__title" id="customer-switcher-title">
            {t("shell.customer.listTitle")}
          </p>
          <ul aria-labelledby="customer-switcher-title">
            {customers.map((c) => (
              <li key={c.customerNumber} className={c.isSubCustomer ? "is-sub" : undefined}>
                <button
                  type="button"
                  data-menu-item=""
                  data-customer-no={c.customerNumber}
                  aria-current={c.customerNumber === active ? "true" : undefined}
                  onClick={() => choose(c.customerNumber)}
                >
                  {label(c)}
                  {c.isSubCustomer ? <span className="tag">{t("shell.customer.subCustomer")}</span> : null}
                  {c.customerNumber === active ? <span className="tag tag--active">{t("shell.customer.active")}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </HeaderMenu>
      </form>
      {/* Narrow screens: the customer list dropdown submits its form on change. */}
      <form method="post" action={ACTION} onSubmit={submit} className="customer-switcher__select-form">
        <input type="hidden" name="returnTo" defaultValue={returnTo} />
        <label htmlFor="customer-list-select" className="visually-hidden">
          {t("shell.customer.label")}
        </label>
        <select
          id="customer-list-select"
          name="newCustomerNumber"
          defaultValue={active}
          disabled={busy}
          onChange={(e) => e.currentTarget.form?.requestSubmit()}
          data-customer-no={active}
        >
          {customers.map((c) => (
            <option key={c.customerNumber} value={c.customerNumber}>
              {c.isSubCustomer ? `↳ ${label(c)}` : label(c)}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit">{t("shell.customer.change")}</button>
        </noscript>
      </form>
    </div>
  );
}
