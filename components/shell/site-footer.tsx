import type { TFunction } from "@/lib/i18n/instance";

export function SiteFooter({ t }: { t: TFunction }) {
  return (
    <footer className="site-footer">
      <p>{t("app.footer")}</p>
    </footer>
  );
}
