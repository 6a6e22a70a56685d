import { sectionLayout } from "@/components/providers/section-translations";

/** The section's translation areas (decision 103). */
export default sectionLayout("(public)/aktivering");
