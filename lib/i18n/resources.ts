/**
 * All translation files. Each area keeps its texts in its own file under locales/sv and
 * locales/fi (with the area's top-level key, e.g. {"validation": {...}}); they are merged into
 * the one "common" namespace, so every key reads "area.group.text".
 * A new area adds its file to both lists below.
 */
import svCommon from "@/locales/sv/common.json";
import svValidation from "@/locales/sv/validation.json";
import svUi from "@/locales/sv/ui.json";
import svShell from "@/locales/sv/shell.json";
import svUpload from "@/locales/sv/upload.json";
import svAgreements from "@/locales/sv/agreements.json";
import svPrices from "@/locales/sv/prices.json";
import svDeliveryFee from "@/locales/sv/delivery-fee.json";
import svTimeBooking from "@/locales/sv/time-booking.json";
import svListBooking from "@/locales/sv/list-booking.json";
import svTransport from "@/locales/sv/transport.json";
import svDeliveryAssurance from "@/locales/sv/delivery-assurance.json";
import svReDestination from "@/locales/sv/re-destination.json";
import svReminders from "@/locales/sv/reminders.json";
import svTrading from "@/locales/sv/trading.json";
import svSigning from "@/locales/sv/signing.json";
import svMachines from "@/locales/sv/machines.json";
import svMyOrders from "@/locales/sv/my-orders.json";
import svAnalysis from "@/locales/sv/analysis.json";
import svFeedMix from "@/locales/sv/feed-mix.json";
import svFixedPrice from "@/locales/sv/fixed-price.json";
import svSeedProduction from "@/locales/sv/seed-production.json";
import svDrying from "@/locales/sv/drying.json";
import svSigningStaff from "@/locales/sv/signing-staff.json";
import svWarranty from "@/locales/sv/warranty.json";
import svAgrodesk from "@/locales/sv/agrodesk.json";
import svAccountAdmin from "@/locales/sv/account-admin.json";
import svFacilities from "@/locales/sv/facilities.json";
import svProfile from "@/locales/sv/profile.json";
import svOnboarding from "@/locales/sv/onboarding.json";
import svContact from "@/locales/sv/contact.json";
import svWeighIn from "@/locales/sv/weigh-in.json";
import svGlobalError from "@/locales/sv/global-error.json";
import fiCommon from "@/locales/fi/common.json";
import fiValidation from "@/locales/fi/validation.json";
import fiUi from "@/locales/fi/ui.json";
import fiShell from "@/locales/fi/shell.json";
import fiUpload from "@/locales/fi/upload.json";
import fiAgreements from "@/locales/fi/agreements.json";
import fiPrices from "@/locales/fi/prices.json";
import fiDeliveryFee from "@/locales/fi/delivery-fee.json";
import fiTimeBooking from "@/locales/fi/time-booking.json";
import fiListBooking from "@/locales/fi/list-booking.json";
import fiTransport from "@/locales/fi/transport.json";
import fiDeliveryAssurance from "@/locales/fi/delivery-assurance.json";
import fiReDestination from "@/locales/fi/re-destination.json";
import fiReminders from "@/locales/fi/reminders.json";
import fiTrading from "@/locales/fi/trading.json";
import fiSigning from "@/locales/fi/signing.json";
import fiMachines from "@/locales/fi/machines.json";
import fiMyOrders from "@/locales/fi/my-orders.json";
import fiAnalysis from "@/locales/fi/analysis.json";
import fiFeedMix from "@/locales/fi/feed-mix.json";
import fiFixedPrice from "@/locales/fi/fixed-price.json";
import fiSeedProduction from "@/locales/fi/seed-production.json";
import fiDrying from "@/locales/fi/drying.json";
import fiSigningStaff from "@/locales/fi/signing-staff.json";
import fiWarranty from "@/locales/fi/warranty.json";
import fiAgrodesk from "@/locales/fi/agrodesk.json";
import fiAccountAdmin from "@/locales/fi/account-admin.json";
import fiFacilities from "@/locales/fi/facilities.json";
import fiProfile from "@/locales/fi/profile.json";
import fiOnboarding from "@/locales/fi/onboarding.json";
import fiContact from "@/locales/fi/contact.json";
import fiWeighIn from "@/locales/fi/weigh-in.json";
import fiGlobalError from "@/locales/fi/global-error.json";
import type { Language } from "@/lib/market";

export type Resources = { common: Record<string, unknown> };

type Tree = Record<string, unknown>;
export const isTree = (v: unknown): v is Tree => typeof v === "object" && v !== null && !Array.isArray(v);

/** The node at a dotted path of a text tree (a text or a group), or undefined. */
export function nodeAt(tree: unknown, path: string): unknown {
  let node = tree;
  for (const seg of path.split(".")) node = isTree(node) && Object.hasOwn(node, seg) ? node[seg] : undefined;
  return node;
}

/** Deep merge; a key defined twice with different leaf values is a mistake and throws. */
export function mergeTrees(...trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [k, v] of Object.entries(tree)) {
      const existing = out[k];
      if (isTree(v) && isTree(existing)) out[k] = mergeTrees(existing, v);
      else if (k in out && out[k] !== v) throw new Error(`translation key "${k}" defined twice`);
      else out[k] = isTree(v) ? mergeTrees(v) : v;
    }
  }
  return out;
}

export const RESOURCES: Record<Language, Resources> = {
  sv: {
    common: mergeTrees(
      svCommon,
      svValidation,
      svUi,
      svShell,
      svUpload,
      svAgreements,
      svPrices,
      svDeliveryFee,
      svTimeBooking,
      svListBooking,
      svTransport,
      svDeliveryAssurance,
      svReDestination,
      svReminders,
      svTrading,
      svSigning,
      svMachines,
      svMyOrders,
      svAnalysis,
      svFeedMix,
      svFixedPrice,
      svSeedProduction,
      svDrying,
      svSigningStaff,
      svWarranty,
      svAgrodesk,
      svAccountAdmin,
      svFacilities,
      svProfile,
      svOnboarding,
      svContact,
      svWeighIn,
      svGlobalError,
    ),
  },
  fi: {
    common: mergeTrees(
      fiCommon,
      fiValidation,
      fiUi,
      fiShell,
      fiUpload,
      fiAgreements,
      fiPrices,
      fiDeliveryFee,
      fiTimeBooking,
      fiListBooking,
      fiTransport,
      fiDeliveryAssurance,
      fiReDestination,
      fiReminders,
      fiTrading,
      fiSigning,
      fiMachines,
      fiMyOrders,
      fiAnalysis,
      fiFeedMix,
      fiFixedPrice,
      fiSeedProduction,
      fiDrying,
      fiSigningStaff,
      fiWarranty,
      fiAgrodesk,
      fiAccountAdmin,
      fiFacilities,
      fiProfile,
      fiOnboarding,
      fiContact,
      fiWeighIn,
      fiGlobalError,
    ),
  },
};

/**
 * Only these nodes of a language's texts (dotted paths: a text, or a group with everything in it):
 * what a page hands the browser (decisions 103, 113). An area is a node too (`pickTexts(r, ["ui"])`).
 */
export function pickTexts(resources: Resources, paths: readonly string[]): Resources {
  const out: Tree = {};
  for (const p of paths) {
    const node = nodeAt(resources.common, p);
    if (node === undefined) continue;
    const segs = p.split(".");
    let at = out;
    for (const seg of segs.slice(0, -1)) at = isTree(at[seg]) ? at[seg] : (at[seg] = {});
    const last = segs[segs.length - 1]!;
    at[last] = isTree(node) && isTree(at[last]) ? mergeTrees(at[last], node) : node;
  }
  return { common: out };
}

/**
 * The texts as the JSON text the providers take from a server layout (decision 109), made once per
 * language and list of paths (the generated lists are constants: kept by identity): a string prop
 * costs the page's RSC payload one value, where the tree cost React's serializer (and the server
 * render's decoder) a call for every key and text — a quarter of a page's server time.
 */
const textsJson = new WeakMap<readonly string[], Map<string, string>>();
export function pickTextsJson(resources: Resources, language: string, paths: readonly string[]): string {
  let byLanguage = textsJson.get(paths);
  if (!byLanguage) textsJson.set(paths, (byLanguage = new Map<string, string>()));
  let json = byLanguage.get(language);
  if (json === undefined) byLanguage.set(language, (json = JSON.stringify(pickTexts(resources, paths))));
  return json;
}
