"use client";

import Link from "next/link";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { signOut } from "next-auth/react";
import { useTranslation } from "react-i18next";

/**
 * The avatar/user dropdown with the logout form. The form's redirect field is filled with the
 * site origin plus the logout URL read from the header (spec 1 §2 Shell).
 */
export function UserMenu({ name, isInternal, unread, logoutUrl }: { name: string; isInternal: boolean; unread: number; logoutUrl: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const redirectField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => { if (!root.current?.contains(e.target as Node)) setOpen(false); };
    const onKey = (e: KeyboardEvent) => { if (e.key === "Escape") setOpen(false); };
    document.addEventListener("click", onDoc);
    document.addEventListener("keydown", onKey);
    return () => { document.removeEventListener("click", onDoc); document.removeEventListener("keydown", onKey); };
  }, [open]);

  async function logout(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    const field = redirectField.current!;
    field.value = window.location.origin + (field.dataset.logoutUrl ?? "/login");
    await signOut({ callbackUrl: field.value });
  }

  return (
    <div className="user-menu" ref={root}>
      <button type="button" className="user-menu__button" aria-expanded={open} aria-haspopup="true" aria-controls="user-menu-panel" onClick={() => setOpen((o) => !o)}>
        {name}
        {unread > 0 ? <span className="visually-hidden">, {t("start.unreadMessages", { count: unread })}</span> : null}
        <span aria-hidden="true"> ▾</span>
      </button>
      <div id="user-menu-panel" className="user-menu__panel" hidden={!open}>
        <Link href="/account/password" onClick={() => setOpen(false)}>{t("nav.changePassword")}</Link>
        {isInternal ? <Link href="/internal/outbox" onClick={() => setOpen(false)}>{t("nav.outbox")}</Link> : null}
        <form onSubmit={logout} id="logout-form">
          <input type="hidden" name="redirect" ref={redirectField} data-logout-url={logoutUrl} />
          <button type="submit" disabled={busy}>{t("nav.logout")}</button>
        </form>
      </div>
    </div>
  );
}
