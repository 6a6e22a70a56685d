/**
 * Build loader (next.config.ts, Turbopack rule): React Aria's `intlStrings` modules import the
 * strings of all 34 locales (adobe/react-spectrum #10109). The portal only speaks sv-SE and fi-FI,
 * so this drops every other locale's import and its entry in the strings object (en-US stays as
 * React Aria's fallback). It does what @react-aria/optimize-locales-plugin does for webpack/Vite,
 * which Turbopack cannot load. Decision 022.
 */
"use strict";

const KEEP = ["sv-SE", "fi-FI", "en-US"];

/** The module without the imports and entries of locales outside `keep`. */
function stripAriaLocales(source, keep = KEEP) {
  const dropped = new Set();
  const importRe =
    /^(?:import\s+(\$?[\w$]+)\s+from\s+|var\s+(\$?[\w$]+)\s*=\s*require\()\s*["']([^"']*\/([a-z]{2}-[A-Z]{2})\.(?:mjs|cjs|js))["']\)?;?[ \t]*$/gm;
  let out = source.replace(importRe, (line, esmName, cjsName, _path, locale) => {
    if (keep.includes(locale)) return line;
    dropped.add(esmName || cjsName);
    return "";
  });
  if (dropped.size === 0) return source;
  out = out.replace(/^\s*"([a-z]{2}-[A-Z]{2})"\s*:\s*(\$?[\w$]+)\s*,?[ \t]*$/gm, (line, _locale, name) => (dropped.has(name) ? "" : line));
  return out;
}

module.exports = function stripAriaLocalesLoader(source) {
  return stripAriaLocales(source);
};
module.exports.stripAriaLocales = stripAriaLocales;
module.exports.KEEP = KEEP;
