/** Local ESLint rules for the portal's written conventions (docs/CODE_STYLE.md). */
import requireServerOnly from "./require-server-only.mjs";

export default {
  meta: { name: "portal" },
  rules: { "require-server-only": requireServerOnly },
};
