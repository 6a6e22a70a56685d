import { overviewCalls } from "@/lib/prices/overview-calls";

/** POST /api/price-grain-reseller-overview/RemoveAllPriceGrainResellerOverviewFavorites (spec 3 §7), the reseller price overview (reseller roles): declared once in lib/prices/overview-calls.ts. */
export const POST = overviewCalls("reseller").removeAll;
