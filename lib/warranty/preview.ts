/**
 * The preview rules of a form submission (spec 4 §3 "Form submission preview", "Old form detail"),
 * pure (decision 060). The stored values are keyed by the legacy field names (FIELD):
 * - the machine is one value "manufacturer/model/work width", split at the slashes;
 * - a service shop value "name_id" is shown without the suffix after the (last) underscore;
 * - a yes/no confirmation is true only for the word Kyllä (new forms); old forms' flags are true
 *   for TRUE or Kyllä.
 */

/** Legacy field names of a release and warranty form submission (spec 4 §3). */
export const FIELD = {
  customerFirstName: "CustomerFirstName",
  customerLastName: "CustomerLastName",
  customerBusinessName: "CustomerBusinessName",
  customerBusinessId: "CustomerBusinessId",
  customerStreet: "CustomerStreet",
  customerZip: "CustomerZip",
  customerPostOffice: "CustomerPostOffice",
  customerPhone: "CustomerPhone",
  customerEmail: "CustomerEmail",
  salesmenName: "SalesmenName",
  salesmenEmail: "SalesmenEmail",
  salemenStore: "SalemenStore",
  salesmenBusinessId: "SalesmenBusinessId",
  salesmenStreet: "SalesmenStreet",
  salesmenZip: "SalesmenZip",
  salesmenCity: "SalesmenCity",
  productGroup: "ProductGroup",
  machine: "Machine",
  brand: "Brand",
  serialNumber: "SerialNumber",
  accessories: "Accessories",
  engineManufacturer: "EngineManufacturer",
  engineModel: "EngineModel",
  engineSerialNumber: "EngineSerialNumber",
  sparePartsStore: "SparePartsStore",
  servicePointStore: "ServicePointStore",
  releaseDate: "ReleaseDate",
  mileageOrHours: "MileageOrHours",
  place: "Place",
  signedOn: "SignedOn",
  manualGiven: "UsageManualGiven",
  warrantyExplained: "WarrantyTermsExplained",
  inspected: "MachineInspected",
  marketingApproval: "MarketingApproval",
} as const;

export const YES = "Kyllä";
export const NO = "Ei";

export function splitMachine(value: string | null | undefined): { manufacturer: string; model: string; workWidth: string } {
  const [manufacturer = "", model = "", ...rest] = (value ?? "").split("/");
  return { manufacturer: manufacturer.trim(), model: model.trim(), workWidth: rest.join("/").trim() };
}

export const joinMachine = (manufacturer: string, model: string, workWidth: string): string =>
  [manufacturer, model, workWidth].map((s) => s.replace(/\//g, "-").trim()).join("/");

export function shopName(value: string | null | undefined): string {
  const v = value ?? "";
  const i = v.lastIndexOf("_");
  return i < 0 ? v : v.slice(0, i);
}

export const isYes = (value: string | null | undefined): boolean => (value ?? "").trim() === YES;
export const isOldFlag = (value: string | null | undefined): boolean => {
  const v = (value ?? "").trim();
  return v === "TRUE" || v === YES;
};

export interface FormPreview {
  customer: {
    firstName: string;
    lastName: string;
    businessName: string;
    businessId: string;
    street: string;
    zip: string;
    postOffice: string;
    phone: string;
    email: string;
  };
  salesman: { name: string; email: string; store: string; businessId: string; street: string; zip: string; city: string };
  machine: { productGroup: string; manufacturer: string; model: string; workWidth: string; brand: string; serialNumber: string };
  accessories: string;
  engine: { manufacturer: string; model: string; serialNumber: string };
  sparePartsStore: string;
  servicePointStore: string;
  releaseDate: string;
  mileageOrHours: string;
  place: string;
  signedOn: string;
  confirmations: { manualGiven: boolean; warrantyExplained: boolean; inspected: boolean; marketingApproval: boolean };
}

/** A submission's values (keyed by FIELD) as the preview shows them; `old`: old form data flags. */
export function previewOf(values: Record<string, string | undefined>, opts: { old?: boolean } = {}): FormPreview {
  const v = (k: string) => (values[k] ?? "").trim();
  const flag = opts.old ? isOldFlag : isYes;
  const machine = splitMachine(values[FIELD.machine]);
  return {
    customer: {
      firstName: v(FIELD.customerFirstName),
      lastName: v(FIELD.customerLastName),
      businessName: opts.old ? "" : v(FIELD.customerBusinessName),
      businessId: v(FIELD.customerBusinessId),
      street: v(FIELD.customerStreet),
      zip: v(FIELD.customerZip),
      postOffice: v(FIELD.customerPostOffice),
      phone: v(FIELD.customerPhone),
      email: v(FIELD.customerEmail),
    },
    salesman: {
      name: v(FIELD.salesmenName),
      email: v(FIELD.salesmenEmail),
      store: v(FIELD.salemenStore),
      businessId: v(FIELD.salesmenBusinessId),
      street: v(FIELD.salesmenStreet),
      zip: v(FIELD.salesmenZip),
      city: v(FIELD.salesmenCity),
    },
    machine: { productGroup: v(FIELD.productGroup), ...machine, brand: v(FIELD.brand), serialNumber: v(FIELD.serialNumber) },
    accessories: v(FIELD.accessories),
    engine: { manufacturer: v(FIELD.engineManufacturer), model: v(FIELD.engineModel), serialNumber: v(FIELD.engineSerialNumber) },
    sparePartsStore: shopName(values[FIELD.sparePartsStore]),
    servicePointStore: shopName(values[FIELD.servicePointStore]),
    releaseDate: v(FIELD.releaseDate),
    mileageOrHours: v(FIELD.mileageOrHours),
    place: v(FIELD.place),
    signedOn: v(FIELD.signedOn),
    confirmations: {
      manualGiven: flag(values[FIELD.manualGiven]),
      warrantyExplained: flag(values[FIELD.warrantyExplained]),
      inspected: flag(values[FIELD.inspected]),
      marketingApproval: flag(values[FIELD.marketingApproval]),
    },
  };
}

/** The product group field (spec 4 §5): the dropdown's value, or the typed text when the dropdown is Other. */
export const OTHER = "Other";
export const productGroupValue = (dropdown: string, typed: string): string => (dropdown === OTHER ? typed : dropdown);

/** Row ids (spec 4 §3): release rows "SubmittedOn/id", old rows "SubmittedOn=id", claims "HuoltoliikkeenNimi$id". */
export const releaseRowKey = (submittedOn: string, id: string) => `${submittedOn}/${id}`;
export const oldRowKey = (submittedOn: string, id: string) => `${submittedOn}=${id}`;
export const claimRowKey = (shop: string, id: string) => `${shop}$${id}`;
export function idFromRowKey(key: string, separator: "/" | "=" | "$"): string {
  const i = key.lastIndexOf(separator);
  return i < 0 ? key : key.slice(i + 1);
}
