import { route } from "@/lib/api/handler";
import { deleteEntry } from "@/lib/warranty/admin-tools";
import { ZDeleteEntryRequest, ZDeleteEntryResponse } from "@/lib/warranty/schemas";

/** POST /api/epiformsdata/deleteentry with storeId (the entry's id; spec 4 §7, GET there): admins delete a form or claim. */
export const POST = route({ input: ZDeleteEntryRequest, output: ZDeleteEntryResponse }, ({ db, actor, market, input, audit }) =>
  deleteEntry(db, { actor, market, id: input.storeId, ctx: audit }),
);
