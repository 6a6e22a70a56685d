/**
 * POST /api/delivery-assurance/save (not in endpoints.tsv: the legacy form posted to a page).
 * Checks the form with the shared schema (./schemas.ts) against the customer's context (market
 * settings, warehouse list, depot agreements), then, in ONE transaction under a lock on the
 * customer's row:
 * 1. a submit whose idempotency key already created rows returns those rows (double click, retry);
 * 2. for Spon, an active assurance of the same article, harvest year and date asks for a
 *    confirmation first (409 with a `confirmDuplicate` field message) unless confirmDuplicate is set;
 * 3. creates `count` assurances (1, or noOfNew with createNew = 1), each with its own purchase
 *    order and line (./insert-assurance.ts), and logs the action.
 * References are checked against the customer: the article (a grain article of the market), the
 * delivery address (the customer's, active), the lorry type, the depot agreement (one of the
 * get-warehouse list; the only one is used when none is chosen) and the warehouse (external users:
 * one of the list; internal staff: any active facility of the market). The customer must be of
 * the request's market (403 otherwise, decision 019); staff saving for a customer are logged with
 * the customer number (action log).
 */
import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "@/db";
import {
  agreements,
  articles,
  customers,
  deliveryAddresses,
  deliveryAssurances,
  facilities,
  lorryTypes,
  resourceGroups,
} from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { resolveFeeCustomer } from "@/lib/delivery-fee/resolve-fee-customer";
import { requireMarket } from "@/lib/logistics-access/require-market";
import { MARKETS, type Market } from "@/lib/market";
import { normalizeIsoDate } from "@/lib/validation/date";
import { insertAssurance } from "./insert-assurance";
import { listDeliveryAssurances } from "./list-delivery-assurances";
import { listWarehouseOptions } from "./list-warehouse-options";
import { loadDeliveryAssuranceSettings } from "./load-settings";
import { DA_MESSAGES } from "./messages";
import { deliveryAssuranceSchema, type TSaveDeliveryAssuranceRequest, type TSaveDeliveryAssuranceResponse } from "./schemas";

const M = DA_MESSAGES;
const fieldError = (field: string, message: string) =>
  new AppError("BAD_REQUEST", "errors.BAD_REQUEST", { fields: { [field]: [message] } });

export async function saveDeliveryAssurance(
  db: Db,
  opts: { actor: Actor; market: Market; input: TSaveDeliveryAssuranceRequest; ctx?: ActionContext; now?: Date },
): Promise<TSaveDeliveryAssuranceResponse> {
  const { actor, input } = opts;
  const now = opts.now ?? new Date();
  const customer = await resolveFeeCustomer(db, { actor, supplier: input.customerNumber });
  requireMarket(customer.market, opts.market, { code: "FORBIDDEN" });
  const settings = await loadDeliveryAssuranceSettings(db, customer.market, now);
  const itemGuess = typeof input.Article === "string" && /^[\w.-]{1,20}$/.test(input.Article.trim()) ? input.Article.trim() : null;
  const dateGuess = typeof input.DeliveryDate === "string" ? (normalizeIsoDate(input.DeliveryDate) ?? null) : null;
  const lists = await listWarehouseOptions(db, { actor, customer, settings, itemNumber: itemGuess, deliveryDate: dateGuess });
  const form = deliveryAssuranceSchema({
    settings,
    timeZone: MARKETS[customer.market].timeZone,
    now: () => now,
    warehouseListVisible: lists.warehouses.length > 0,
    depaAgreementCount: lists.depaAvtals.length,
  }).parse(input);

  // references, all of this customer / market
  const [article] = await db
    .select({ itemNumber: articles.itemNumber })
    .from(articles)
    .where(
      and(
        eq(articles.market, customer.market),
        eq(articles.itemNumber, form.Article),
        eq(articles.category, "grain"),
        eq(articles.active, true),
      ),
    );
  if (!article) throw fieldError("Article", M.article);
  const [address] = await db
    .select({ id: deliveryAddresses.id, nearestFacility: deliveryAddresses.nearestFacility })
    .from(deliveryAddresses)
    .where(
      and(
        eq(deliveryAddresses.id, form.DeliveryAddress),
        eq(deliveryAddresses.customerId, customer.id),
        eq(deliveryAddresses.active, true),
      ),
    );
  if (!address) throw fieldError("DeliveryAddress", M.deliveryAddress);
  if (form.LorryType) {
    const [lorry] = await db
      .select({ id: lorryTypes.id })
      .from(lorryTypes)
      .where(and(eq(lorryTypes.market, customer.market), eq(lorryTypes.code, form.LorryType), eq(lorryTypes.active, true)));
    if (!lorry) throw fieldError("LorryType", M.lorryType);
  }
  let depaAgreementId: number | null = null;
  if (form.DeliveryType === "Depa") {
    const only = lists.depaAvtals.length === 1 ? lists.depaAvtals[0] : undefined;
    const number = form.DepaAvtal ?? only?.Key ?? null;
    if (!number || !lists.depaAvtals.some((d) => d.Key === number)) throw fieldError("DepaAvtal", M.depaAvtal.required);
    const [agreement] = await db
      .select({ id: agreements.id })
      .from(agreements)
      .where(and(eq(agreements.agreementNumber, number), eq(agreements.customerId, customer.id)));
    if (!agreement) throw fieldError("DepaAvtal", M.depaAvtal.required);
    depaAgreementId = agreement.id;
  }
  const facility = await orderFacility(db, {
    market: customer.market,
    warehouse: form.Warehouse,
    allowed: actor.roles.internal ? null : lists.warehouses.map((w) => w.Key),
    nearest: address.nearestFacility,
  });

  const keys = form.idempotencyKey ? Array.from({ length: form.count }, (_, i) => `${form.idempotencyKey}:${i + 1}`) : [];
  return db.transaction(async (tx) => {
    // one save at a time per customer: the key and duplicate checks below cannot race
    await tx.execute(sql`select id from ${customers} where id = ${customer.id} for update`);
    if (keys.length) {
      const existing = await tx
        .select({ id: deliveryAssurances.id })
        .from(deliveryAssurances)
        .where(inArray(deliveryAssurances.idempotencyKey, keys));
      if (existing.length) {
        return {
          success: true as const,
          created: false,
          rows: await listDeliveryAssurances(tx, { customerId: customer.id, ids: existing.map((e) => e.id) }),
        };
      }
    }
    if (form.DeliveryType === "Spon" && !form.confirmDuplicate) {
      const [dup] = await tx
        .select({ ioNumber: deliveryAssurances.ioNumber })
        .from(deliveryAssurances)
        .where(
          and(
            eq(deliveryAssurances.customerId, customer.id),
            eq(deliveryAssurances.status, "active"),
            eq(deliveryAssurances.itemNumber, form.Article),
            eq(deliveryAssurances.harvestYear, form.HarvestYear),
            eq(deliveryAssurances.deliveryDate, form.DeliveryDate),
          ),
        )
        .limit(1);
      if (dup) {
        throw new AppError("CONFLICT", "deliveryAssurance.duplicate.message", {
          fields: { confirmDuplicate: ["deliveryAssurance.duplicate.message"] },
        });
      }
    }
    const ids: number[] = [];
    const created: { ioNumber: string; lineNumber: number }[] = [];
    for (let i = 0; i < form.count; i++) {
      const row = await insertAssurance(
        tx,
        {
          customerId: customer.id,
          market: customer.market,
          createdByUserId: actor.userId,
          itemNumber: form.Article,
          sort: form.Sort,
          harvestYear: form.HarvestYear,
          quantityTons: form.Quantity,
          torkat: form.Torkat,
          red: form.Red,
          straforkortat: form.Straforkortat,
          glyfosat: form.Glyfosat,
          slam: form.Slam,
          deliveryType: form.DeliveryType,
          depaAgreementId,
          deliveryAddressId: address.id,
          transportation: form.Transportation,
          lorryType: form.LorryType,
          nightLoading: form.NightLoading,
          loadingHeight: form.LoadingHeight,
          deliveryDate: form.DeliveryDate,
          warehouse: form.Warehouse,
          otherInfo: form.OtherInfo,
          idempotencyKey: keys[i] ?? null,
        },
        facility,
      );
      ids.push(row.id);
      created.push({ ioNumber: row.ioNumber, lineNumber: row.lineNumber });
    }
    await logAction(
      tx,
      actor,
      "deliveryAssurance.created",
      { created, article: form.Article, deliveryDate: form.DeliveryDate, deliveryType: form.DeliveryType },
      { ...opts.ctx, customerNumber: customer.customerNumber },
    );
    return { success: true as const, created: true, rows: await listDeliveryAssurances(tx, { customerId: customer.id, ids }) };
  });
}

/**
 * The facility of the purchase order: the chosen warehouse (external users: one of the offered
 * list; staff: any active facility of the market), else the facility named as the delivery
 * address's nearest, else the market's first receiving facility.
 */
async function orderFacility(
  db: Db | Tx,
  opts: { market: string; warehouse: string | null; allowed: string[] | null; nearest: string | null },
): Promise<{ id: number; code: string }> {
  const active = and(eq(facilities.market, opts.market), eq(facilities.active, true));
  if (opts.warehouse) {
    if (opts.allowed && !opts.allowed.includes(opts.warehouse)) throw fieldError("Warehouse", M.warehouse);
    const [f] = await db
      .select({ id: facilities.id, code: facilities.code })
      .from(facilities)
      .where(and(active, eq(facilities.code, opts.warehouse)));
    if (!f) throw fieldError("Warehouse", M.warehouse);
    return f;
  }
  if (opts.nearest) {
    const [f] = await db
      .select({ id: facilities.id, code: facilities.code })
      .from(facilities)
      .where(and(active, eq(facilities.name, opts.nearest)));
    if (f) return f;
  }
  const [f] = await db
    .selectDistinct({ id: facilities.id, code: facilities.code })
    .from(facilities)
    .innerJoin(resourceGroups, and(eq(resourceGroups.facilityId, facilities.id), eq(resourceGroups.isLoading, false)))
    .where(active)
    .orderBy(asc(facilities.id))
    .limit(1);
  if (!f) throw fieldError("Warehouse", M.warehouse);
  return f;
}
