import { route } from "@/lib/api/handler";
import { rejectRegistration } from "@/lib/onboarding/decide-registration";
import { ZRejectRegistrationRequest, ZRejectRegistrationResponse } from "@/lib/onboarding/schemas";

/** Staff: reject a registration with a reason (e-mailed to the applicant). */
export const POST = route(
  { input: ZRejectRegistrationRequest, output: ZRejectRegistrationResponse, roles: ["internal"] },
  async ({ db, actor, input, market, t, audit }) => {
    await rejectRegistration(db, { actor, market, t, id: input.id, reason: input.reason, ctx: audit });
    return { success: true as const };
  },
);
