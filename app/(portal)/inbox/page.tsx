import "server-only";
import type { Metadata } from "next";
import { z } from "zod";
import { getDb } from "@/db";
import { InboxView } from "@/components/shell/inbox-view";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { listInboxMessages } from "@/lib/inbox/list-inbox-messages";
import { INBOX_FILTERS, INBOX_PAGE_SIZE } from "@/lib/inbox/schemas";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("shell.inbox.title") };
}

const ZInboxParams = z.object({ filter: z.enum(INBOX_FILTERS).catch("all").default("all") });

/** The user's inbox: own messages newest first, with show-more, open (marks read), read/unread and star toggles. */
export default async function InboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const { filter } = ZInboxParams.parse(await searchParams);
  const first = await listInboxMessages(await getDb(), { actor, offset: 0, limit: INBOX_PAGE_SIZE, filter });
  return (
    <section aria-labelledby="inbox-title" className="inbox">
      <h1 id="inbox-title">{t("shell.inbox.title")}</h1>
      <p>{t("shell.inbox.intro")}</p>
      <InboxView key={filter} initial={first} filter={filter} market={market} />
    </section>
  );
}
