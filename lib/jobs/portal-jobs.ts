/**
 * Every job kind of the portal, registered in one place (decision 025). A new kind: a handler
 * (in its area, following the contract in registry.ts), one line here, and for a recurring one
 * its schedule. Called once by the worker process (scripts/start.ts).
 */
import { MESSAGE_MAX_ATTEMPTS, SEND_MESSAGE, sendMessageHandler, type Transport } from "@/lib/integrations/messaging";
import { MESSAGE_PREPARERS } from "@/lib/time-booking/reminders";
import { SEAL_AGREEMENT, SIGNING_SWEEP, sealAgreementHandler, signingSweepHandler } from "@/lib/signing/seal-agreement";
import { SIGNING_REMINDER, signingReminderHandler } from "@/lib/signing/send-reminder";
import { PRICE_WATCH_CHECK, priceWatchCheckHandler } from "@/lib/trading/check-price-watches";
import { CLEANUP_KIND, cleanupOldRows } from "./cleanup";
import { jobRegistry, type JobRegistry } from "./registry";

export { MESSAGE_MAX_ATTEMPTS, SEND_MESSAGE };

export function registerPortalJobs(opts: { transport: Transport; registry?: JobRegistry }): JobRegistry {
  const registry = opts.registry ?? jobRegistry;
  // e-mail and SMS (outbox), booking reminders re-read before sending
  registry.register(SEND_MESSAGE, sendMessageHandler(opts.transport, MESSAGE_PREPARERS));
  // old done jobs and old messages, every night
  registry.register(CLEANUP_KIND, async (_payload, ctx) => {
    await cleanupOldRows(ctx.db, { now: ctx.now() });
  });
  registry.every({ kind: CLEANUP_KIND, schedule: { dailyAt: "03:15", timeZone: "Europe/Stockholm" } });
  // signing (decisions 031, 032): seal signed agreements, one reminder per link, expiry and re-seal sweep
  registry.register(SEAL_AGREEMENT, sealAgreementHandler);
  registry.register(SIGNING_REMINDER, signingReminderHandler);
  registry.register(SIGNING_SWEEP, signingSweepHandler);
  registry.every({ kind: SIGNING_SWEEP, schedule: { everySeconds: 600 } });
  // price watches (decision 033): new prices against active watches, expiry
  registry.register(PRICE_WATCH_CHECK, priceWatchCheckHandler);
  registry.every({ kind: PRICE_WATCH_CHECK, schedule: { everySeconds: 300 } });
  return registry;
}
