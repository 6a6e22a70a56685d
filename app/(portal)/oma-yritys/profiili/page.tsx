export { default, generateMetadata } from "../../mitt-foretag/profil/page";
