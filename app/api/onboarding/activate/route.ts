import { publicRoute } from "@/lib/api/handler";
import { activateCustomer } from "@/lib/onboarding/activate-customer";
import { ZActivateCustomerRequest, ZActivateCustomerResponse } from "@/lib/onboarding/schemas";

/** Activation (spec 1 §5): the customer gets its first user, who sets a password through a one-time link. */
export const POST = publicRoute(
  { input: ZActivateCustomerRequest, output: ZActivateCustomerResponse },
  async ({ db, input, market, t, audit }) => {
    const { email } = await activateCustomer(db, { market, t, input, ctx: audit });
    return { success: true as const, email };
  },
);
