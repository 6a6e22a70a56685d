import { existsSync } from "node:fs";
import { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { publicRoute } from "@/lib/api/handler";
import { mailCatcherDir, mailCatcherReadable } from "@/lib/config/mail-catcher";
import { readMailbox } from "@/lib/integrations/messaging/mail-catcher";

const ZMailboxRequest = z.object({ to: z.string().trim().max(320).optional() });
const ZMailboxResponse = z.object({
  messages: z.array(
    z.object({ channel: z.string(), recipient: z.string(), subject: z.string().nullable(), body: z.string(), at: z.string() }),
  ),
});

/**
 * Development and tests only (decision 018): the messages the mail catcher received for one
 * recipient, newest first, whole (reset links and one-time codes included). 404 in production,
 * with SMTP_URL, and whenever the catcher is not active for this run.
 */
export const GET = publicRoute({ input: ZMailboxRequest, output: ZMailboxResponse }, ({ input }) => {
  if (!mailCatcherReadable(process.env, existsSync)) throw new AppError("NOT_FOUND");
  if (!input.to) throw new AppError("BAD_REQUEST", "errors.BAD_REQUEST", { fields: { to: ["validation.generic.required"] } });
  return Promise.resolve({ messages: readMailbox(mailCatcherDir(), input.to) });
});
