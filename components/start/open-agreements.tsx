"use client";

/**
 * The external start page's open agreements (spec 2 §2 "External start page: open agreements",
 * §7 POST /api/agreements/getopenagreements): agreements waiting for the customer's signature and
 * agreements in force with quantity left, each linking to My agreements and to its PDF. A failed
 * call is logged and the section says so instead of hanging.
 */
import "@/components/agreements/agreements.css";
import { NavLink } from "@/components/shell/nav-link";
import { useTranslation } from "@/lib/i18n/react";
import { ViewAgreementForm } from "@/components/agreements/view-agreement-form";
import { QueryState } from "@/components/providers/query-state";
import { useShellContext } from "@/components/shell/shell-context";
import { MY_AGREEMENTS_PAGE } from "@/lib/agreements/constants";
import { formatDay, formatNumber } from "@/lib/agreements/format";
import type { TOpenAgreement, TOpenAgreementsResponse } from "@/lib/agreements/schemas";
import { customerKey, useApiQuery } from "@/lib/client/query";

/** `initial`: the agreements the server already read for the first paint (no layout shift, decision 089). */
export function OpenAgreements({ initial }: { initial?: TOpenAgreementsResponse } = {}) {
  const { t } = useTranslation();
  const shell = useShellContext();
  const customerNumber = shell?.activeCustomerNumber ?? null;
  const market = shell?.market ?? "se";
  const page = MY_AGREEMENTS_PAGE[market];
  const query = useApiQuery<TOpenAgreementsResponse>(
    customerKey(customerNumber, "agreements", "open"),
    "/api/agreements/getopenagreements",
    { activeCustomerNumber: customerNumber, currentPageId: page.pageId },
    {
      enabled: Boolean(customerNumber),
      log: "[agreements] open agreements",
      initialData: initial && initial.customerNumber === customerNumber ? initial : undefined,
    },
  );

  if (!customerNumber) return null;
  const ton = (v: number) => t("agreements.units.quantity", { value: formatNumber(v, market), unit: t("agreements.units.ton") });
  const link = (a: TOpenAgreement) => {
    const q = new URLSearchParams({ tab: a.kind, customerNumber });
    if (a.kind === "seed") q.set("toggle", `agreement-${a.connectedToAgreementNumber ?? a.agreementNumber}`);
    return `${page.path}?${q.toString()}`;
  };

  return (
    <section className="open-agreements" aria-labelledby="open-agreements-title">
      <h2 id="open-agreements-title">{t("agreements.open.title")}</h2>
      <QueryState query={query} loading={t("agreements.open.loading")} errorText="agreements.open.failed">
        {({ agreements }) =>
          agreements.length === 0 ? (
            <p className="agr-empty">{t("agreements.open.empty")}</p>
          ) : (
            <ul className="open-agreements__list">
              {agreements.map((a) => (
                <li key={a.agreementNumber} className="open-agreements__item">
                  <div className="open-agreements__main">
                    <NavLink href={link(a)}>
                      {t("agreements.open.agreement", { number: a.agreementNumber, type: t(`agreements.types.${a.agreementType}`) })}
                    </NavLink>
                    <span className="agr-muted">
                      {a.itemName ?? a.description ?? ""} · {t("agreements.open.validTo", { date: formatDay(a.validTo, market) })}
                    </span>
                  </div>
                  <span>
                    {a.awaitingSignature ? (
                      <span className="agr-status agr-status--open">{t("agreements.open.awaitingSignature")}</span>
                    ) : (
                      t("agreements.open.remaining", { quantity: ton(a.remainingQuantity), total: ton(a.TotalQuantity) })
                    )}
                  </span>
                  <ViewAgreementForm
                    agreementNumber={a.agreementNumber}
                    transId={a.transId}
                    pageId={page.pageId}
                    label={t("agreements.row.viewAgreement")}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
