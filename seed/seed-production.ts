/**
 * Seed production demo data (issue 14 item 7, decision 066): contracted growers with their fields,
 * the varieties multiplied and lots of the last two harvests, for Sweden and Finland. Demo only;
 * idempotent (growers, varieties and lots are keyed by their numbers).
 */
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { customers, seedFields, seedGrowers, seedLots, seedVarieties, SEED_GENERATIONS, type SeedLotStatus } from "@/db/schema";

interface MarketData {
  growers: [number: string, name: string, municipality: string, contact: string, phone: string, customerNumber?: string][];
  varieties: [code: string, name: string, crop: string, breeder: string, year: number][];
  fieldNames: string[];
  crops: string[];
}

const DATA: Record<"se" | "fi", MarketData> = {
  se: {
    growers: [
      ["U1001", "Gårdsjö Lantbruk AB", "Skara", "Lars Gårdsjö", "0511-123 45", "100234"],
      ["U1002", "Ekängens Gård", "Motala", "Karin Ek", "0141-220 10", "100310"],
      ["U1003", "Björkhaga Lantbruk AB", "Vara", "Per Björk", "0512-300 44"],
      ["U1004", "Västra Säby Frö", "Lidköping", "Anna Säby", "0510-550 12"],
      ["U1005", "Hjälmarens Utsäde HB", "Örebro", "Johan Hjälm", "019-44 10 20"],
      ["U1006", "Kinneviks Gård", "Götene", "Sara Kinne", "0511-600 70"],
    ],
    varieties: [
      ["HV-ELLV", "Ellvis", "Höstvete", "Lantmännen Lantbruk", 2015],
      ["HV-JULI", "Julius", "Höstvete", "KWS", 2011],
      ["VK-PLAN", "RGT Planet", "Vårkorn", "RAGT", 2014],
      ["VK-FAIR", "Fairytale", "Vårkorn", "Secobra", 2020],
      ["HA-BELI", "Belinda", "Havre", "Lantmännen Lantbruk", 1997],
      ["HR-RAPS", "Lioness", "Höstraps", "DSV", 2017],
      ["VV-BJAR", "Bjarne", "Vårvete", "Nordic Seed", 2013],
    ],
    fieldNames: ["Storskiftet", "Kyrkåkern", "Norra gärdet", "Mossen", "Backen", "Östra fältet", "Dammskiftet", "Lyckan"],
    crops: ["Vall", "Raps", "Havre", "Korn", "Potatis", "Sockerbetor"],
  },
  fi: {
    growers: [
      ["S2001", "Mäkelän tila", "Seinäjoki", "Matti Mäkelä", "040 123 4567", "700101"],
      ["S2002", "Rantalan luomutila", "Kyrö", "Liisa Rantala", "050 765 4321", "700311"],
      ["S2003", "Kankaan siemenviljely", "Lapua", "Pekka Kangas", "040 555 1212"],
      ["S2004", "Hakalan tila", "Kauhava", "Anni Hakala", "044 321 9876"],
      ["S2005", "Vaasan Siemen Oy", "Vaasa", "Jussi Vaara", "06 318 4400"],
    ],
    varieties: [
      ["OH-HARB", "Harbin", "Ohra", "Boreal", 2012],
      ["OH-WOLM", "Wolmari", "Ohra", "Boreal", 2010],
      ["KA-NIKL", "Niklas", "Kaura", "Boreal", 2016],
      ["KA-OTTO", "Ringsaker", "Kaura", "Graminor", 2013],
      ["KV-HELM", "Helmi", "Kevätvehnä", "Boreal", 2018],
      ["RU-REET", "Reetta", "Ruis", "Boreal", 2009],
    ],
    fieldNames: ["Kotipelto", "Alapelto", "Rantapelto", "Mäkipelto", "Isopelto", "Niittypelto", "Saunapelto"],
    crops: ["Nurmi", "Rypsi", "Kaura", "Ohra", "Peruna", "Herne"],
  },
};

const STATUSES: SeedLotStatus[] = ["approved", "approved", "sampled", "harvested", "rejected", "growing"];

export async function seedSeedProduction(db: Db, opts: { demo: boolean }): Promise<void> {
  if (!opts.demo) return;
  const year = new Date().getFullYear();
  for (const market of ["se", "fi"] as const) {
    const d = DATA[market];
    const custs = await db
      .select({ id: customers.id, number: customers.customerNumber })
      .from(customers)
      .where(
        inArray(
          customers.customerNumber,
          d.growers.flatMap((g) => (g[5] ? [g[5]] : [])),
        ),
      );
    await db
      .insert(seedGrowers)
      .values(
        d.growers.map(([growerNumber, name, municipality, contactName, phone, cn], i) => ({
          market,
          growerNumber,
          name,
          municipality,
          contactName,
          phone,
          certified: i % 5 !== 4,
          customerId: custs.find((c) => c.number === cn)?.id ?? null,
        })),
      )
      .onConflictDoNothing();
    await db
      .insert(seedVarieties)
      .values(d.varieties.map(([code, name, crop, breeder, listedYear]) => ({ market, code, name, crop, breeder, listedYear })))
      .onConflictDoNothing();
    const growers = await db.select().from(seedGrowers).where(eq(seedGrowers.market, market)).orderBy(seedGrowers.growerNumber);
    const varieties = await db.select().from(seedVarieties).where(eq(seedVarieties.market, market)).orderBy(seedVarieties.code);
    for (const [gi, g] of growers.entries()) {
      const n = 2 + (gi % 3);
      await db
        .insert(seedFields)
        .values(
          Array.from({ length: n }, (_, k) => ({
            growerId: g.id,
            fieldCode: `${market === "se" ? "SK" : "LO"}${String(1000 + gi * 10 + k)}`,
            name: d.fieldNames[(gi + k) % d.fieldNames.length]!,
            areaHa: Math.round((4 + ((gi * 7 + k * 5) % 23) + k * 0.35) * 100) / 100,
            previousCrop: d.crops[(gi + k) % d.crops.length]!,
          })),
        )
        .onConflictDoNothing();
      const fields = await db.select().from(seedFields).where(eq(seedFields.growerId, g.id)).orderBy(seedFields.fieldCode);
      const lots = fields.flatMap((f, k) =>
        [year - 1, year].map((harvestYear, y) => {
          const v = varieties[(gi + k + y) % varieties.length]!;
          const status: SeedLotStatus = harvestYear === year ? STATUSES[(gi + k) % STATUSES.length]! : "approved";
          const sampled = status === "approved" || status === "rejected" || status === "sampled";
          return {
            market,
            lotNumber: `${market.toUpperCase()}-${harvestYear}-${g.growerNumber}-${k + 1}`,
            varietyId: v.id,
            growerId: g.id,
            fieldId: f.id,
            harvestYear,
            generation: SEED_GENERATIONS[(gi + k) % SEED_GENERATIONS.length]!,
            quantityKg: status === "growing" ? 0 : Math.round(f.areaHa * (4200 + ((gi * 331 + k * 97) % 1800))),
            germination: sampled ? (status === "rejected" ? 78.5 : 88 + ((gi + k) % 10)) : null,
            status,
            inspectedOn: sampled ? `${harvestYear}-0${7 + (k % 2)}-${String(10 + gi).padStart(2, "0")}` : null,
          };
        }),
      );
      if (lots.length) await db.insert(seedLots).values(lots).onConflictDoNothing();
    }
  }
}

/** For tests: the demo growers of a market. */
export const demoGrowerNumbers = (market: "se" | "fi") => DATA[market].growers.map((g) => g[0]);
