/**
 * POST /api/re-destination/validate: step one ("Nästa") for the selected lines. Checks the target
 * and the lines as the apply will (see prepare-re-destination.ts) and returns the review: old →
 * new per line and the time bookings the move will cancel. Changes nothing.
 */
import type { DbOrTx } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { prepareReDestination } from "./prepare-re-destination";
import type { ReDestinationReview, TReDestinationValidateRequest } from "./schemas";

export async function validateReDestination(
  db: DbOrTx,
  opts: { actor: Actor; market: Market; input: TReDestinationValidateRequest; now?: Date },
): Promise<ReDestinationReview> {
  return (await prepareReDestination(db, opts)).review;
}
