import { agreementCalls } from "@/lib/agreements/agreement-calls";

/** POST /api/myagreements/feed (spec 1 §7), for the actor's own customer: declared once in lib/agreements/agreement-calls.ts. */
export const POST = agreementCalls.own.feed;
