import { agreementCalls } from "@/lib/agreements/agreement-calls";

/** GET /api/agreement/pricehedging-subcustomer/{id}/{customer}/{isInternal} (spec 1 §7), for a sub-customer the actor may use (403 otherwise): declared once in lib/agreements/agreement-calls.ts. */
export const GET = agreementCalls.sub.priceHedging;
