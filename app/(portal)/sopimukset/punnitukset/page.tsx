export { default, generateMetadata } from "../../avtal/invagningar/page";
