import { route } from "@/lib/api/handler";
import { approveRegistration } from "@/lib/onboarding/decide-registration";
import { ZApproveRegistrationRequest, ZApproveRegistrationResponse } from "@/lib/onboarding/schemas";

/** Staff: approve a registration (customer and owner created; idempotent). */
export const POST = route(
  { input: ZApproveRegistrationRequest, output: ZApproveRegistrationResponse, roles: ["internal"] },
  async ({ db, actor, input, market, t, audit }) => {
    const { customerNumber } = await approveRegistration(db, { actor, market, t, id: input.id, ctx: audit });
    return { success: true as const, customerNumber };
  },
);
