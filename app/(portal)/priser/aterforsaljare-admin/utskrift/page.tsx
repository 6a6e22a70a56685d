import { overviewPrintPage } from "../../_overview/overview-pages";

const { generateMetadata, Page } = overviewPrintPage("reseller_admin");
export { generateMetadata };
export default Page;
