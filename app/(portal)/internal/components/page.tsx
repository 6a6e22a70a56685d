import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ComponentGallery } from "@/components/gallery/component-gallery";
import { isGallerySection } from "@/components/gallery/gallery-sections";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("gallery.title") };
}

/** Internal: the shared widgets in one place (design reference and browser-test target). */
export default async function ComponentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActorPage();
  if (!actor.roles.internal) notFound();
  const { t, market } = await getServerT();
  const section = (await searchParams).section;
  return (
    <section aria-labelledby="gallery-title">
      <h1 id="gallery-title">{t("gallery.title")}</h1>
      <p>{t("gallery.intro")}</p>
      <ComponentGallery market={market} initialSection={isGallerySection(section) ? section : "basics"} />
    </section>
  );
}
