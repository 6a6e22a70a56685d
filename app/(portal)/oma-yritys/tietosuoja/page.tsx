export { default, generateMetadata } from "../../integritetspolicy/page";
