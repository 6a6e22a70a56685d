import { overviewCalls } from "@/lib/prices/overview-calls";

/** POST /api/price-grain-overview/RemoveAllPriceGrainOverviewFavorites (spec 3 §7), the grain price overview (public to read): declared once in lib/prices/overview-calls.ts. */
export const POST = overviewCalls("overview").removeAll;
