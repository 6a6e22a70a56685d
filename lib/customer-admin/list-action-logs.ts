import "server-only";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/db";
import { actionLog, users } from "@/db/schema";
import type { Market } from "@/lib/market";

/** The date filter of the action-log page (spec 3 §2 "Action logs"): how far back, in days. */
export const ACTION_LOG_FILTERS = ["1", "7", "30", "90"] as const;
export const ACTION_LOG_PAGE_SIZE = 50;

export const ZActionLogsRequest = z.object({
  selectedFilterDate: z.enum(ACTION_LOG_FILTERS, { error: "accountAdmin.actionLogs.filterRequired" }),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  customerNumber: z
    .string()
    .trim()
    .regex(/^\d{0,12}$/, "validation.customerNumber.valid")
    .optional(),
  action: z.string().trim().max(80).optional(),
});

export const ZActionLogEntry = z.object({
  id: z.number(),
  at: z.string(),
  userName: z.string().nullable(),
  name: z.string().nullable(),
  customerNumber: z.string().nullable(),
  actingAsStaff: z.boolean(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export const ZActionLogsResponse = z.object({
  actionLogs: z.array(ZActionLogEntry),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});

/**
 * GET /api/massomstyrning/action-logs (spec 3 §7; issue 12 item 12): the entries of the action
 * log — who, acting for whom, what, when — of the last N days, newest first, a page at a time,
 * optionally for one customer number or one kind of action. Staff only (route); the entries of
 * the request's market (by the acting user's market) only.
 */
export async function listActionLogs(db: DbOrTx, opts: z.infer<typeof ZActionLogsRequest> & { market: Market }) {
  const where = and(
    gte(actionLog.at, sql`now() - make_interval(days => ${Number(opts.selectedFilterDate)})`),
    eq(users.market, opts.market),
    opts.customerNumber ? eq(actionLog.customerNumber, opts.customerNumber) : undefined,
    opts.action ? sql`${actionLog.action} like ${`${opts.action.replace(/[%_\\]/g, "\\$&")}%`}` : undefined,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(actionLog)
    .innerJoin(users, eq(users.id, actionLog.userId))
    .where(where);
  const rows = await db
    .select({
      id: actionLog.id,
      at: actionLog.at,
      userName: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      customerNumber: actionLog.customerNumber,
      actingAsStaff: actionLog.actingAsStaff,
      action: actionLog.action,
      details: actionLog.details,
    })
    .from(actionLog)
    .innerJoin(users, eq(users.id, actionLog.userId))
    .where(where)
    .orderBy(desc(actionLog.at), desc(actionLog.id))
    .limit(ACTION_LOG_PAGE_SIZE)
    .offset(opts.page * ACTION_LOG_PAGE_SIZE);
  return {
    actionLogs: rows.map(({ firstName, lastName, at, details, ...r }) => ({
      ...r,
      at: at.toISOString(),
      name: `${firstName} ${lastName}`.trim() || null,
      details: (details ?? {}) as Record<string, unknown>,
    })),
    page: opts.page,
    pageSize: ACTION_LOG_PAGE_SIZE,
    total: count?.n ?? 0,
  };
}
