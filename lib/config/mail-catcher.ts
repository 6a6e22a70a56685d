/**
 * The development mail catcher (decision 018): while the portal runs on its embedded defaults,
 * the outbox dispatcher delivers every message whole, per recipient, into files under
 * MAIL_CATCHER_DIR (default: beside the embedded data folder, `.data/mail`; `.data/e2e/mail` in
 * the end-to-end runs), like a developer's local mail server; GET /api/dev/mailbox?to=<address>
 * reads them. Never in a production deploy.
 *
 * Two processes decide: the dispatcher runs in scripts/start.ts and sees the operator's own
 * environment (DATABASE_URL unset = embedded server); the Next server it spawns always gets a
 * DATABASE_URL, so it reads the catcher only while the dispatcher has marked it active for this
 * run (a marker file the dispatcher writes, or removes, whenever it starts).
 *
 * MAIL_CATCHER=1 turns it on also with DATABASE_URL set (tests), MAIL_CATCHER=0 turns it off;
 * neither works in production or with SMTP_URL (real mail goes out then).
 */
import { dirname, join, resolve } from "node:path";
import { isProductionDeploy } from "@/lib/security/deploy";

type Env = Record<string, string | undefined>;

export const MAIL_CATCHER_MARKER = ".active";

export function mailCatcherDir(env: Env = process.env): string {
  if (env.MAIL_CATCHER_DIR) return resolve(/* turbopackIgnore: true */ process.cwd(), env.MAIL_CATCHER_DIR);
  return resolve(/* turbopackIgnore: true */ process.cwd(), dirname(env.PORTAL_DATA_DIR || ".data/pg"), "mail");
}

function allowed(env: Env): boolean {
  return env.MAIL_CATCHER !== "0" && !env.SMTP_URL && !isProductionDeploy(env as NodeJS.ProcessEnv);
}

/** The dispatcher's decision (scripts/start.ts, the operator's environment). */
export function mailCatcherWanted(env: Env = process.env): boolean {
  if (!allowed(env)) return false;
  return env.MAIL_CATCHER === "1" || !env.DATABASE_URL;
}

/** The server's decision: the dev mailbox route answers only when this is true. */
export function mailCatcherReadable(env: Env = process.env, markerExists: (path: string) => boolean): boolean {
  if (!allowed(env)) return false;
  return env.MAIL_CATCHER === "1" || markerExists(join(/* turbopackIgnore: true */ mailCatcherDir(env), MAIL_CATCHER_MARKER));
}
