export { default, generateMetadata } from "../../mitt-foretag/anvandarkort/page";
