"use client";

/**
 * The internal header for staff (spec 1 §2 "Internal header", §6, §7): a search option dropdown,
 * a search key field and the internal search form; choosing a result starts a customer session
 * (act as that customer). The customer popup shows the acted-for customer with a
 * close-customer-session button; on a truthy reply the query string is removed and the page reloaded.
 */
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import { SEARCH_BY, SEARCH_LIMIT, type TSearchBy } from "@/lib/customers/constants";
import type { CustomerSummary } from "@/lib/customers/schemas";
import { HeaderMenu } from "./header-menu";
import { useMenu } from "./menu-coordinator";

const SEARCH_BY_LABEL: Record<TSearchBy, string> = {
  customerNumber: "shell.internal.byCustomerNumber",
  name: "shell.internal.byName",
  organisationNumber: "shell.internal.byOrganisationNumber",
};

/** Reload the current page without its query string (spec 1 §7 close-customer-session). */
function reloadWithoutQuery() {
  if (window.location.search) window.location.assign(window.location.pathname);
  else window.location.reload();
}

function errorText(e: unknown, fallback: string): string {
  return e instanceof ApiError && e.body.message ? e.body.message : fallback;
}

export interface ActedCustomer {
  customerNumber: string;
  name: string | null;
  organisationNumber: string | null;
  city: string | null;
}

function CustomerPopup({ acting }: { acting: ActedCustomer }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);

  async function closeSession() {
    setBusy(true);
    try {
      const ok = await apiFetch<boolean>("/api/internal-portal/close-customer-session");
      if (ok) {
        reloadWithoutQuery();
        return;
      }
      setBusy(false);
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError && e.status === 401) return;
      await dialogs.alert({ type: "error", title: t("shell.errorTitle"), message: errorText(e, t("shell.internal.closeFailed")) });
    }
  }

  const who = `${acting.customerNumber} ${acting.name ?? ""}`.trim();
  return (
    <HeaderMenu
      id="internal-customer"
      className="header-menu internal-customer"
      buttonClassName="customer-badge customer-badge--button customer-badge--acting"
      buttonAttrs={{ "data-customer-no": acting.customerNumber, "data-customer-name": acting.name ?? "" }}
      label={
        <>
          {t("nav.actingFor", { customer: who })}
          <span className="caret" aria-hidden="true" />
        </>
      }
      panelClassName="header-menu__panel internal-customer__panel"
      panelLabel={t("shell.internal.sessionTitle")}
    >
      <p className="header-menu__title">{t("shell.internal.sessionTitle")}</p>
      <dl className="internal-customer__facts">
        <dt>{t("shell.customer.label")}</dt>
        <dd>{acting.customerNumber}</dd>
        {acting.name ? (
          <>
            <dt>{t("shell.internal.byName")}</dt>
            <dd>{acting.name}</dd>
          </>
        ) : null}
        {acting.organisationNumber ? (
          <>
            <dt>{t("shell.internal.byOrganisationNumber")}</dt>
            <dd>{acting.organisationNumber}</dd>
          </>
        ) : null}
        {acting.city ? (
          <>
            <dt className="visually-hidden">{t("shell.internal.city")}</dt>
            <dd>{acting.city}</dd>
          </>
        ) : null}
      </dl>
      <button type="button" className="btn" data-menu-item="" onClick={closeSession} disabled={busy}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {t("shell.internal.closeSession")}
      </button>
    </HeaderMenu>
  );
}

export function InternalHeader({ acting }: { acting: ActedCustomer | null }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const results = useMenu("internal-results");
  const [searchBy, setSearchBy] = useState<TSearchBy>("customerNumber");
  const [searchKey, setSearchKey] = useState("");
  const [items, setItems] = useState<CustomerSummary[] | null>(null);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [starting, setStarting] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  async function search(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    if (!searchKey.trim()) {
      setError(t("shell.internal.searchKeyRequired"));
      return;
    }
    abort.current?.abort();
    const ctrl = new AbortController();
    abort.current = ctrl;
    setBusy(true);
    try {
      const r = await apiFetch<{ items: CustomerSummary[] }>("/api/internal-portal/search-customers", {
        body: { searchBy, searchKey: searchKey.trim() },
        signal: ctrl.signal,
      });
      setItems(r.items);
      setStatus(r.items.length ? t("shell.internal.results", { count: r.items.length }) : t("shell.internal.noResults"));
      results.openMenu();
    } catch (err) {
      if (ctrl.signal.aborted) return;
      if (err instanceof ApiError && err.status === 401) return;
      const field = err instanceof ApiError ? Object.values(err.body.fields ?? {})[0]?.[0] : undefined;
      setError(field ?? errorText(err, t("shell.internal.searchFailed")));
    } finally {
      if (abort.current === ctrl) setBusy(false);
    }
  }

  async function start(customerNumber: string) {
    setStarting(customerNumber);
    try {
      await apiFetch("/api/internal-portal/start-customer-session", { body: { customerNumber } });
      reloadWithoutQuery();
    } catch (e) {
      setStarting(null);
      if (e instanceof ApiError && e.status === 401) return;
      await dialogs.alert({ type: "error", title: t("shell.errorTitle"), message: errorText(e, t("shell.internal.startFailed")) });
    }
  }

  return (
    <div className="internal-bar" role="region" aria-label={t("shell.internal.region")}>
      <div className="internal-bar__inner">
        <form role="search" className="internal-search" id="internal-search-form" onSubmit={search} noValidate>
          <label htmlFor="internal-search-by">{t("shell.internal.searchBy")}</label>
          <select id="internal-search-by" name="searchBy" value={searchBy} onChange={(e) => setSearchBy(e.target.value as TSearchBy)}>
            {SEARCH_BY.map((k) => (
              <option key={k} value={k}>
                {t(SEARCH_BY_LABEL[k])}
              </option>
            ))}
          </select>
          <label htmlFor="internal-search-key" className="visually-hidden">
            {t("shell.internal.searchKey")}
          </label>
          <input
            id="internal-search-key"
            name="searchKey"
            type="search"
            placeholder={t("shell.internal.searchKey")}
            value={searchKey}
            onChange={(e) => setSearchKey(e.target.value)}
            inputMode={searchBy === "customerNumber" ? "numeric" : undefined}
            autoComplete="off"
            maxLength={100}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "internal-search-error" : undefined}
          />
          <button type="submit" className="btn btn--small" disabled={busy}>
            {busy ? <span className="spinner" aria-hidden="true" /> : null}
            {t("shell.internal.search")}
          </button>
          {error ? (
            <p id="internal-search-error" className="internal-search__error" role="alert">
              {error}
            </p>
          ) : null}
          <p className="visually-hidden" role="status" aria-live="polite">
            {status}
          </p>
          <div className="internal-results" {...results.rootProps}>
            <div {...results.panelProps} className="header-menu__panel internal-results__panel">
              <p className="header-menu__title" id="internal-results-title">
                {t("shell.internal.resultsTitle")}: {status}
              </p>
              {items && items.length ? (
                <ul aria-labelledby="internal-results-title">
                  {items.map((c) => (
                    <li key={c.customerNumber}>
                      <button
                        type="button"
                        data-menu-item=""
                        data-customer-no={c.customerNumber}
                        aria-label={t("shell.internal.actFor", { customer: `${c.customerNumber} ${c.name}` })}
                        disabled={starting !== null}
                        onClick={() => start(c.customerNumber)}
                      >
                        <strong>{c.customerNumber}</strong> {c.name}
                        <span className="internal-results__meta">
                          {[
                            c.organisationNumber ? t("shell.internal.orgNo", { value: c.organisationNumber }) : null,
                            c.city,
                            c.isSubCustomer && c.parentCustomerNumber
                              ? t("shell.internal.subCustomerOf", { parent: c.parentCustomerNumber })
                              : null,
                            c.active ? null : t("shell.internal.inactiveTag"),
                          ]
                            .filter(Boolean)
                            .join(" · ")}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
              {items && items.length >= SEARCH_LIMIT ? (
                <p className="internal-results__limited">{t("shell.internal.resultsLimited", { max: SEARCH_LIMIT })}</p>
              ) : null}
            </div>
          </div>
        </form>
        {acting ? (
          <CustomerPopup acting={acting} />
        ) : (
          <span className="customer-badge customer-badge--idle">{t("shell.internal.noSession")}</span>
        )}
      </div>
    </div>
  );
}
