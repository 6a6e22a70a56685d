import { overviewPrintPage } from "../../_overview/overview-pages";

const { generateMetadata, Page } = overviewPrintPage("reseller");
export { generateMetadata };
export default Page;
