/**
 * The portal's server secret (NEXTAUTH_SECRET), also for processes that `npm start` does not hand
 * it to: the outbox dispatcher runs in scripts/start.ts itself, which passes the secret only to
 * the Next server it spawns. There, as in `npm start`, an unset NEXTAUTH_SECRET means the one
 * generated into PORTAL_SECRET_DIR (default .data)/nextauth-secret. A production deploy must set
 * it (lib/security/production-checks.ts); elsewhere, with neither (unit and integration tests),
 * a random per-process secret is used. No framework imports.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isProductionDeploy } from "@/lib/security/deploy";

let processSecret: string | undefined;

export function portalSecret(env: NodeJS.ProcessEnv = process.env): string {
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  const file = join(/* turbopackIgnore: true */ env.PORTAL_SECRET_DIR || ".data", "nextauth-secret");
  if (existsSync(file)) {
    const s = readFileSync(file, "utf8").trim();
    if (s) return s;
  }
  if (isProductionDeploy(env)) throw new Error("NEXTAUTH_SECRET is not set");
  processSecret ??= randomBytes(32).toString("base64url");
  return processSecret;
}
