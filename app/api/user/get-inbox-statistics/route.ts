import { route } from "@/lib/api/handler";
import { getInboxStatistics } from "@/lib/inbox/get-inbox-statistics";

/** Counts for the inbox indicator: totalUnRead, totalStarred (spec 1 §7 Shell). */
export const POST = route({}, async ({ db, actor }) => getInboxStatistics(db, { userId: actor.userId }));
