import { NO_INPUT, route } from "@/lib/api/handler";
import { getInboxStatistics } from "@/lib/inbox/get-inbox-statistics";
import { ZInboxStatistics } from "@/lib/inbox/schemas";

/** Counts for the inbox indicator: totalUnRead, totalStarred (spec 1 §7 Shell). */
export const POST = route({ input: NO_INPUT, output: ZInboxStatistics }, ({ db, actor }) =>
  getInboxStatistics(db, { userId: actor.userId }),
);
