import { route } from "@/lib/api/handler";
import { listReDestinationOptions } from "@/lib/re-destination/list-re-destination-options";
import { ZReDestinationOptionsResponse } from "@/lib/re-destination/schemas";

/**
 * The lists of the re-destination forms (not in the spec): {} → { warehouses: [{ code, name }],
 * lorryTypes: [{ code, name }], reasons }. 403 for transporters.
 */
export const POST = route({}, async ({ db, actor, market }) => ZReDestinationOptionsResponse.parse(await listReDestinationOptions(db, { actor, market })));
