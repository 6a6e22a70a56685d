/**
 * The rules the database holds for agreement data (db/schema/agreements.ts), each tried with a
 * row that breaks it: kinds, types per kind, statuses, quantities, dates, signatures, connected
 * seed agreements of the same customer, weigh-ins of the agreement's customer, weights, analysis
 * values with exactly one parent, unique numbers and known articles.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { agreementLines, agreements, analysisValues, farmSamples, priceHedgings, weighIns } from "@/db/schema";
import { makeCustomer } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { must } from "@/tests/support/must";

const t = useTestDb();

let customerId: number;
let otherCustomerId: number;
let seq = 0;
const num = () => String(900000 + ++seq);

function agreementRow(over: Partial<typeof agreements.$inferInsert> = {}): typeof agreements.$inferInsert {
  const n = num();
  return {
    agreementNumber: n,
    transId: `77${n}`,
    customerId,
    kind: "grain",
    agreementType: "SportAndForwardAvtal",
    status: "current",
    year: 2026,
    validFrom: "2026-01-01",
    validTo: "2026-12-31",
    totalQuantity: 10,
    currency: "SEK",
    signedAt: new Date("2026-01-01T10:00:00Z"),
    ...over,
  };
}

async function insertAgreement(over: Partial<typeof agreements.$inferInsert> = {}) {
  const [row] = await t.db.insert(agreements).values(agreementRow(over)).returning();
  return must(row);
}

/** The constraint a failed insert broke (drizzle wraps the pg error). */
async function violation(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    const err = e as { constraint?: string; cause?: { constraint?: string } };
    return err.cause?.constraint ?? err.constraint ?? "unknown";
  }
  throw new Error("insert succeeded");
}

beforeAll(async () => {
  customerId = (await makeCustomer(t.db)).id;
  otherCustomerId = (await makeCustomer(t.db)).id;
});

describe("agreements table", () => {
  it("accepts a valid agreement and refuses a second with the same number", async () => {
    const a = await insertAgreement();
    expect(await violation(insertAgreement({ agreementNumber: a.agreementNumber }))).toBe("agreements_agreement_number_key");
  });

  it("checks kind, type per kind, status, unit and currency", async () => {
    expect(await violation(insertAgreement({ kind: "timber" as never }))).toMatch(/agreements_(kind|type_by_kind)_check/);
    expect(await violation(insertAgreement({ kind: "feed", agreementType: "Depaavtal" }))).toBe("agreements_type_by_kind_check");
    expect(await violation(insertAgreement({ status: "pending" as never }))).toBe("agreements_status_check");
    expect(await violation(insertAgreement({ unit: "liter" }))).toBe("agreements_unit_check");
    expect(await violation(insertAgreement({ currency: "NOK" }))).toBe("agreements_currency_check");
  });

  it("quantities and prices are never negative; validity runs forward; years are sane", async () => {
    expect(await violation(insertAgreement({ totalQuantity: -1 }))).toBe("agreements_quantities_check");
    expect(await violation(insertAgreement({ acceptedQuantity: -0.5 }))).toBe("agreements_quantities_check");
    expect(await violation(insertAgreement({ price: -10 }))).toBe("agreements_price_check");
    expect(await violation(insertAgreement({ validFrom: "2026-05-01", validTo: "2026-04-30" }))).toBe("agreements_validity_check");
    expect(await violation(insertAgreement({ year: 1999 }))).toBe("agreements_years_check");
  });

  it("an agreement that is not open has been signed", async () => {
    expect(await violation(insertAgreement({ status: "current", signedAt: null }))).toBe("agreements_signed_check");
    await expect(insertAgreement({ status: "open", signedAt: null })).resolves.toBeTruthy();
  });

  it("a connected agreement is a seed agreement of the same customer, connected to a seed agreement", async () => {
    const parent = await insertAgreement({ kind: "seed", agreementType: "Utsadesavtal" });
    await expect(
      insertAgreement({ kind: "seed", agreementType: "PrissakringUtsadesavtal", connectedToAgreementId: parent.id }),
    ).resolves.toBeTruthy();
    // another customer's seed agreement
    expect(
      await violation(
        insertAgreement({
          customerId: otherCustomerId,
          kind: "seed",
          agreementType: "PrissakringUtsadesavtal",
          connectedToAgreementId: parent.id,
        }),
      ),
    ).toBe("agreements_connected_same_customer_seed_fk");
    // a grain agreement connected
    expect(await violation(insertAgreement({ connectedToAgreementId: parent.id }))).toMatch(
      /agreements_connected_(check|same_customer_seed_fk)/,
    );
    // connected to a grain agreement
    const grain = await insertAgreement();
    expect(
      await violation(insertAgreement({ kind: "seed", agreementType: "PrissakringUtsadesavtal", connectedToAgreementId: grain.id })),
    ).toBe("agreements_connected_same_customer_seed_fk");
  });
});

describe("lines, samples, hedgings, weigh-ins and analyses", () => {
  it("lines refer to known articles of the market and are never negative", async () => {
    const a = await insertAgreement();
    await expect(
      t.db.insert(agreementLines).values({ agreementId: a.id, lineNumber: 1, market: "se", itemNumber: "10110", quantity: 10 }),
    ).resolves.toBeTruthy();
    expect(
      await violation(
        t.db.insert(agreementLines).values({ agreementId: a.id, lineNumber: 2, market: "se", itemNumber: "11210", quantity: 10 }),
      ),
    ).toBe("agreement_lines_article_fk");
    expect(
      await violation(
        t.db.insert(agreementLines).values({ agreementId: a.id, lineNumber: 1, market: "se", itemNumber: "10120", quantity: 10 }),
      ),
    ).toBe("agreement_lines_agreement_line_key");
    expect(
      await violation(
        t.db.insert(agreementLines).values({ agreementId: a.id, lineNumber: 3, market: "se", itemNumber: "10120", quantity: -1 }),
      ),
    ).toBe("agreement_lines_quantities_check");
  });

  it("price hedgings have a positive quantity and price", async () => {
    const a = await insertAgreement();
    const h = { agreementId: a.id, hedgedAt: "2026-03-01", currency: "SEK", pricePeriod: "Mars 2026" };
    expect(await violation(t.db.insert(priceHedgings).values({ ...h, hedgeNumber: num(), quantity: 0, price: 2000 }))).toBe(
      "price_hedgings_quantity_check",
    );
    expect(await violation(t.db.insert(priceHedgings).values({ ...h, hedgeNumber: num(), quantity: 5, price: 0 }))).toBe(
      "price_hedgings_price_check",
    );
  });

  it("a weigh-in's agreement belongs to the weigh-in's customer; net is gross minus tare; delivery note rows are unique", async () => {
    const a = await insertAgreement();
    const w = (over: Partial<typeof weighIns.$inferInsert>) => ({
      weighInNumber: num(),
      customerId,
      agreementId: a.id,
      orderNumber: "55500001",
      fabricId: "SK01",
      facilityName: "Skara",
      rowNumber: 1,
      weighedAt: new Date("2026-08-12T08:00:00Z"),
      market: "se",
      itemNumber: "10110",
      grossKg: 38000,
      tareKg: 15000,
      netKg: 23000,
      ...over,
    });
    const ok = must((await t.db.insert(weighIns).values(w({})).returning())[0]);
    expect(await violation(t.db.insert(weighIns).values(w({ rowNumber: 2, customerId: otherCustomerId })))).toBe(
      "weigh_ins_agreement_same_customer_fk",
    );
    expect(await violation(t.db.insert(weighIns).values(w({ rowNumber: 2, netKg: 25000 })))).toBe("weigh_ins_weights_check");
    expect(await violation(t.db.insert(weighIns).values(w({ rowNumber: 2, settledKg: 24000 })))).toBe("weigh_ins_weights_check");
    expect(await violation(t.db.insert(weighIns).values(w({ rowNumber: 2, moisture: 120 })))).toBe("weigh_ins_quality_check");
    expect(await violation(t.db.insert(weighIns).values(w({})))).toBe("weigh_ins_delivery_note_row_key");
    expect(await violation(t.db.insert(weighIns).values(w({ rowNumber: 2, fabricId: "sk 01" })))).toBe("weigh_ins_fabric_id_check");

    // an analysis value belongs to exactly one sample or weigh-in, once per code
    const s = must(
      (
        await t.db
          .insert(farmSamples)
          .values({ sampleNumber: num(), agreementId: a.id, takenAt: "2026-07-30", market: "se", itemNumber: "10110" })
          .returning()
      )[0],
    );
    await expect(t.db.insert(analysisValues).values({ weighInId: ok.id, code: "protein", value: 12.1, unit: "%" })).resolves.toBeTruthy();
    expect(await violation(t.db.insert(analysisValues).values({ weighInId: ok.id, code: "protein", value: 12.3, unit: "%" }))).toBe(
      "analysis_values_weigh_in_code_key",
    );
    expect(
      await violation(t.db.insert(analysisValues).values({ weighInId: ok.id, farmSampleId: s.id, code: "gluten", value: 27, unit: "%" })),
    ).toBe("analysis_values_one_parent_check");
    expect(await violation(t.db.insert(analysisValues).values({ code: "gluten", value: 27, unit: "%" }))).toBe(
      "analysis_values_one_parent_check",
    );

    // deleting the agreement takes its weigh-ins, samples and values along
    await t.db.delete(agreements).where(eq(agreements.id, a.id));
    expect(await t.db.select().from(weighIns).where(eq(weighIns.id, ok.id))).toEqual([]);
    expect(await t.db.select().from(analysisValues).where(eq(analysisValues.weighInId, ok.id))).toEqual([]);
  });

  it("a sample marked analysed has an analysis date", async () => {
    const a = await insertAgreement();
    expect(
      await violation(
        t.db
          .insert(farmSamples)
          .values({ sampleNumber: num(), agreementId: a.id, takenAt: "2026-07-30", market: "se", itemNumber: "10110", status: "analysed" }),
      ),
    ).toBe("farm_samples_analysed_check");
  });
});
