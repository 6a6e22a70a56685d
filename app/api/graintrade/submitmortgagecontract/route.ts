import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { submitContract } from "@/lib/grain-trade/contracts";
import { ZContractRequest, ZSubmitContractResponse } from "@/lib/grain-trade/schemas";

/** POST /api/graintrade/submitmortgagecontract: a farmer's mortgage contract, confirmed by e-mail. */
export const POST = route({ input: ZContractRequest, output: ZSubmitContractResponse }, async ({ db, actor, market, t, input, audit }) => {
  requireAgroDesk(market, actor, "user");
  return submitContract(db, { actor, ctx: audit, t, input });
});
