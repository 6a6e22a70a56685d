export { default, generateMetadata } from "../anvandarvillkor/page";
