import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { DocumentLibrary } from "@/components/documents/document-library";
import { isAgroAdmin, requireAgroDesk } from "@/lib/agrodesk/access";
import { requireActorPage } from "@/lib/auth/current";
import { listTopLevel } from "@/lib/documents/document-nodes";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("agrodesk.documents.title") };
}

/** The agro desk's document library (block 1), Finnish site only. */
export default async function DocumentsPage() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  if (market !== "fi") notFound();
  requireAgroDesk(market, actor, "user");
  const db = await getDb();
  const top = await listTopLevel(db, { blockId: 1, orderBy: "name" });
  return (
    <div className="agrodesk">
      <h1>{t("agrodesk.documents.title")}</h1>
      <DocumentLibrary blockId={1} isAdmin={isAgroAdmin(actor)} initial={top} />
    </div>
  );
}
