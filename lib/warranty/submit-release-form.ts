/**
 * Files a release and warranty form (issue 16 item 1): store staff for one of their stores (403
 * for another store), admins for any. The spare-parts and service-point stores must be warranty
 * stores (stored as "name_id", the legacy value the preview trims). One transaction with the
 * action log.
 */
import "server-only";
import type { Db } from "@/db";
import { releaseForms } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { formatDate } from "@/lib/market/format";
import type { Market } from "@/lib/market";
import { fileForStore, storeByNumber } from "./access";
import { findOwner } from "./find-owner";
import { FIELD, joinMachine } from "./preview";
import type { TReleaseFormRequest } from "./schemas";

const fiDay = (iso: string) => formatDate(`${iso}T12:00:00Z`, "fi");

export async function submitReleaseForm(
  db: Db,
  opts: { market: Market; actor: Actor; input: TReleaseFormRequest; ctx: ActionContext },
): Promise<{ submissionId: string }> {
  const { actor, input: f } = opts;
  const store = await fileForStore(db, opts.market, actor, f.StoreId);
  const spare = await storeByNumber(db, f.SparePartsStore, "SparePartsStore");
  const service = await storeByNumber(db, f.ServicePointStore, "ServicePointStore");
  const data: Record<string, string> = {
    [FIELD.customerFirstName]: f.CustomerFirstName,
    [FIELD.customerLastName]: f.CustomerLastName,
    [FIELD.customerBusinessName]: f.CustomerBusinessName ?? "",
    [FIELD.customerBusinessId]: f.CustomerBusinessId ?? "",
    [FIELD.customerStreet]: f.CustomerStreet,
    [FIELD.customerZip]: f.CustomerZip,
    [FIELD.customerPostOffice]: f.CustomerPostOffice,
    [FIELD.customerPhone]: f.CustomerPhone,
    [FIELD.customerEmail]: f.CustomerEmail ?? "",
    [FIELD.salesmenName]: f.SalesmenName,
    [FIELD.salesmenEmail]: f.SalesmenEmail,
    [FIELD.salemenStore]: f.SalemenStore,
    [FIELD.salesmenBusinessId]: f.SalesmenBusinessId ?? "",
    [FIELD.salesmenStreet]: f.SalesmenStreet ?? "",
    [FIELD.salesmenZip]: f.SalesmenZip ?? "",
    [FIELD.salesmenCity]: f.SalesmenCity ?? "",
    [FIELD.productGroup]: f.ProductGroup,
    [FIELD.machine]: joinMachine(f.ManufactureName, f.Model, f.WorkWidth ?? ""),
    [FIELD.brand]: f.Brand ?? "",
    [FIELD.serialNumber]: f.SerialNumber,
    [FIELD.accessories]: f.Accessories ?? "",
    [FIELD.engineManufacturer]: f.EngineManufacturer ?? "",
    [FIELD.engineModel]: f.EngineModel ?? "",
    [FIELD.engineSerialNumber]: f.EngineSerialNumber ?? "",
    [FIELD.sparePartsStore]: `${spare.name}_${spare.number}`,
    [FIELD.servicePointStore]: `${service.name}_${service.number}`,
    [FIELD.releaseDate]: fiDay(f.ReleaseDate),
    [FIELD.mileageOrHours]: f.MileageOrHours,
    [FIELD.place]: f.Place,
    [FIELD.signedOn]: fiDay(f.SignedOn),
    [FIELD.manualGiven]: f.UsageManualGiven,
    [FIELD.warrantyExplained]: f.WarrantyTermsExplained,
    [FIELD.inspected]: f.MachineInspected,
    [FIELD.marketingApproval]: f.MarketingApproval,
  };
  return db.transaction(async (tx) => {
    const owner = await findOwner(tx, { businessId: f.CustomerBusinessId, serialNumber: f.SerialNumber });
    const [row] = await tx
      .insert(releaseForms)
      .values({
        source: "release",
        storeCustomerId: store.id,
        submittedByUserId: actor.userId,
        submitterEmail: actor.email.toLowerCase(),
        ownerCustomerId: owner,
        customerFirstName: f.CustomerFirstName,
        customerLastName: f.CustomerLastName,
        customerBusinessName: f.CustomerBusinessName ?? null,
        customerBusinessId: f.CustomerBusinessId ?? null,
        customerPostOffice: f.CustomerPostOffice,
        customerEmail: f.CustomerEmail ?? null,
        salesmenName: f.SalesmenName,
        salesmenEmail: f.SalesmenEmail,
        salesmenStore: f.SalemenStore,
        manufactureName: f.ManufactureName,
        brand: f.Brand ?? null,
        model: f.Model,
        serialNumber: f.SerialNumber,
        sparePartsStore: data[FIELD.sparePartsStore],
        servicePointStore: data[FIELD.servicePointStore],
        data,
      })
      .returning({ id: releaseForms.id, submissionId: releaseForms.submissionId });
    if (!row) throw new Error("submitReleaseForm: insert returned no row");
    await logAction(tx, actor, "warranty.releaseForm.submitted", { formId: row.id, store: f.StoreId, serial: f.SerialNumber }, opts.ctx);
    return { submissionId: row.submissionId };
  });
}
