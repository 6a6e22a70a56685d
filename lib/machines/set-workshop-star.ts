import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { workshopStars, workshops } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { Market } from "@/lib/market";

/**
 * Stars or unstars a workshop city for the signed-in user (spec 2 §7 setstar: city, newStarValue).
 * A city without workshops on this market is a 404. Idempotent: starring twice keeps one row.
 */
export async function setWorkshopStar(
  db: Db,
  opts: { actor: Actor; market: Market; city: string; value: boolean; ctx?: ActionContext },
): Promise<{ city: string; isStarred: boolean }> {
  const { actor, market, city } = opts;
  const [known] = await db
    .select({ city: workshops.city })
    .from(workshops)
    .where(and(eq(workshops.market, market), eq(workshops.city, city)))
    .limit(1);
  if (!known) throw new AppError("NOT_FOUND", "machines.errors.unknownCity");
  await db.transaction(async (tx) => {
    if (opts.value) await tx.insert(workshopStars).values({ userId: actor.userId, market, city }).onConflictDoNothing();
    else
      await tx
        .delete(workshopStars)
        .where(and(eq(workshopStars.userId, actor.userId), eq(workshopStars.market, market), eq(workshopStars.city, city)));
    await logAction(tx, actor, "workshops.star", { city, market, value: opts.value }, opts.ctx);
  });
  return { city, isStarred: opts.value };
}
