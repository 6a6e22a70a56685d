import { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { AGREEMENT_KINDS, MY_AGREEMENTS_PAGE } from "@/lib/agreements/constants";
import { toggleAgreementNumber } from "@/lib/agreements/format";
import type { AgreementCustomer } from "@/lib/agreements/list-agreement-customers";
import type { TFunction } from "@/lib/i18n/instance";
import type { Market } from "@/lib/market";
import { MyAgreements } from "./my-agreements";

/** The page's query parameters (spec 1 §2): tab, customerNumber, toggle. Bad values fall back. */
export const ZMyAgreementsParams = z.object({
  tab: z.enum(AGREEMENT_KINDS).catch("grain").default("grain"),
  customerNumber: z
    .string()
    .regex(/^[0-9]{1,12}$/)
    .optional()
    .catch(undefined),
  toggle: z.string().max(100).optional().catch(undefined),
});
export type TMyAgreementsParams = z.infer<typeof ZMyAgreementsParams>;

/**
 * The server part of My agreements (shared by /avtal/mina-avtal and /sopimukset/omat): heading,
 * the refusal of a customer number the user may not use, the notice for staff without a customer
 * session, and the interactive view.
 */
export function MyAgreementsPage(props: {
  actor: Actor;
  market: Market;
  t: TFunction;
  params: TMyAgreementsParams;
  customers: AgreementCustomer[];
  /** customerNumber asked for in the URL that the user may not use */
  refusedCustomerNumber: string | null;
}) {
  const { t, params, customers, actor } = props;
  const [first, ...others] = customers;
  const selected =
    params.customerNumber && customers.some((c) => c.customerNumber === params.customerNumber)
      ? params.customerNumber
      : first?.customerNumber;
  return (
    <section aria-labelledby="my-agreements-title" className="my-agreements">
      <h1 id="my-agreements-title">{t("agreements.page.title")}</h1>
      <p>{t("agreements.page.intro")}</p>
      {props.refusedCustomerNumber ? (
        <p className="alert alert--error" role="alert">
          {t("agreements.page.forbiddenCustomer", { number: props.refusedCustomerNumber })}
        </p>
      ) : !first || !selected ? (
        <p className="alert alert--info">
          {actor.roles.internal ? t("agreements.page.noCustomerSession") : t("agreements.page.noCustomer")}
        </p>
      ) : (
        <MyAgreements
          market={props.market}
          pageId={MY_AGREEMENTS_PAGE[props.market].pageId}
          customers={[first, ...others]}
          initialCustomerNumber={selected}
          initialTab={params.tab}
          toggle={params.tab === "seed" ? toggleAgreementNumber(params.toggle) : null}
          isInternalFlag={actor.roles.internal ? "1" : "0"}
        />
      )}
    </section>
  );
}
