import { overviewCalls } from "@/lib/prices/overview-calls";

/** POST /api/price-grain-reseller-admin-overview/GetPriceGrainResellerAdminOverview (spec 3 §7), the reseller admin price overview (reseller admins): declared once in lib/prices/overview-calls.ts. */
export const POST = overviewCalls("reseller_admin").get;
