import { route } from "@/lib/api/handler";
import { saveCompany } from "@/lib/profile/save-company";
import { ZSaveCompanyRequest, ZSaveCompanyResponse } from "@/lib/profile/schemas";

/** POST /api/profile/save-company (issue 12 item 1): the company form of the customer in play (owners). */
export const POST = route({ input: ZSaveCompanyRequest, output: ZSaveCompanyResponse }, ({ db, actor, input, audit }) =>
  saveCompany(db, { actor, input, ctx: audit }),
);
