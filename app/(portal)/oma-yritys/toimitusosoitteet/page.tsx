export { default, generateMetadata } from "../../mitt-foretag/leveransadresser/page";
