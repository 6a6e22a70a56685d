"use client";

import { useSearchParams } from "next/navigation";
import { useTranslation } from "@/lib/i18n/react";
import { isNoLogo } from "@/lib/shell/links";
import { NavLink } from "./nav-link";

/** The logo link to the start page; hidden in no-logo mode (query nologo=1, spec 1 §2). */
export function Brand() {
  const { t } = useTranslation();
  const params = useSearchParams();
  if (isNoLogo(params)) return null;
  return <BrandLink label={t("app.name")} title={t("shell.nav.home")} />;
}

export function BrandLink({ label, title }: { label: string; title?: string }) {
  return (
    <NavLink href="/" className="brand" title={title} data-logo="">
      {label}
    </NavLink>
  );
}
