import "server-only";
import type { Metadata } from "next";
import { getServerT } from "@/lib/i18n/server";
import { WARRANTY_PAGES } from "@/lib/warranty/pages";
import { warrantyPageData } from "./page-data";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("warranty.hub.title") };
}

/** Konetakuut (page 2104): the warranty area's screens the actor may use. */
export default async function WarrantyHubPage() {
  const { t, info } = await warrantyPageData();
  const links: [string, string, boolean][] = [
    [WARRANTY_PAGES.releaseForm, "warranty.releaseForm.title", info.isStore],
    [WARRANTY_PAGES.releaseList, "warranty.releaseList.title", true],
    [WARRANTY_PAGES.oldList, "warranty.oldList.title", true],
    [WARRANTY_PAGES.claimForm, "warranty.claim.title", info.isStore],
    [WARRANTY_PAGES.claimList, "warranty.claimList.title", true],
    [WARRANTY_PAGES.serials, "warranty.serials.title", true],
    [WARRANTY_PAGES.move, "warranty.move.title", info.isAdmin],
    [WARRANTY_PAGES.mailSettings, "warranty.mailSettings.title", info.isStore || info.isAdmin],
  ];
  return (
    <div className="warranty-page">
      <h1>{t("warranty.hub.title")}</h1>
      <p>{t(info.isStore ? "warranty.hub.introStore" : "warranty.hub.introFarmer")}</p>
      <ul>
        {links
          .filter(([, , show]) => show)
          .map(([href, key]) => (
            <li key={href}>
              <a href={href}>{t(key)}</a>
            </li>
          ))}
      </ul>
    </div>
  );
}
