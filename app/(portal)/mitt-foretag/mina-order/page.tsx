import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { MyOrdersView } from "@/components/my-orders/my-orders-view";
import { isAppError } from "@/lib/api/errors";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { countMyOrderPages, listMyOrders } from "@/lib/my-orders/list-my-orders";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("myOrders.title") };
}

/** My orders of the customer in play (spec 2 §2): the first page with the page, then show more, search and Excel export. */
export default async function MyOrdersPage() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const db = await getDb();
  let data = null;
  try {
    const [first, pages] = await Promise.all([listMyOrders(db, { actor }), countMyOrderPages(db, { actor })]);
    // status texts in the page's language (the call's reply renders them the same way)
    data = { first: { ...first, orders: first.orders.map((o) => ({ ...o, statusText: t(o.statusText) })) }, pages };
  } catch (e) {
    if (!isAppError(e) || e.code !== "FORBIDDEN") throw e;
  }
  return (
    <div>
      <h1>{t("myOrders.title")}</h1>
      <p>{t("myOrders.intro")}</p>
      {data && actor.activeCustomerNumber ? (
        <MyOrdersView customerNumber={actor.activeCustomerNumber} first={data.first} pages={data.pages} market={market} />
      ) : (
        <p className="alert alert--info">{t("myOrders.noCustomer")}</p>
      )}
    </div>
  );
}
