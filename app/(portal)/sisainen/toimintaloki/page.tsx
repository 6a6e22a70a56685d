export { default, generateMetadata } from "../../intern/atgardslogg/page";
