import { overviewPage } from "../_overview/overview-pages";

const { generateMetadata, Page } = overviewPage("reseller_admin");
export { generateMetadata };
export default Page;
