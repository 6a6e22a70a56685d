import type { ReactNode } from "react";
import { SectionTranslations } from "@/components/providers/section-translations";

/** The section's translation areas (decision 103). */
export default function Layout({ children }: { children: ReactNode }) {
  return <SectionTranslations section="(portal)/priser">{children}</SectionTranslations>;
}
