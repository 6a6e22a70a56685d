import "server-only";
/**
 * What every warranty page needs on the server: the signed-in actor on the Finnish site (404 on
 * the Swedish one), the seller prefill and the stores. Used by the pages under /agrodesk/takuut.
 */
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { getLoggedInInfo } from "@/lib/warranty/get-logged-in-info";
import { listStores } from "@/lib/warranty/list-stores";

export async function warrantyPageData() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  if (market !== "fi") notFound();
  const db = await getDb();
  const [info, stores] = await Promise.all([getLoggedInInfo(db, { market, actor }), listStores(db, { market, actor })]);
  return { actor, t, market, info, stores };
}
