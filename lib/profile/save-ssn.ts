import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { checkForm } from "./check-form";
import { ssnFormFor } from "./schemas";

/**
 * Saves the signed-in user's social security number (spec 1 §5): the rules of the user's market
 * (Swedish personnummer as 12 digits, or the Finnish henkilötunnus), and only while none is set —
 * the field is locked once a value exists (409; the update is conditional, so two saves at once
 * cannot both win). The number itself is not written to the action log.
 */
export async function saveSsn(db: Db, opts: { actor: Actor; input: { ssn?: string | null }; now?: Date; ctx?: ActionContext }) {
  const { actor } = opts;
  const { ssn } = checkForm(ssnFormFor(actor.homeMarket), opts.input);
  return db.transaction(async (tx) => {
    const saved = await tx
      .update(users)
      .set({ personNumber: ssn })
      .where(and(eq(users.id, actor.userId), isNull(users.personNumber)))
      .returning({ id: users.id });
    if (!saved.length) throw new AppError("CONFLICT", "profile.ssn.locked");
    await logAction(tx, actor, "profile.ssn.saved", { market: actor.homeMarket }, opts.ctx);
    return { success: true as const, ssn };
  });
}
