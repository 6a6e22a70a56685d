import { route } from "@/lib/api/handler";
import { ZSaveConsentsRequest, ZSaveConsentsResponse } from "@/lib/profile/legal-schemas";
import { saveConsents } from "@/lib/profile/save-consents";

/** POST /api/profile/save-consents (spec 3 §2 "Privacy policy"): consents per purpose, version → the changes appended to the consent log. */
export const POST = route({ input: ZSaveConsentsRequest, output: ZSaveConsentsResponse }, ({ db, actor, market, input, audit }) =>
  saveConsents(db, { actor, market, input, ctx: audit }),
);
