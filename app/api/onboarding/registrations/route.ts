import { route } from "@/lib/api/handler";
import { listRegistrations } from "@/lib/onboarding/list-registrations";
import { ZListRegistrationsRequest, ZListRegistrationsResponse } from "@/lib/onboarding/schemas";

/** Staff: the registration queue of the request's market. */
export const GET = route(
  { input: ZListRegistrationsRequest, output: ZListRegistrationsResponse, roles: ["internal"] },
  async ({ db, input, market }) => ({ registrations: await listRegistrations(db, { market, status: input.status }) }),
);
