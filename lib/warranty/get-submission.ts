/**
 * One form for the preview dialog: `warrantyformbysubmissionid` (a release and warranty form) and
 * `XFormdataById` (old form data, by its id named StoreId in the spec). The form must be one the
 * actor sees (403 otherwise, also for an unknown id); the values go through the preview rules.
 */
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { releaseForms } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/api/errors";
import { formatDateTime } from "@/lib/market/format";
import type { Market } from "@/lib/market";
import { formScope, scopeWhere } from "./access";
import { FIELD, previewOf } from "./preview";
import type { TPreviewResponse, TSerialResponse } from "./schemas";

export async function getSubmission(
  db: DbOrTx,
  opts: { market: Market; actor: Actor; id: string; source: "release" | "old" },
): Promise<TPreviewResponse> {
  const scope = await formScope(db, opts.market, opts.actor);
  const [row] = await db
    .select({ id: releaseForms.submissionId, data: releaseForms.data, submittedAt: releaseForms.submittedAt })
    .from(releaseForms)
    .where(and(eq(releaseForms.submissionId, opts.id), eq(releaseForms.source, opts.source), scopeWhere(scope, releaseForms)))
    .limit(1);
  if (!row) throw new AppError("FORBIDDEN");
  const p = previewOf(row.data, { old: opts.source === "old" });
  return { Id: row.id, SubmittedOn: formatDateTime(row.submittedAt, "fi"), old: opts.source === "old", preview: p };
}

/** Prefill by serial number (`warrantyformbyserialnumber`): the newest form of that machine the actor sees. */
export async function findBySerialNumber(db: DbOrTx, opts: { market: Market; actor: Actor; serial: string }): Promise<TSerialResponse> {
  const scope = await formScope(db, opts.market, opts.actor);
  const [row] = await db
    .select({ data: releaseForms.data })
    .from(releaseForms)
    .where(and(eq(releaseForms.serialNumber, opts.serial), scopeWhere(scope, releaseForms)))
    .orderBy(desc(releaseForms.submittedAt))
    .limit(1);
  if (!row) return { found: false, values: {} };
  const keep: string[] = [
    FIELD.customerFirstName,
    FIELD.customerLastName,
    FIELD.customerBusinessName,
    FIELD.customerBusinessId,
    FIELD.customerStreet,
    FIELD.customerZip,
    FIELD.customerPostOffice,
    FIELD.customerPhone,
    FIELD.customerEmail,
    FIELD.productGroup,
    FIELD.machine,
    FIELD.brand,
    FIELD.serialNumber,
    FIELD.engineManufacturer,
    FIELD.engineModel,
    FIELD.engineSerialNumber,
    FIELD.releaseDate,
  ];
  const values: Record<string, string> = {};
  for (const k of keep) if (row.data[k]) values[k] = row.data[k];
  return { found: true, values };
}
