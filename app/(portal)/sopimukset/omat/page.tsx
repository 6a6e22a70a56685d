/** Omat sopimukset — My agreements on the Finnish site (PAGE_ROWS 2201): the same page as /avtal/mina-avtal, in the market of the host. */
export { default, generateMetadata } from "../../avtal/mina-avtal/page";
