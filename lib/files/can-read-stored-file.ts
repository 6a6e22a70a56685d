import type { DbOrTx } from "@/db";
import type { StoredFileRow } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { canAccessCustomer } from "@/lib/auth/access";
import type { Role } from "@/lib/auth/roles";

/** Who reads `admin` files: internal staff and the agro desk's admins (decision 020). */
export const ADMIN_FILE_ROLES: readonly Role[] = ["internal", "agroAdmin"];

/**
 * May the actor read this stored file? (stored_files.visibility, decision 020)
 * - public:   any signed-in user;
 * - customer: whoever may work with the file's customer (canAccessCustomer: its users, users of its
 *             parent customer, staff acting for it or for its parent) — being the uploader is not enough;
 * - owner:    the uploading user, and internal staff;
 * - admin:    ADMIN_FILE_ROLES only.
 */
export async function canReadStoredFile(
  db: DbOrTx,
  actor: Actor,
  file: Pick<StoredFileRow, "visibility" | "ownerUserId" | "customerNumber">,
): Promise<boolean> {
  switch (file.visibility) {
    case "public":
      return true;
    case "customer":
      return file.customerNumber !== null && (await canAccessCustomer(db, actor, file.customerNumber));
    case "owner":
      return (file.ownerUserId !== null && file.ownerUserId === actor.userId) || actor.roles.internal;
    case "admin":
      return ADMIN_FILE_ROLES.some((r) => actor.roles[r]);
    default:
      return false;
  }
}
