import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { MailSettingsForm } from "@/components/warranty/mail-settings-form";
import { getServerT } from "@/lib/i18n/server";
import { getMessageSettings } from "@/lib/warranty/message-settings";
import { warrantyPageData } from "../page-data";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("warranty.mailSettings.title") };
}

/** The agro desk's e-mail settings for warranty claims (issue 16 item 4; page 2913). */
export default async function MailSettingsPage() {
  const { t, actor, market } = await warrantyPageData();
  const initial = await getMessageSettings(await getDb(), { market, actor });
  return (
    <div className="warranty-page">
      <h1>{t("warranty.mailSettings.title")}</h1>
      <MailSettingsForm initial={initial} />
    </div>
  );
}
