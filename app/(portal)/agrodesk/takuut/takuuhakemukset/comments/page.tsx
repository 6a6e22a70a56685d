import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClaimComments } from "@/components/warranty/claim-comments";
import { getServerT } from "@/lib/i18n/server";
import { WARRANTY_PAGES } from "@/lib/warranty/pages";
import { warrantyPageData } from "../../page-data";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("warranty.comments.pageTitle") };
}

/** The comments page of a claim, comments?id={submissionId}: an id that is no submission id is 404. */
export default async function CommentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { t } = await warrantyPageData();
  const id = (await searchParams).id;
  if (typeof id !== "string" || !UUID.test(id)) notFound();
  return (
    <div className="warranty-page">
      <h1>{t("warranty.comments.pageTitle")}</h1>
      <p className="no-print">
        <a href={WARRANTY_PAGES.claimList}>{t("warranty.comments.back")}</a>
      </p>
      <ClaimComments id={id.toLowerCase()} />
    </div>
  );
}
