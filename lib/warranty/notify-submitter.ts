/**
 * Tells a claim's submitter of a status change or a new comment by e-mail (issue 16 item 4;
 * decision 062): an outbox row and its send job in the caller's transaction (decision 025),
 * unless the submitter switched that kind of message off (warranty_message_settings, or the
 * user's message settings through wantsMessage, decision 079) or is the
 * one who made the change. One message per comment row (dedupe key).
 */
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { users, warrantyMessageSettings } from "@/db/schema";
import { wantsMessage } from "@/lib/customer-admin/wants-message";
import { enqueueMessage } from "@/lib/integrations/messaging";
import type { TFunction } from "@/lib/i18n/instance";
import { publicOrigin } from "@/lib/config/public-urls";

export async function notifySubmitter(
  tx: DbOrTx,
  opts: {
    t: TFunction;
    kind: "status" | "comment";
    submitterEmail: string;
    actorEmail: string;
    commentId: number;
    submissionId: string;
    serial: string;
    status: string;
    body: string;
  },
): Promise<boolean> {
  if (opts.submitterEmail.toLowerCase() === opts.actorEmail.toLowerCase()) return false;
  const [setting] = await tx
    .select({ status: warrantyMessageSettings.emailOnStatus, comment: warrantyMessageSettings.emailOnComment })
    .from(warrantyMessageSettings)
    .innerJoin(users, eq(users.id, warrantyMessageSettings.userId))
    .where(eq(sql`lower(${users.email})`, opts.submitterEmail.toLowerCase()))
    .limit(1);
  if (setting && !(opts.kind === "status" ? setting.status : setting.comment)) return false;
  const kind = opts.kind === "status" ? "warrantyStatus" : "warrantyComment";
  if (!(await wantsMessage(tx, { to: { email: opts.submitterEmail }, kind, mode: "email" }))) return false;
  const values = {
    serial: opts.serial,
    status: opts.status,
    body: opts.body,
    link: `${publicOrigin("fi")}/agrodesk/takuut/takuuhakemukset/comments?id=${opts.submissionId}`,
  };
  const id = await enqueueMessage(tx, {
    channel: "email",
    kind: `warranty-${opts.kind}`,
    recipient: opts.submitterEmail,
    subject: opts.t(`warranty.mail.${opts.kind}.subject`, values),
    body: opts.t(`warranty.mail.${opts.kind}.body`, values),
    dedupeKey: `warranty-${opts.kind}:${opts.commentId}`,
  });
  return id !== null;
}
