import "server-only";
import type { ReactNode } from "react";
import { SECTION_AREAS } from "@/lib/i18n/areas.generated";
import { MoreTranslations } from "@/lib/i18n/react";
import { pickAreasJson, RESOURCES } from "@/lib/i18n/resources";
import { getServerT } from "@/lib/i18n/server";

/**
 * A section's layout (a first-level folder of a route group) hands the browser the translation
 * areas its pages use, on top of the root layout's base areas (decision 103). The areas come from
 * lib/i18n/areas.generated.ts (`npm run i18n:areas`). A section whose pages use no area of their
 * own adds nothing. The areas go as one JSON text, not a tree of props (decision 109).
 */
export async function SectionTranslations({ section, children }: { section: string; children: ReactNode }) {
  const areas = SECTION_AREAS[section];
  if (!areas) throw new Error(`no translation areas for section "${section}": run npm run i18n:areas`);
  if (areas.length === 0) return children;
  const { language } = await getServerT();
  return <MoreTranslations resources={pickAreasJson(RESOURCES[language], language, areas)}>{children}</MoreTranslations>;
}

/** A section's whole `layout.tsx`: `export default sectionLayout("(portal)/priser");` */
export function sectionLayout(section: string) {
  return function SectionLayout({ children }: { children: ReactNode }) {
    return <SectionTranslations section={section}>{children}</SectionTranslations>;
  };
}
