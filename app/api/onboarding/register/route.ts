import { publicRoute } from "@/lib/api/handler";
import { REGISTER_BODY, registerCustomer } from "@/lib/onboarding/register-customer";
import { ZRegisterCustomerRequest, ZRegisterCustomerResponse } from "@/lib/onboarding/schemas";

/** Registration of a new customer with its three attachments (multipart); staff decide in their queue. */
export const POST = publicRoute(
  { input: ZRegisterCustomerRequest, output: ZRegisterCustomerResponse, body: REGISTER_BODY },
  async ({ db, input, market, t, audit }) => {
    const { registrationId } = await registerCustomer(db, { market, t, input, ctx: audit });
    return { success: true as const, registrationId };
  },
);
