export { default, generateMetadata } from "../../anlaggningar/oppettider/page";
