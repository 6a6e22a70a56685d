import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { NewsEditor } from "@/components/news/news-editor";
import { isAgroAdmin } from "@/lib/agrodesk/access";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { listCategories } from "@/lib/news/news";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("agrodesk.news.admin.title") };
}

/** The admins' news editor (agro admins on the Finnish site only). */
export default async function NewsAdminPage() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  if (market !== "fi" || !isAgroAdmin(actor)) notFound();
  const cats = await listCategories(await getDb());
  return (
    <div className="agrodesk">
      <h1>{t("agrodesk.news.admin.title")}</h1>
      <NewsEditor categories={cats.map((c) => ({ Number: c.Number, Name: c.NameFi }))} />
    </div>
  );
}
