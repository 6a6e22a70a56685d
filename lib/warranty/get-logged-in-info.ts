/**
 * GET /api/epiformsdata/loggedincustomerinfo (spec 4 §3 "Logged-in customer info", §6 "Store staff
 * who are logged in have the seller fields prefilled from their profile"): the form's seller
 * field names (formFields) and the signed-in user with their store (dbUser).
 */
import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers } from "@/db/schema";
import { isAgroAdmin, isStoreStaff, requireAgroDesk } from "@/lib/agrodesk/access";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { storesOf } from "./access";
import { engineersEmail } from "./config";
import { FIELD } from "./preview";
import type { TLoggedInInfoResponse } from "./schemas";

export async function getLoggedInInfo(db: DbOrTx, opts: { market: Market; actor: Actor }): Promise<TLoggedInInfoResponse> {
  const { actor } = opts;
  requireAgroDesk(opts.market, actor, "user");
  const stores = isStoreStaff(actor) ? await storesOf(db, actor) : [];
  const first = stores[0];
  const [store] = first ? await db.select().from(customers).where(eq(customers.id, first.id)).limit(1) : [];
  return {
    formFields: {
      name: FIELD.salesmenName,
      email: FIELD.salesmenEmail,
      store: FIELD.salemenStore,
      businessId: FIELD.salesmenBusinessId,
      street: FIELD.salesmenStreet,
      zip: FIELD.salesmenZip,
      city: FIELD.salesmenCity,
      place: FIELD.place,
    },
    dbUser: {
      Name: actor.name,
      Email: actor.email,
      CustomerName: store?.name ?? "",
      OrganisationNo: store?.organisationNumber ?? "",
      Street: store?.address ?? "",
      Zip: store?.zipCode ?? "",
      City: store?.city ?? "",
    },
    StoreId: store?.customerNumber ?? null,
    isAdmin: isAgroAdmin(actor),
    isStore: isStoreStaff(actor),
    engineersEmail: engineersEmail(),
  };
}
