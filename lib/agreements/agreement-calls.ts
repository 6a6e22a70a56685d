/**
 * The agreement calls that come in pairs (spec 1 §7): each own-customer call and its
 * "-subcustomer" variant are declared once here and mounted per path (decision 028):
 *   app/api/myagreements/grain/route.ts             export const POST = agreementCalls.own.grain;
 *   app/api/myagreements/grain-subcustomer/route.ts export const POST = agreementCalls.sub.grain;
 * The variants differ in the customer the call may work on: the own customers of the actor, or a
 * sub-customer the actor may use (403 otherwise), and the popups take the sub-customer from the path.
 */
import { callFamily, CUSTOMER_VARIANTS, type CustomerVariant } from "@/lib/api/family";
import { route } from "@/lib/api/handler";
import { listAgreementArticles } from "./list-agreement-articles";
import { listAgreementsByStatus } from "./list-agreements-by-status";
import { listConnectedSeedAgreements } from "./list-connected-seed-agreements";
import { listFarmSamples } from "./list-farm-samples";
import { listForageAgreements } from "./list-forage-agreements";
import { listGrainAgreements } from "./list-grain-agreements";
import { listPriceHedgings } from "./list-price-hedgings";
import { listSeedAgreements, listSeedAgreementsOfYear } from "./list-seed-agreements";
import {
  ZAgreementArticlesResponse,
  ZAgreementPopupRequest,
  ZAgreementPopupSubRequest,
  ZConnectedSeedRequest,
  ZConnectedSeedResponse,
  ZCurrentOrInactiveRequest,
  ZFarmSampleResponse,
  ZForageSectionResponse,
  ZGrainSectionResponse,
  ZPriceHedgingResponse,
  ZSectionRequest,
  ZSeedSectionRequest,
  ZSeedSectionResponse,
  ZSeedYearRequest,
  ZSeedYearResponse,
  ZStatusSectionResponse,
  ZTradingArticlesRequest,
} from "./schemas";

const activeCustomer = (i: { activeCustomerNumber: string }) => i.activeCustomerNumber;

function declare(variant: CustomerVariant) {
  /** The popups: the sub-customer variant names its customer in the path ({id}/{customer}/{isInternal}). */
  const popup = variant === "sub" ? ZAgreementPopupSubRequest : ZAgreementPopupRequest;
  const popupCustomer = (i: object): string | undefined => ("customer" in i && typeof i.customer === "string" ? i.customer : undefined);
  // a user whose profile lacks the agreements role gets 403 (decision 046)
  const area = { name: "agreements", level: "read" } as const;
  const section = { input: ZSectionRequest, customer: activeCustomer, area };
  const byStatus = { input: ZCurrentOrInactiveRequest, output: ZStatusSectionResponse, customer: activeCustomer, area };
  return {
    /** GET /api/agreement/farmsample[-subcustomer]/…: { agreementNumber, customerNumber, samples } */
    farmSample: route({ input: popup, output: ZFarmSampleResponse, customer: popupCustomer, area }, ({ db, actor, input }) =>
      listFarmSamples(db, { actor, agreementNumber: input.id, customerNumber: popupCustomer(input) }),
    ),
    /** GET /api/agreement/pricehedging[-subcustomer]/…: { agreementNumber, customerNumber, hedgings, TotalQuantity, averagePrice } */
    priceHedging: route({ input: popup, output: ZPriceHedgingResponse, customer: popupCustomer, area }, ({ db, actor, input }) =>
      listPriceHedgings(db, { actor, agreementNumber: input.id, customerNumber: popupCustomer(input) }),
    ),
    /** POST /api/myagreements/grain[-subcustomer]: { customerNumber, agreements: [row + lines + deliveries] } */
    grain: route({ ...section, output: ZGrainSectionResponse }, ({ db, actor, input }) =>
      listGrainAgreements(db, { actor, customerNumber: input.activeCustomerNumber, variant }),
    ),
    /** POST /api/myagreements/forage[-subcustomer]: { customerNumber, agreements: [row + harvestYears] } */
    forage: route({ ...section, output: ZForageSectionResponse }, ({ db, actor, input }) =>
      listForageAgreements(db, { actor, customerNumber: input.activeCustomerNumber, variant }),
    ),
    /** POST /api/myagreements/feed[-subcustomer]: the current feed agreements { customerNumber, selectedValue, agreements } */
    feed: route({ ...section, output: ZStatusSectionResponse }, ({ db, actor, input }) =>
      listAgreementsByStatus(db, { actor, customerNumber: input.activeCustomerNumber, kind: "feed", selected: "current", variant }),
    ),
    /** POST /api/myagreements/merchandise[-subcustomer]: the current merchandise agreements */
    merchandise: route({ ...section, output: ZStatusSectionResponse }, ({ db, actor, input }) =>
      listAgreementsByStatus(db, { actor, customerNumber: input.activeCustomerNumber, kind: "merchandise", selected: "current", variant }),
    ),
    /** POST /api/myagreements/seed[-subcustomer]: { customerNumber, years, selectedYear, agreements, AgreementsCommaseparatedList } */
    seed: route({ input: ZSeedSectionRequest, output: ZSeedSectionResponse, customer: activeCustomer, area }, ({ db, actor, input }) =>
      listSeedAgreements(db, { actor, customerNumber: input.activeCustomerNumber, agreementNumber: input.agreementNumber, variant }),
    ),
    /** POST /api/feedagreement/getfeedagreementscurrentorinactive[-subcustomer]: selectedvalue current | inactive */
    feedByStatus: route(byStatus, ({ db, actor, input }) =>
      listAgreementsByStatus(db, {
        actor,
        customerNumber: input.activeCustomerNumber,
        kind: "feed",
        selected: input.selectedvalue,
        variant,
      }),
    ),
    /** POST /api/tradingagreements/gettradingagreementscurrentorinactive[-subcustomer] */
    merchandiseByStatus: route(byStatus, ({ db, actor, input }) =>
      listAgreementsByStatus(db, {
        actor,
        customerNumber: input.activeCustomerNumber,
        kind: "merchandise",
        selected: input.selectedvalue,
        variant,
      }),
    ),
    /** POST /api/tradingagreement/gettradingagreementarticles[-subcustomer]: { agreementNumber, agreementType, unit, articles, … } */
    merchandiseArticles: route(
      { input: ZTradingArticlesRequest, output: ZAgreementArticlesResponse, customer: activeCustomer, area },
      ({ db, actor, input }) =>
        listAgreementArticles(db, {
          actor,
          customerNumber: input.activeCustomerNumber,
          agreementNumber: input.agreementNumber,
          agreementType: input.agreementType,
          kind: "merchandise",
          variant,
        }),
    ),
    /** POST /api/seedagreement/getconnectedseedagreements[-subcustomer]: { agreementNumber, agreements, TotalQuantity, acceptedQuantity } */
    connectedSeed: route(
      { input: ZConnectedSeedRequest, output: ZConnectedSeedResponse, customer: activeCustomer, area },
      ({ db, actor, input }) =>
        listConnectedSeedAgreements(db, {
          actor,
          customerNumber: input.activeCustomerNumber,
          agreementNumber: input.agreementNumber,
          variant,
        }),
    ),
    /** POST /api/seedagreement/getseedagreements[-subcustomer]: the seed agreements of a year */
    seedOfYear: route({ input: ZSeedYearRequest, output: ZSeedYearResponse, customer: activeCustomer, area }, ({ db, actor, input }) =>
      listSeedAgreementsOfYear(db, { actor, customerNumber: input.activeCustomerNumber, year: input.selectedvalue, variant }),
    ),
  };
}

/** `agreementCalls.own.<call>` for the plain path, `agreementCalls.sub.<call>` for its "-subcustomer" path. */
export const agreementCalls = callFamily(CUSTOMER_VARIANTS, declare);
