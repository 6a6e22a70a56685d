"use client";

/**
 * The avatar dropdown: the user's avatar and name, the inbox and the logout form. The form's
 * redirect field is filled with the site origin plus the logout URL read from the header
 * (spec 1 §2 Shell). The avatar image carries data-header-avatar so an avatar upload can update it.
 */
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { HeaderMenu } from "./header-menu";
import { NavLink } from "./nav-link";

export const DEFAULT_AVATAR = "/images/default-avatar.svg";

export function UserMenu({
  name,
  email,
  avatarUrl,
  logoutUrl,
}: {
  name: string;
  email: string;
  avatarUrl: string | null;
  logoutUrl: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const redirectField = useRef<HTMLInputElement>(null);

  async function logout(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    const field = redirectField.current!;
    field.value = window.location.origin + (field.dataset.logoutUrl ?? "/login");
    // next-auth/react (~8 kB gzip with its helpers) is loaded on sign-out only (decision 093)
    const { signOut } = await import("next-auth/react");
    await signOut({ callbackUrl: field.value });
  }

  return (
    <HeaderMenu
      id="user"
      className="header-menu user-menu"
      buttonClassName="header-menu__button user-menu__button"
      buttonAttrs={{ "aria-label": t("shell.nav.userMenu", { name }) }}
      label={
        <>
          {/* a plain img: an avatar upload replaces its src in place; the optimizer could not fetch a signed-in /api/files image */}
          {/* eslint-disable-next-line @next/next/no-img-element -- see the line above */}
          <img data-header-avatar="" src={avatarUrl || DEFAULT_AVATAR} alt="" width={32} height={32} className="avatar" />
          <span className="header-menu__label user-menu__name">{name}</span>
          <span className="caret" aria-hidden="true" />
        </>
      }
      panelClassName="header-menu__panel user-menu__panel"
    >
      {(close) => (
        <>
          <p className="user-menu__who">
            <strong>{t("shell.nav.loggedInAs", { name })}</strong>
            <br />
            <span>{email}</span>
          </p>
          <ul>
            <li>
              <NavLink href="/account" data-menu-item="" onClick={close}>
                {t("nav.account")}
              </NavLink>
              <NavLink href="/inbox" data-menu-item="" onClick={close}>
                {t("nav.inbox")}
              </NavLink>
            </li>
          </ul>
          <form onSubmit={logout} id="logout-form">
            <input type="hidden" name="redirect" ref={redirectField} data-logout-url={logoutUrl} />
            <button type="submit" data-menu-item="" disabled={busy}>
              {t("nav.logout")}
            </button>
          </form>
        </>
      )}
    </HeaderMenu>
  );
}
