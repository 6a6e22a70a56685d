import { overviewPage } from "../_overview/overview-pages";

const { generateMetadata, Page } = overviewPage("reseller");
export { generateMetadata };
export default Page;
