export { default, generateMetadata } from "../../anlaggningar/bevakningar/page";
