import { NO_INPUT } from "@/lib/api/contract";
import { route } from "@/lib/api/handler";
import { getLoggedInInfo } from "@/lib/warranty/get-logged-in-info";
import { ZLoggedInInfoResponse } from "@/lib/warranty/schemas";

/** GET /api/epiformsdata/loggedincustomerinfo (spec 4 §3, §7): formFields and dbUser for the seller prefill. */
export const GET = route({ input: NO_INPUT, output: ZLoggedInInfoResponse }, ({ db, actor, market }) =>
  getLoggedInInfo(db, { actor, market }),
);
