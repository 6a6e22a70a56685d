import { NO_INPUT, route } from "@/lib/api/handler";
import { listReceivers } from "@/lib/trading/list-receivers";
import { ZReceiversReply } from "@/lib/trading/schemas";

/**
 * The receivers staff can send an agreement to (spec 2 §7): → { Receivers: [{ Id, Name, Email,
 * MobilePhoneNumber, PersonalNumber (masked but the last 4), RoleProfileName }] }. Internal users
 * acting for a customer.
 */
export const GET = route({ input: NO_INPUT, roles: ["internal"], output: ZReceiversReply }, ({ db, actor }) =>
  listReceivers(db, { actor }),
);
