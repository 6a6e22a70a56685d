"use client";

/**
 * My agreements (spec 1 §2 "Agreement and pricing pages", §4): tabs for grain, seed, forage, feed
 * and merchandise, driven by the query parameters tab, customerNumber and toggle; a customer-number
 * dropdown for sub-customers. Changing the customer aborts every pending call and loads all five
 * sections again, each with a loader. The chosen tab and customer are kept in the query string.
 */
import "./agreements.css";
import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import type { AgreementCustomer } from "@/lib/agreements/list-agreement-customers";
import { AGREEMENT_KINDS, type AgreementKind } from "@/lib/agreements/constants";
import type { Market } from "@/lib/market";
import { useCustomerSwitch } from "@/lib/client/query";
import { AgreementsContextProvider, type AgreementsContextValue } from "./agreements-context";
import { ForageSection } from "./forage-section";
import { GrainSection } from "./grain-section";
import { SeedSection } from "./seed-section";
import { StatusSection } from "./status-section";
import { replaceQuery } from "@/lib/client/replace-query";

export interface MyAgreementsProps {
  market: Market;
  pageId: number;
  /** at least one: the page shows a notice instead when the user has none */
  customers: readonly [AgreementCustomer, ...AgreementCustomer[]];
  initialCustomerNumber: string;
  initialTab: AgreementKind;
  /** the agreement number in the toggle (seed tab): its connected agreements open */
  toggle: string | null;
  isInternalFlag: "0" | "1";
}

export function MyAgreements(props: MyAgreementsProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<AgreementKind>(props.initialTab);
  const [customerNumber, setCustomerNumber] = useState(props.initialCustomerNumber);
  const customer = props.customers.find((c) => c.customerNumber === customerNumber) ?? props.customers[0];
  // calls are keyed by the customer (lib/client/query.ts): a switch aborts the previous customer's
  const switchCustomer = useCustomerSwitch();
  const [generation, setGeneration] = useState(0);
  const tabRefs = useRef<Partial<Record<AgreementKind, HTMLButtonElement | null>>>({});
  const baseId = useId();
  const selectId = `${baseId}-customer`;

  const ctx: AgreementsContextValue = useMemo(
    () => ({
      market: props.market,
      pageId: props.pageId,
      customerNumber: customer.customerNumber,
      isSubCustomer: customer.isSubCustomer,
      isInternalFlag: props.isInternalFlag,
    }),
    [props.market, props.pageId, customer.customerNumber, customer.isSubCustomer, props.isInternalFlag],
  );

  const chooseTab = (next: AgreementKind, focus = false) => {
    setTab(next);
    replaceQuery({ tab: next, toggle: next === "seed" ? new URL(window.location.href).searchParams.get("toggle") : null });
    if (focus) tabRefs.current[next]?.focus();
  };

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = AGREEMENT_KINDS.indexOf(tab);
    const last = AGREEMENT_KINDS.length - 1;
    const to =
      e.key === "ArrowRight"
        ? i === last
          ? 0
          : i + 1
        : e.key === "ArrowLeft"
          ? i === 0
            ? last
            : i - 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? last
              : -1;
    const next = to < 0 ? undefined : AGREEMENT_KINDS[to];
    if (!next) return;
    e.preventDefault();
    chooseTab(next, true);
  };

  const chooseCustomer = (number: string) => {
    if (number === customer.customerNumber) return;
    void switchCustomer(customer.customerNumber);
    setCustomerNumber(number);
    setGeneration((g) => g + 1);
    replaceQuery({ customerNumber: number, toggle: null });
  };

  // the toggle only concerns the customer the page was opened for
  const toggle = customer.customerNumber === props.initialCustomerNumber && generation === 0 ? props.toggle : null;

  return (
    <AgreementsContextProvider value={ctx}>
      <div className="agr-page">
        {props.customers.length > 1 ? (
          <div className="agr-filter agr-filter--customer">
            <label htmlFor={selectId}>{t("agreements.page.customer")}</label>
            <select id={selectId} value={customer.customerNumber} onChange={(e) => chooseCustomer(e.target.value)}>
              {props.customers.map((c) => (
                <option key={c.customerNumber} value={c.customerNumber}>
                  {c.isSubCustomer
                    ? t("agreements.page.subCustomerOption", { number: c.customerNumber, name: c.name })
                    : t("agreements.page.customerOption", { number: c.customerNumber, name: c.name })}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="agr-customer">{t("agreements.page.customerOption", { number: customer.customerNumber, name: customer.name })}</p>
        )}

        <div role="tablist" aria-label={t("agreements.page.tabs")} className="agr-tabs">
          {AGREEMENT_KINDS.map((kind) => (
            <button
              key={kind}
              ref={(el) => {
                tabRefs.current[kind] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${kind}`}
              aria-selected={tab === kind}
              aria-controls={`${baseId}-panel-${kind}`}
              tabIndex={tab === kind ? 0 : -1}
              className="agr-tab"
              onClick={() => chooseTab(kind)}
              onKeyDown={onTabKey}
            >
              {t(`agreements.tabs.${kind}`)}
            </button>
          ))}
        </div>

        {AGREEMENT_KINDS.map((kind) => (
          <div
            key={`${kind}-${customer.customerNumber}-${generation}`}
            role="tabpanel"
            id={`${baseId}-panel-${kind}`}
            aria-labelledby={`${baseId}-tab-${kind}`}
            hidden={tab !== kind}
            tabIndex={0}
            className="agr-panel"
            data-section={kind}
          >
            <h2 className="visually-hidden">{t(`agreements.tabs.${kind}`)}</h2>
            {kind === "grain" ? <GrainSection /> : null}
            {kind === "seed" ? <SeedSection toggle={toggle} /> : null}
            {kind === "forage" ? <ForageSection /> : null}
            {kind === "feed" ? <StatusSection kind="feed" /> : null}
            {kind === "merchandise" ? <StatusSection kind="merchandise" /> : null}
          </div>
        ))}
      </div>
    </AgreementsContextProvider>
  );
}
