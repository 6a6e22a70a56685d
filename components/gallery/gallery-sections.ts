/** The component catalogue's sections, as `?section=` names them (a section stays open across a reload). */
export const GALLERY_SECTIONS = ["basics", "dates", "table", "choices", "carousel"] as const;
export type GallerySection = (typeof GALLERY_SECTIONS)[number];

export function isGallerySection(v: unknown): v is GallerySection {
  return typeof v === "string" && (GALLERY_SECTIONS as readonly string[]).includes(v);
}
