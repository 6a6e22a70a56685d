import { overviewPage } from "../_overview/overview-pages";

const { generateMetadata, Page } = overviewPage("overview");
export { generateMetadata };
export default Page;
