import type { Metadata } from "next";
import { NavLink } from "@/components/shell/nav-link";
import { ImageUpload } from "@/components/ui/image-upload";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { DEFAULT_AVATAR_URL } from "@/lib/profile/avatar-files";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("account.page.title") };
}

/** The user's own account: profile picture (also shown in the header) and sign-in details. */
export default async function AccountPage() {
  const actor = await requireActorPage();
  const { t } = await getServerT();
  return (
    <section aria-labelledby="account-title" className="account-page">
      <h1 id="account-title">{t("account.page.title")}</h1>
      <p>{t("account.page.intro")}</p>
      <div className="card">
        <ImageUpload
          id="user-avatar"
          label={t("account.page.avatar")}
          imageUrl={actor.avatarUrl ?? DEFAULT_AVATAR_URL}
          hasImage={Boolean(actor.avatarUrl)}
          handleUrl="/api/profile/user-upload-avatar"
          deleteUrl="/api/profile/user-delete-avatar"
          updateHeaderAvatar
        />
        <p className="field-help">{t("account.page.avatarHelp")}</p>
      </div>
      <h2>{t("account.page.security")}</h2>
      <div className="card">
        <dl>
          <dt>{t("account.page.username")}</dt>
          <dd>{actor.username}</dd>
          <dt>{t("account.page.email")}</dt>
          <dd>{actor.email}</dd>
        </dl>
        <NavLink className="btn btn--secondary" href="/account/password">
          {t("nav.changePassword")}
        </NavLink>
      </div>
    </section>
  );
}
