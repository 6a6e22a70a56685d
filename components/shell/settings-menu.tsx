"use client";

/**
 * The settings dropdown (change password; for internal staff the outbox). Its panel is at most
 * the window height minus 50 px, recomputed on resize (debounced 100 ms) — spec 1 §2, §9.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { debounce, RESIZE_DEBOUNCE_MS, settingsPanelMaxHeight } from "@/lib/shell/menu-keys";
import { HeaderMenu } from "./header-menu";
import { NavLink } from "./nav-link";

export function SettingsMenu({ isInternal }: { isInternal: boolean }) {
  const { t } = useTranslation();
  const [maxHeight, setMaxHeight] = useState<number | undefined>(undefined);

  useEffect(() => {
    const update = () => setMaxHeight(settingsPanelMaxHeight(window.innerHeight));
    update();
    const onResize = debounce(update, RESIZE_DEBOUNCE_MS);
    window.addEventListener("resize", onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener("resize", onResize);
    };
  }, []);

  return (
    <HeaderMenu
      id="settings"
      className="header-menu settings-menu"
      buttonClassName="header-menu__button"
      buttonAttrs={{ "aria-label": t("shell.nav.settings"), title: t("shell.nav.settings") }}
      label={
        <>
          <span className="icon-gear" aria-hidden="true">
            ⚙
          </span>
          <span className="header-menu__label">{t("shell.nav.settings")}</span>
        </>
      }
      panelClassName="header-menu__panel settings-menu__panel"
      panelStyle={{ maxHeight }}
      panelAttrs={{ "data-settings-panel": "" }}
    >
      {(close) => (
        <ul>
          <li>
            <NavLink href="/account/password" data-menu-item="" onClick={close}>
              {t("nav.changePassword")}
            </NavLink>
          </li>
          {isInternal ? (
            <li>
              <NavLink href="/internal/outbox" data-menu-item="" onClick={close}>
                {t("nav.outbox")}
              </NavLink>
            </li>
          ) : null}
        </ul>
      )}
    </HeaderMenu>
  );
}
