import "server-only";
import type { DbOrTx } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { findTermsToAccept } from "./legal-documents";
import { profilePaths } from "./paths";

/**
 * The shell's terms guard (decision 075): where a signed-in user must go before the page at `path`
 * — the user agreement page, with the page as `next` — when a newer version of the terms than the
 * one they accepted is published (or they rejected it); null otherwise, and on the terms page
 * itself and the privacy policy page.
 */
export async function termsRedirect(db: DbOrTx, opts: { actor: Actor; market: Market; path: string }): Promise<string | null> {
  const paths = profilePaths(opts.market);
  if (opts.path === paths.terms || opts.path === paths.privacy) return null;
  const version = await findTermsToAccept(db, { userId: opts.actor.userId, market: opts.market });
  if (version === null) return null;
  return opts.path && opts.path !== "/" ? `${paths.terms}?next=${encodeURIComponent(opts.path)}` : paths.terms;
}
