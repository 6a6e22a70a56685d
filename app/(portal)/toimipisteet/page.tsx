export { default, generateMetadata } from "../anlaggningar/page";
