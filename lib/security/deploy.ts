/**
 * What kind of run this is (decision 021). A production deploy is one started with
 * NODE_ENV=production. scripts/start.ts decides it from the operator's environment and passes
 * PORTAL_PRODUCTION=1 or 0 on to the server it spawns (it always runs `next start` with
 * NODE_ENV=production, also for the embedded demo); a server started some other way with
 * NODE_ENV=production and no PORTAL_PRODUCTION is a production deploy too (the safe side).
 */
export function isProductionDeploy(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.PORTAL_PRODUCTION === "1") return true;
  if (env.PORTAL_PRODUCTION === "0") return false;
  return env.NODE_ENV === "production";
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function configuredOrigins(env: NodeJS.ProcessEnv): string[] {
  return [env.PUBLIC_URL_SE, env.PUBLIC_URL_FI, env.NEXTAUTH_URL]
    .flatMap((v) => (v ?? "").split(","))
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * Cookies are Secure (and the session cookie gets the __Host- prefix) whenever the portal is
 * served over https: SECURE_COOKIES=1/0 decides when set; otherwise a production deploy is
 * secure unless every configured public address is plain http on localhost, and any other run
 * is secure when its configured public addresses are https.
 */
export function secureCookies(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SECURE_COOKIES === "1") return true;
  if (env.SECURE_COOKIES === "0") return false;
  const origins = configuredOrigins(env);
  const https = origins.some((o) => o.startsWith("https://"));
  if (https) return true;
  if (!isProductionDeploy(env)) return false;
  const allLocal =
    origins.length > 0 &&
    origins.every((o) => {
      try {
        return LOCAL_HOSTS.has(new URL(o).hostname);
      } catch {
        return false;
      }
    });
  return !allLocal;
}
