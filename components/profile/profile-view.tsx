import type { TFunction } from "i18next";
import { NavLink } from "@/components/shell/nav-link";
import { ImageUpload } from "@/components/ui/image-upload";
import { DEFAULT_AVATAR_URL } from "@/lib/profile/avatar-files";
import type { ProfileData } from "@/lib/profile/load-profile";
import { BusinessProfileForm, CompanyForm } from "./company-form";
import { SsnForm } from "./ssn-form";

export interface ProfileLinks {
  addresses: string;
  privacy: string;
  terms: string;
}

/**
 * The profile page (spec 1 §2 "Profile and account", issue 12 item 1): the user's avatar and
 * social security number; for the customer in play the company avatar, company form and business
 * profile (owners change them; the avatar calls check the same). Server-rendered; the forms are
 * client components.
 */
export function ProfileView({ data, links, t }: { data: ProfileData; links: ProfileLinks; t: TFunction }) {
  const { user, company } = data;
  return (
    <div className="profile-page">
      <p>{t("profile.page.intro")}</p>
      <nav aria-label={t("profile.page.title")} className="profile-links">
        <NavLink href={links.addresses}>{t("profile.page.addressesLink")}</NavLink>
        {" · "}
        <NavLink href={links.privacy}>{t("profile.page.privacyLink")}</NavLink>
        {" · "}
        <NavLink href={links.terms}>{t("profile.page.termsLink")}</NavLink>
      </nav>
      <div className="card">
        <ImageUpload
          id="user-avatar"
          label={t("profile.page.userAvatar")}
          imageUrl={user.avatarUrl ?? DEFAULT_AVATAR_URL}
          hasImage={Boolean(user.avatarUrl)}
          handleUrl="/api/profile/user-upload-avatar"
          deleteUrl="/api/profile/user-delete-avatar"
          updateHeaderAvatar
        />
        <p className="field-help">{t("profile.page.avatarHelp")}</p>
      </div>
      <section className="card" aria-labelledby="profile-ssn-title">
        <h2 id="profile-ssn-title">{t("profile.ssn.title")}</h2>
        <SsnForm market={user.market} saved={user.ssn} />
      </section>
      <section className="card" aria-labelledby="profile-company-section">
        <h2 id="profile-company-section">{t("profile.page.companyTitle")}</h2>
        {!company ? (
          <p className="alert alert--info">{t("profile.page.noCustomer")}</p>
        ) : (
          <>
            {!company.canEdit ? <p className="alert alert--info">{t("profile.page.companyReadOnly")}</p> : null}
            {company.canEdit ? (
              <>
                <ImageUpload
                  id="company-avatar"
                  label={t("profile.page.companyAvatar")}
                  imageUrl={company.avatarUrl}
                  hasImage={company.hasAvatar}
                  handleUrl="/api/profile/company-upload-avatar"
                  deleteUrl="/api/profile/company-delete-avatar"
                />
                <p className="field-help">{t("profile.page.avatarHelp")}</p>
              </>
            ) : (
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={company.avatarUrl}
                alt={t("profile.page.companyAvatar")}
                className="profile-company-avatar"
                width={96}
                height={96}
              />
            )}
            <CompanyForm market={company.market} initial={company.form} canEdit={company.canEdit} />
            <BusinessProfileForm initial={company.businessName} canEdit={company.canEdit} />
          </>
        )}
      </section>
    </div>
  );
}
