/**
 * typescript-eslint needs TypeScript's JavaScript compiler API, which TypeScript 7 (the native
 * compiler this project builds and type-checks with) does not ship yet; typescript-eslint refuses
 * TS 7 at load (typescript-eslint/typescript-eslint#10940). The TS 6.0 API is installed beside it
 * as the alias `typescript6` (npm:typescript@6.0.3), and inside the ESLint process only, every
 * `require("typescript")` is pointed at it. `tsc`, `next build` and the editor keep TypeScript 7.
 *
 * Loaded first by eslint.config.mjs. Remove it (and the `typescript6` dev dependency) once
 * typescript-eslint supports TypeScript 7.
 */
const Module = require("node:module");

const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveTypeScript6(request, ...rest) {
  if (request === "typescript" || request.startsWith("typescript/")) {
    return resolve.call(this, `typescript6${request.slice("typescript".length)}`, ...rest);
  }
  return resolve.call(this, request, ...rest);
};
