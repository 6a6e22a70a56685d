import { NO_INPUT, route } from "@/lib/api/handler";
import { listReDestinationOptions } from "@/lib/re-destination/list-re-destination-options";
import { ZReDestinationOptionsResponse } from "@/lib/re-destination/schemas";

/**
 * The lists of the re-destination forms (not in the spec): {} → { warehouses: [{ code, name }],
 * lorryTypes: [{ code, name }], reasons }. 403 for transporters.
 */
export const POST = route(
  { input: NO_INPUT, area: { name: "logistics", level: "read" }, output: ZReDestinationOptionsResponse },
  ({ db, actor, market }) => listReDestinationOptions(db, { actor, market }),
);
