export { default, generateMetadata } from "../../anlaggningar/kontaktpersoner/page";
