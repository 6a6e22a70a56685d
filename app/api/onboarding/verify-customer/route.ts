import { publicRoute } from "@/lib/api/handler";
import { enforceRateLimit } from "@/lib/api/rate-limit";
import { ONBOARDING_LIMITS } from "@/lib/onboarding/limits";
import { marketFieldErrors } from "@/lib/onboarding/rules";
import { ZVerifyCustomerRequest, ZVerifyCustomerResponse } from "@/lib/onboarding/schemas";
import { verifyCustomer } from "@/lib/onboarding/verify-customer";
import { AppError } from "@/lib/api/errors";

/** Activation step 1 (spec 1 §5, §8): the server's flags for a customer and organisation number. Rate-limited per address. */
export const POST = publicRoute(
  { input: ZVerifyCustomerRequest, output: ZVerifyCustomerResponse },
  async ({ db, input, market, audit }) => {
    await enforceRateLimit(db, ONBOARDING_LIMITS.verifyPerAddress, audit.ip);
    const fields = marketFieldErrors(market, { OrganisationNumber: input.OrganisationNumber });
    if (Object.keys(fields).length) throw new AppError("BAD_REQUEST", "errors.BAD_REQUEST", { fields });
    return verifyCustomer(db, { market, customerNumber: input.CustomerNumber, organisationNumber: input.OrganisationNumber });
  },
);
