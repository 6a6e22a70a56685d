import { overviewPrintPage } from "../../_overview/overview-pages";

const { generateMetadata, Page } = overviewPrintPage("overview");
export { generateMetadata };
export default Page;
