import { agreementCalls } from "@/lib/agreements/agreement-calls";

/** POST /api/seedagreement/getconnectedseedagreements (spec 1 §7), for the actor's own customer: declared once in lib/agreements/agreement-calls.ts. */
export const POST = agreementCalls.own.connectedSeed;
