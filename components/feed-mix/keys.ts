import { customerKey } from "@/lib/client/query";

/** Query keys of the feed-mixing screen (the customer in play first, decision 023). */
export const overviewKey = (customerNumber: string | null) => customerKey(customerNumber, "feedMix", "overview");
export const recipeKey = (customerNumber: string | null, id: number) => customerKey(customerNumber, "feedMix", "recipe", id);
/** The feed advisor's farms and the feed list (decision 090). */
export const advisorFarmsKey = (customerNumber: string | null) => customerKey(customerNumber, "feedMix", "advisorFarms");
