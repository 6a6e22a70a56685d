export { default, generateMetadata } from "../../intern/kundsupport/page";
