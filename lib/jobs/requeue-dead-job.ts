import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db";
import { jobs, outbox } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { SECRET_PLACEHOLDER } from "@/lib/integrations/messaging/secret";

export const ZRequeueJobRequest = z.object({ jobId: z.coerce.number().int().positive() });

/**
 * Staff "run again" on a dead job: queued now with fresh attempts. A dead send-message job's
 * message is pending again too (its sealed secret, if any, is gone: it is sent without it only if
 * it had none — a reset link must be requested anew). Logged. 404 when the job is not dead.
 */
export async function requeueDeadJob(db: Db, { actor, jobId, ctx }: { actor: Actor; jobId: number; ctx?: ActionContext }) {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .update(jobs)
      .set({ status: "queued", attempts: 0, runAt: sql`now()`, lockedBy: null, leaseUntil: null, finishedAt: null })
      .where(and(eq(jobs.id, jobId), eq(jobs.status, "dead")))
      .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, lastError: jobs.lastError });
    if (!job) throw new AppError("NOT_FOUND");
    const outboxId = job.kind === "send-message" ? Number(job.payload.outboxId) : NaN;
    if (Number.isInteger(outboxId)) {
      await tx
        .update(outbox)
        .set({ status: "pending", attempts: 0 })
        .where(
          and(
            eq(outbox.id, outboxId),
            eq(outbox.status, "failed"),
            sql`(${outbox.sealedSecret} is not null or position(${SECRET_PLACEHOLDER} in ${outbox.body}) = 0)`,
          ),
        );
    }
    await logAction(tx, actor, "jobs.requeue", { jobId, kind: job.kind, lastError: job.lastError }, ctx);
    return { success: true as const, jobId };
  });
}
