import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import type { SigningReceiver } from "@/lib/integrations/signing";
import { normalizePersonNumber } from "@/lib/validation";
import { receiverRows } from "./list-receivers";

export interface ReceiverFields {
  ReceiverId?: string;
  ReceiverName: string;
  ReceiverEmail: string;
  ReceiverMobilePhoneNumber: string;
  ReceiverPersonalNumber: string;
}

/**
 * Who signs an agreement saved by the drying or fixed price page: staff name a signer of the
 * customer (by id from get-receivers-for-digital-signing, or by the typed fields, checked before);
 * an external user signs it themselves (their personal number must be known, else 'check M3').
 */
export async function resolveReceiver(
  db: DbOrTx,
  opts: { actor: Actor; customerNumber: string; fields: ReceiverFields },
): Promise<SigningReceiver> {
  const { actor, fields } = opts;
  if (actor.roles.internal && fields.ReceiverId) {
    const r = (await receiverRows(db, opts.customerNumber)).find((x) => String(x.id) === fields.ReceiverId);
    if (!r?.personNumber) throw new AppError("FORBIDDEN");
    return { name: r.name, email: r.email, mobile: r.mobile, personalNumber: r.personNumber };
  }
  if (actor.roles.internal) {
    return {
      name: fields.ReceiverName,
      email: fields.ReceiverEmail,
      mobile: fields.ReceiverMobilePhoneNumber || null,
      personalNumber: normalizePersonNumber(fields.ReceiverPersonalNumber),
    };
  }
  const [u] = await db
    .select({ first: users.firstName, last: users.lastName, email: users.email, mobile: users.mobile, pn: users.personNumber })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!u?.pn) throw new AppError("CONFLICT", "trading.save.checkM3");
  return { name: `${u.first} ${u.last}`.trim(), email: u.email, mobile: u.mobile, personalNumber: u.pn };
}
