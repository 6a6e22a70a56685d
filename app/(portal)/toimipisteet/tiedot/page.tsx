export { default, generateMetadata } from "../../anlaggningar/information/page";
