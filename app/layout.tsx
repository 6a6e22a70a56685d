import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { I18nProvider } from "@/components/providers/i18n-provider";
import { QueryProvider } from "@/components/providers/query-provider";
import { CookieNotice } from "@/components/shell/cookie-notice";
import { DialogProvider } from "@/components/ui/dialogs";
import { HydrationMarker } from "@/components/providers/hydration-marker";
import { ACCEPTED_COOKIES_NAME, hasAcceptedCookies } from "@/lib/shell/cookie-consent";
import { BASE_TEXTS } from "@/lib/i18n/areas.generated";
import { pickTextsJson, RESOURCES } from "@/lib/i18n/resources";
import { getServerT } from "@/lib/i18n/server";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: { default: t("app.name"), template: `%s – ${t("app.name")}` }, description: t("app.tagline") };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { language, market } = await getServerT();
  const cookiesAccepted = hasAcceptedCookies((await cookies()).get(ACCEPTED_COOKIES_NAME)?.value);
  return (
    <html lang={language} data-market={market}>
      <body>
        <I18nProvider language={language} resources={pickTextsJson(RESOURCES[language], language, BASE_TEXTS)}>
          <QueryProvider>
            <DialogProvider>
              {children}
              <CookieNotice accepted={cookiesAccepted} />
            </DialogProvider>
          </QueryProvider>
        </I18nProvider>
        <HydrationMarker />
      </body>
    </html>
  );
}
