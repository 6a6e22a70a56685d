import { AppError } from "@/lib/api/errors";
import { route } from "@/lib/api/handler";
import { loadReDestinationReceipt } from "@/lib/re-destination/load-re-destination-receipt";
import { ZReDestinationReceiptRequest, ZReDestinationReceiptResponse } from "@/lib/re-destination/schemas";

/** The receipt of an applied re-destination again (designed here): { batchId } → as apply; 404 unknown, out of scope or of the other market. */
export const POST = route(
  { input: ZReDestinationReceiptRequest, area: { name: "logistics", level: "read" }, output: ZReDestinationReceiptResponse },
  async ({ db, actor, market, input }) => {
    const receipt = await loadReDestinationReceipt(db, { actor, market, batchId: input.batchId });
    if (!receipt) throw new AppError("NOT_FOUND");
    return receipt;
  },
);
