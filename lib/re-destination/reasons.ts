/** Why a delivery goes elsewhere: the facility is full, closed, the quality demands it, other. Pure (shared by the schema, forms and tables). */
export const RE_DESTINATION_REASONS = ["full", "closed", "quality", "other"] as const;
export type ReDestinationReason = (typeof RE_DESTINATION_REASONS)[number];
