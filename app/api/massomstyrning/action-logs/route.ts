import { route } from "@/lib/api/handler";
import { listActionLogs, ZActionLogsRequest, ZActionLogsResponse } from "@/lib/customer-admin/list-action-logs";

/** GET /api/massomstyrning/action-logs?selectedFilterDate=… (spec 3 §7): the action log, paged and filtered. Staff only. */
export const GET = route({ input: ZActionLogsRequest, output: ZActionLogsResponse, roles: ["internal"] }, ({ db, input, market }) =>
  listActionLogs(db, { ...input, market }),
);
