import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { StartPage } from "@/components/start/start-page";
import { requireActorPage } from "@/lib/auth/current";
import { startKind } from "@/lib/auth/roles";
import { getServerT } from "@/lib/i18n/server";
import { getInboxStatistics } from "@/lib/inbox/get-inbox-statistics";
import { findMenuPages } from "@/lib/pages/find-menu-pages";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("nav.start") };
}

/** The start page: one per role (internal, transporter, reseller, agro desk, customer). */
export default async function Home() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const db = await getDb();
  const [menu, inbox] = await Promise.all([findMenuPages(db, { actor, market }), getInboxStatistics(db, { userId: actor.userId })]);
  return <StartPage kind={startKind(actor.roles)} actor={actor} shortcuts={menu} unread={inbox.totalUnRead} t={t} />;
}
