import { route } from "@/lib/api/handler";
import { addOwner } from "@/lib/customer-admin/add-owner";
import { ZAddOwnerRequest, ZAddOwnerResponse } from "@/lib/customer-admin/schemas";

/** POST /api/customer-card/add-owner (spec 2 §7): username, customernumber, organizationnumber → the user is connected (an unknown e-mail is invited). */
export const POST = route(
  { input: ZAddOwnerRequest, output: ZAddOwnerResponse, customer: (i) => i.customernumber },
  ({ db, actor, input, market, t, audit }) =>
    addOwner(db, {
      actor,
      username: input.username,
      customerNumber: input.customernumber,
      organizationNumber: input.organizationnumber,
      profileId: input.profileId,
      market,
      t,
      ctx: audit,
    }),
);
