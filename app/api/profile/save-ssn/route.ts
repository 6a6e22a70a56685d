import { route } from "@/lib/api/handler";
import { saveSsn } from "@/lib/profile/save-ssn";
import { ZSaveSsnRequest, ZSaveSsnResponse } from "@/lib/profile/schemas";

/** POST /api/profile/save-ssn (issue 12 item 1): the user's own social security number, once. */
export const POST = route({ input: ZSaveSsnRequest, output: ZSaveSsnResponse }, ({ db, actor, input, audit }) =>
  saveSsn(db, { actor, input, ctx: audit }),
);
