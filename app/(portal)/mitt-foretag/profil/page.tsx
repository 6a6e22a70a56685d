import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { ProfileView } from "@/components/profile/profile-view";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { loadProfile } from "@/lib/profile/load-profile";
import { profilePaths } from "@/lib/profile/paths";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("profile.page.title") };
}

/** The profile page (spec 1 §2, issue 12 item 1); /oma-yritys/profiili in Finland. */
export default async function ProfilePage() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const data = await loadProfile(await getDb(), { actor });
  return (
    <div>
      <h1>{t("profile.page.title")}</h1>
      <ProfileView data={data} links={profilePaths(market)} t={t} />
    </div>
  );
}
