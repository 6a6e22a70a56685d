/** The Finnish grain price page (PAGE_ROWS 2202): the same page as /priser/spannmal, in the market of the host. */
export { default, generateMetadata } from "../../priser/spannmal/page";
