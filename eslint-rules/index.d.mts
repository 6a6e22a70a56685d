import type { ESLint } from "eslint";

declare const portal: ESLint.Plugin;
export default portal;
