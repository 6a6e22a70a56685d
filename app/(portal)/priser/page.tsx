import "server-only";
import type { Metadata } from "next";
import { NavLink } from "@/components/shell/nav-link";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { menuPagesFor } from "../shell-data";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("prices.index.title") };
}

/** The "Priser" menu entry: links to the price pages the user may see. */
export default async function PricesIndexPage() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const menu = await menuPagesFor(actor, market);
  const prices = menu.find((p) => p.path === "/priser");
  return (
    <section aria-labelledby="prices-title">
      <h1 id="prices-title">{t("prices.index.title")}</h1>
      <p>{t("prices.index.intro")}</p>
      <ul className="grid" aria-labelledby="prices-title">
        {(prices?.children ?? []).map((p) => (
          <li key={p.pageId} style={{ listStyle: "none" }}>
            <NavLink className="tile" href={p.path}>
              <strong>{p.title}</strong>
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
