import { agreementCalls } from "@/lib/agreements/agreement-calls";

/** POST /api/tradingagreements/gettradingagreementscurrentorinactive-subcustomer (spec 1 §7), for a sub-customer the actor may use (403 otherwise): declared once in lib/agreements/agreement-calls.ts. */
export const POST = agreementCalls.sub.merchandiseByStatus;
