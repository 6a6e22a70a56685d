import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FeedMixApp } from "@/components/feed-mix/feed-mix-app";
import { viewFromParams } from "@/components/feed-mix/feed-mix-view-state";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("feedMix.title"), manifest: "/maiturimix.webmanifest" };
}

/**
 * Maiturimix, the feed-mixing planner (spec 4 §2 "Feed-mixing screen", issue 17), on the Finnish
 * agro desk only. The view (tabs, recipe, edit, mixing, finished mix) comes from the address; the
 * screen loads its data through /api/maiturimix and keeps the open mix on the device.
 */
export default async function FeedMixPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  if (market !== "fi") notFound();
  const sp = await searchParams;
  const view = viewFromParams({ get: (n) => (typeof sp[n] === "string" ? sp[n] : null) });
  return (
    <div className="feed-mix">
      <h1>{t("feedMix.title")}</h1>
      {actor.activeCustomerNumber || actor.roles.store || actor.roles.agroAdmin ? (
        <FeedMixApp initialView={view} customerNumber={actor.activeCustomerNumber} />
      ) : (
        <p className="alert alert--info">{t("feedMix.noCustomer")}</p>
      )}
    </div>
  );
}
