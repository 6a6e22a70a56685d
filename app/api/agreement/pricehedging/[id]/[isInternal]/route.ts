import { agreementCalls } from "@/lib/agreements/agreement-calls";

/** GET /api/agreement/pricehedging/{id}/{isInternal} (spec 1 §7), for the actor's own customer: declared once in lib/agreements/agreement-calls.ts. */
export const GET = agreementCalls.own.priceHedging;
