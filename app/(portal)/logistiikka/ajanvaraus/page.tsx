/** Ajanvaraus — Time booking on the Finnish site (PAGE_ROWS 2301): the same page as /logistik/tidsbokning, in the market of the host. */
export { default, generateMetadata } from "../../logistik/tidsbokning/page";
