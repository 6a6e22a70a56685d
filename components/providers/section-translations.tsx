import "server-only";
import type { ReactNode } from "react";
import { SECTION_TEXTS } from "@/lib/i18n/areas.generated";
import { MoreTranslations } from "@/lib/i18n/react";
import { pickTextsJson, RESOURCES } from "@/lib/i18n/resources";
import { getServerT } from "@/lib/i18n/server";

/**
 * A section's layout (a first-level folder of a route group) hands the browser the texts its pages
 * use, on top of the root layout's base texts (decisions 103, 113). The lists of texts come from
 * lib/i18n/areas.generated.ts (`npm run i18n:areas`). A section whose pages use no text of their
 * own adds nothing. The texts go as one JSON text, not a tree of props (decision 109).
 */
export async function SectionTranslations({ section, children }: { section: string; children: ReactNode }) {
  const texts = SECTION_TEXTS[section];
  if (!texts) throw new Error(`no translation texts for section "${section}": run npm run i18n:areas`);
  if (texts.length === 0) return children;
  const { language } = await getServerT();
  return <MoreTranslations resources={pickTextsJson(RESOURCES[language], language, texts)}>{children}</MoreTranslations>;
}

/** A section's whole `layout.tsx`: `export default sectionLayout("(portal)/priser");` */
export function sectionLayout(section: string) {
  return function SectionLayout({ children }: { children: ReactNode }) {
    return <SectionTranslations section={section}>{children}</SectionTranslations>;
  };
}
