export { default, generateMetadata } from "../../intern/fortroendevalda/page";
