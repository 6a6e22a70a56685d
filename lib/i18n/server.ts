import "server-only";
import { MARKETS } from "@/lib/market";
import { getMarket } from "@/lib/market/server";
import { getT } from "./instance";

/** Translation function for the market of the current request. */
export async function getServerT() {
  const market = await getMarket();
  const { language } = MARKETS[market];
  return { t: getT(language), market, language };
}
