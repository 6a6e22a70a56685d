import "server-only";
import type { DbOrTx } from "@/db";
import { actionLog } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { customerInPlay } from "@/lib/auth/actor";

export interface ActionContext {
  requestId?: string;
  ip?: string | null;
}

/**
 * Records a state change: who, acting for which customer, what, when. Call it inside the
 * transaction of the change, so the log and the change commit together.
 *
 * `ctx.customerNumber`: the customer whose data the change concerns (e.g. the booking's customer),
 * when it is not the customer in play. `actingAsStaff` marks every row an internal user wrote on a
 * customer's data: in a customer session, or naming the customer here (staff at a reception desk
 * moving any customer's booking, decision 019).
 */
export async function logAction(
  db: DbOrTx,
  actor: Pick<Actor, "userId" | "roles" | "actingCustomerNumber" | "activeCustomerNumber"> | { userId: number | null },
  action: string,
  details: Record<string, unknown> = {},
  ctx: ActionContext & { customerNumber?: string | null } = {},
): Promise<void> {
  const full = "roles" in actor ? (actor as Actor) : null;
  await db.insert(actionLog).values({
    userId: actor.userId,
    customerNumber: ctx.customerNumber ?? (full ? customerInPlay(full) : null),
    actingAsStaff: Boolean(full?.roles.internal && (full.actingCustomerNumber || ctx.customerNumber)),
    action,
    details,
    requestId: ctx.requestId ?? null,
    ip: ctx.ip ?? null,
  });
}
