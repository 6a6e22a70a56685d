import { sectionOverview } from "@/components/shell/section-overview";

/** The menu heading's overview: the links of its submenu (decision 104). */
const overview = sectionOverview("/logistik");
export const generateMetadata = overview.generateMetadata;
export default overview.Page;
