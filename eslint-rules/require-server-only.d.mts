import type { Rule } from "eslint";

declare const requireServerOnly: Rule.RuleModule;
export default requireServerOnly;
