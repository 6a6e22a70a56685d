/** The signed-in user's warranty e-mail settings (status changes, comments); on by default. */
import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { warrantyMessageSettings } from "@/db/schema";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { Market } from "@/lib/market";
import type { TMessageSettings } from "./schemas";

export async function getMessageSettings(db: DbOrTx, opts: { market: Market; actor: Actor }): Promise<TMessageSettings> {
  requireAgroDesk(opts.market, opts.actor, "user");
  const [row] = await db.select().from(warrantyMessageSettings).where(eq(warrantyMessageSettings.userId, opts.actor.userId));
  return { emailOnStatus: row?.emailOnStatus ?? true, emailOnComment: row?.emailOnComment ?? true };
}

export async function saveMessageSettings(
  db: DbOrTx,
  opts: { market: Market; actor: Actor; input: TMessageSettings; ctx: ActionContext },
): Promise<TMessageSettings> {
  requireAgroDesk(opts.market, opts.actor, "user");
  return db.transaction(async (tx) => {
    await tx
      .insert(warrantyMessageSettings)
      .values({ userId: opts.actor.userId, ...opts.input })
      .onConflictDoUpdate({ target: warrantyMessageSettings.userId, set: opts.input });
    await logAction(tx, opts.actor, "warranty.messageSettings.saved", opts.input, opts.ctx);
    return opts.input;
  });
}
