import { NO_INPUT } from "@/lib/api/contract";
import { route } from "@/lib/api/handler";
import { listStores } from "@/lib/warranty/list-stores";
import { ZStoresResponse } from "@/lib/warranty/schemas";

/** GET /api/warrantyform/stores: the warranty stores and the actor's own ones. */
export const GET = route({ input: NO_INPUT, output: ZStoresResponse }, ({ db, actor, market }) => listStores(db, { actor, market }));
