import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { I18nProvider } from "@/components/providers/i18n-provider";
import { RESOURCES } from "@/lib/i18n/resources";
import { getServerT } from "@/lib/i18n/server";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: { default: t("app.name"), template: `%s – ${t("app.name")}` }, description: t("app.tagline") };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { language, market } = await getServerT();
  return (
    <html lang={language} data-market={market}>
      <body>
        <I18nProvider language={language} resources={RESOURCES[language]}>
          {children}
        </I18nProvider>
      </body>
    </html>
  );
}
