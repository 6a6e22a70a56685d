/**
 * Analysis requests (issue 14 item 6): the lab's analyses, packages and where they are offered
 * (reference rows, every start, idempotent), and demo rows: two requests of 100234, one with its
 * results entered.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import {
  analysisPackageItems,
  analysisPackageScopes,
  analysisPackages,
  analysisRequests,
  analysisResults,
  analysisTypes,
  customers,
  facilityArticles,
} from "@/db/schema";

const TYPES: [code: string, sv: string, fi: string, unit: string][] = [
  ["VATTEN", "Vattenhalt", "Kosteus", "%"],
  ["PROTEIN", "Proteinhalt", "Valkuainen", "% av ts"],
  ["RYMDVIKT", "Rymdvikt", "Hehtolitrapaino", "kg/hl"],
  ["FALLTAL", "Falltal", "Sakoluku", "s"],
  ["GRODD", "Grobarhet", "Itävyys", "%"],
  ["DON", "DON (mykotoxin)", "DON (homemyrkky)", "µg/kg"],
  ["OCHRA", "Ochratoxin A", "Okratoksiini A", "µg/kg"],
  ["SKRAP", "Skärvor och skrap", "Roskat ja rikkaosat", "%"],
  ["OLJA", "Oljehalt", "Öljypitoisuus", "% av ts"],
];

const PACKAGES: { market: "se" | "fi"; code: string; name: string; price: number; analyses: string[] }[] = [
  { market: "se", code: "BAS", name: "Baspaket", price: 250, analyses: ["VATTEN", "RYMDVIKT", "SKRAP"] },
  {
    market: "se",
    code: "KVAL_BROD",
    name: "Kvalitet brödvete",
    price: 495,
    analyses: ["VATTEN", "PROTEIN", "RYMDVIKT", "FALLTAL", "SKRAP"],
  },
  { market: "se", code: "MALT", name: "Maltkorn", price: 540, analyses: ["VATTEN", "PROTEIN", "RYMDVIKT", "GRODD", "SKRAP"] },
  { market: "se", code: "MYKO", name: "Mykotoxiner", price: 890, analyses: ["DON", "OCHRA"] },
  { market: "se", code: "RAPS", name: "Oljeväxter", price: 420, analyses: ["VATTEN", "OLJA", "SKRAP"] },
  {
    market: "se",
    code: "STOR",
    name: "Stort lagringspaket",
    price: 1290,
    analyses: ["VATTEN", "PROTEIN", "RYMDVIKT", "FALLTAL", "GRODD", "DON", "OCHRA", "SKRAP", "OLJA"],
  },
  { market: "fi", code: "FI_PERUS", name: "Peruspaketti", price: 28, analyses: ["VATTEN", "RYMDVIKT", "SKRAP"] },
  { market: "fi", code: "FI_LAATU", name: "Laatupaketti", price: 55, analyses: ["VATTEN", "PROTEIN", "RYMDVIKT", "FALLTAL"] },
];

const SE_GRAIN = ["10110", "10120", "10150", "10210", "10220", "10310", "10320", "10410", "10510", "10520"];
const FI_GRAIN = ["11110", "11210", "11220", "11310", "11320", "11410"];
const FACILITIES: { code: string; market: "se" | "fi"; items: string[] }[] = [
  { code: "SKA", market: "se", items: SE_GRAIN },
  { code: "LID", market: "se", items: ["10110", "10120", "10210", "10220", "10410"] },
  { code: "UPP", market: "se", items: ["10110", "10150", "10310", "10320", "10520"] },
  { code: "SEI", market: "fi", items: FI_GRAIN },
];

/** Which packages fit an article: bread wheat, malting barley, oilseeds; the base, mycotoxins and the large one fit all. */
function packagesFor(market: "se" | "fi", item: string, trigger: "SALE" | "STORAGE"): string[] {
  if (market === "fi") return trigger === "SALE" ? ["FI_PERUS", "FI_LAATU"] : ["FI_PERUS"];
  const special = item === "10110" || item === "10150" ? ["KVAL_BROD"] : item === "10210" ? ["MALT"] : item === "10410" ? ["RAPS"] : [];
  return trigger === "SALE" ? ["BAS", ...special, "MYKO"] : ["BAS", ...special, "MYKO", "STOR"];
}

async function seedReference(db: Db): Promise<void> {
  const [present] = await db.select({ n: sql<number>`count(*)::int` }).from(analysisPackages);
  if ((present?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(analysisTypes)
      .values(TYPES.map(([code, name, nameFi, unit], i) => ({ code, name, nameFi, unit, sortOrder: i })))
      .onConflictDoNothing();
    const types = new Map((await tx.select().from(analysisTypes)).map((t) => [t.code, t.id]));
    for (const p of PACKAGES) {
      const [row] = await tx.insert(analysisPackages).values({ market: p.market, code: p.code, name: p.name, price: p.price }).returning();
      if (!row) throw new Error("seed: analysis package");
      await tx.insert(analysisPackageItems).values(p.analyses.map((a) => ({ packageId: row.id, analysisTypeId: types.get(a)! })));
    }
    const pkgs = new Map((await tx.select().from(analysisPackages)).map((p) => [p.code, p.id]));
    for (const f of FACILITIES) {
      await tx.insert(facilityArticles).values(f.items.map((itemNumber) => ({ facilityCode: f.code, market: f.market, itemNumber })));
      for (const item of f.items) {
        for (const trigger of ["SALE", "STORAGE"] as const) {
          await tx.insert(analysisPackageScopes).values(
            packagesFor(f.market, item, trigger).map((code) => ({
              packageId: pkgs.get(code)!,
              facilityCode: f.code,
              itemNumber: item,
              trigger,
            })),
          );
        }
      }
    }
  });
}

async function seedDemo(db: Db): Promise<void> {
  const [farmer] = await db.select().from(customers).where(eq(customers.customerNumber, "100234"));
  if (!farmer) return;
  const [done] = await db
    .select({ id: analysisRequests.id })
    .from(analysisRequests)
    .where(eq(analysisRequests.customerId, farmer.id))
    .limit(1);
  if (done) return;
  const pkgs = new Map(
    (
      await db
        .select()
        .from(analysisPackages)
        .where(inArray(analysisPackages.code, ["KVAL_BROD", "MYKO"]))
    ).map((p) => [p.code, p.id]),
  );
  const base = {
    customerId: farmer.id,
    market: "se",
    facilityCode: "SKA",
    name: farmer.name,
    address: farmer.address ?? "",
    postalAddress: `${farmer.zipCode ?? ""} ${farmer.city ?? ""}`.trim(),
    phoneNumber: "+46701234567",
    email: "farmer@demo.se",
  };
  await db.transaction(async (tx) => {
    const [ready] = await tx
      .insert(analysisRequests)
      .values({
        ...base,
        trigger: "SALE",
        itemNumber: "10110",
        itemDescSort: "Julius",
        packageId: pkgs.get("KVAL_BROD")!,
        weight: 32,
        status: "ready",
        resultsAt: new Date(Date.now() - 5 * 86_400_000),
        createdAt: new Date(Date.now() - 9 * 86_400_000),
      })
      .returning();
    await tx.insert(analysisRequests).values({
      ...base,
      trigger: "STORAGE",
      itemNumber: "10220",
      packageId: pkgs.get("MYKO")!,
      weight: 58.5,
      otherInformation: "Lagrat i plansilo sedan augusti.",
    });
    if (!ready) return;
    const types = new Map((await tx.select().from(analysisTypes)).map((t) => [t.code, t.id]));
    const values: [string, number][] = [
      ["VATTEN", 14.2],
      ["PROTEIN", 12.8],
      ["RYMDVIKT", 79.5],
      ["FALLTAL", 285],
      ["SKRAP", 1.4],
    ];
    await tx
      .insert(analysisResults)
      .values(values.map(([code, value]) => ({ requestId: ready.id, analysisTypeId: types.get(code)!, value })));
  });
}

export async function seedAnalysis(db: Db, opts: { demo: boolean }): Promise<void> {
  await seedReference(db);
  if (opts.demo) await seedDemo(db);
}
