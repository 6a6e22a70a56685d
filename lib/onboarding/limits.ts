/** Rate limits of the public onboarding calls, per client address (decision 076). */
import type { RateRule } from "@/lib/api/rate-limit";

export const ONBOARDING_LIMITS = {
  verifyPerAddress: { name: "onboarding-verify:ip", limit: 30, windowSeconds: 15 * 60 } satisfies RateRule,
  activatePerAddress: { name: "onboarding-activate:ip", limit: 10, windowSeconds: 60 * 60 } satisfies RateRule,
  registerPerAddress: { name: "onboarding-register:ip", limit: 5, windowSeconds: 60 * 60 } satisfies RateRule,
};
