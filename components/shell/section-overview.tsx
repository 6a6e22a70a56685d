import "server-only";
import type { Metadata } from "next";
import { NavLink } from "@/components/shell/nav-link";
import { notFound } from "next/navigation";
import { menuPagesFor } from "@/app/(portal)/shell-data";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import type { MenuPage } from "@/lib/pages/find-menu-pages";

function find(pages: MenuPage[], path: string): MenuPage | undefined {
  for (const p of pages) {
    if (p.path === path) return p;
    const inner = find(p.children, path);
    if (inner) return inner;
  }
  return undefined;
}

/** The menu entry at `path` as the signed-in user sees it, or 404 when it is not in the user's menu. */
async function entry(path: string): Promise<MenuPage> {
  const actor = await requireActorPage();
  const { market } = await getServerT();
  const page = find(await menuPagesFor(actor, market), path);
  if (!page) notFound();
  return page;
}

/**
 * The overview page of a menu heading (decision 104): every submenu opens with "{title} – overview",
 * a link to the heading's own path. The page lists the entries of the heading that the user's menu
 * holds (audience, areas at the active customer), each with its own sub-entries; a heading that is
 * not in the user's menu (another market, staff only) answers 404, as a page the user may not see.
 *
 *   const overview = sectionOverview("/avtal");
 *   export const generateMetadata = overview.generateMetadata;
 *   export default overview.Page;
 */
export function sectionOverview(path: string) {
  const generateMetadata = async (): Promise<Metadata> => ({ title: (await entry(path)).title });
  const Page = async () => {
    const page = await entry(path);
    const { t } = await getServerT();
    return (
      <section aria-labelledby="section-overview-title" className="section-overview">
        <h1 id="section-overview-title">{page.title}</h1>
        <p>{t("shell.overview.intro", { title: page.title })}</p>
        {page.children.length === 0 ? (
          <p>{t("shell.overview.empty")}</p>
        ) : (
          <ul className="grid section-overview__list" aria-labelledby="section-overview-title">
            {page.children.map((c) => (
              <li key={c.pageId}>
                <NavLink className="tile" href={c.path}>
                  <strong>{c.title}</strong>
                </NavLink>
                {c.children.length ? (
                  <ul className="section-overview__sub" aria-label={c.title}>
                    {c.children.map((g) => (
                      <li key={g.pageId}>
                        <NavLink href={g.path}>{g.title}</NavLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  };
  return { generateMetadata, Page };
}
