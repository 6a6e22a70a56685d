/**
 * Machines (issue 14): the machine catalog (types → brands → models) and the workshops of both
 * markets are reference rows (every start, idempotent); demo rows (only with the demo): the
 * Swedish demo farmer 100234 gets machines of several types — 8 tractors, so book service shows
 * the dropdown (more than 6), 2 combines and a loader (links) — with telematics readings in the
 * local vehicle-data source and one sent service request.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { customers, machineCatalog, machines, serviceBookings, vehicleRecords, workshops, type MachineLevel } from "@/db/schema";

type Market = "se" | "fi";
type Catalog = { key: string; name: string; brands: { key: string; name: string; models: [key: string, name: string][] }[] }[];

const SE_CATALOG: Catalog = [
  {
    key: "TRACTOR",
    name: "Traktor",
    brands: [
      {
        key: "JOHN_DEERE",
        name: "John Deere",
        models: [
          ["6R_150", "6R 150"],
          ["6R_185", "6R 185"],
          ["8R_370", "8R 370"],
        ],
      },
      {
        key: "VALTRA",
        name: "Valtra",
        models: [
          ["T175", "T175 Active"],
          ["N155", "N155 Versu"],
          ["Q305", "Q305"],
        ],
      },
      {
        key: "MASSEY_FERGUSON",
        name: "Massey Ferguson",
        models: [
          ["MF_7S_190", "7S.190"],
          ["MF_5S_145", "5S.145"],
        ],
      },
      {
        key: "FENDT",
        name: "Fendt",
        models: [
          ["F_724", "724 Vario"],
          ["F_942", "942 Vario"],
        ],
      },
    ],
  },
  {
    key: "COMBINE",
    name: "Skördetröska",
    brands: [
      {
        key: "CLAAS",
        name: "Claas",
        models: [
          ["LEXION_8700", "Lexion 8700"],
          ["TRION_660", "Trion 660"],
        ],
      },
      {
        key: "NEW_HOLLAND",
        name: "New Holland",
        models: [
          ["CR8_90", "CR8.90"],
          ["CX7_90", "CX7.90"],
        ],
      },
    ],
  },
  {
    key: "LOADER",
    name: "Lastmaskin",
    brands: [
      {
        key: "VOLVO_CE",
        name: "Volvo",
        models: [
          ["L60H", "L60H"],
          ["L90H", "L90H"],
        ],
      },
      {
        key: "JCB",
        name: "JCB",
        models: [
          ["TM420", "TM420S"],
          ["542_70", "542-70 Loadall"],
        ],
      },
    ],
  },
  {
    key: "SPRAYER",
    name: "Spruta",
    brands: [
      {
        key: "HARDI",
        name: "Hardi",
        models: [
          ["NAVIGATOR_4000", "Navigator 4000"],
          ["AEON_5200", "Aeon 5200"],
        ],
      },
    ],
  },
];

const FI_CATALOG: Catalog = [
  {
    key: "TRACTOR",
    name: "Traktori",
    brands: [
      {
        key: "VALTRA",
        name: "Valtra",
        models: [
          ["T175", "T175 Active"],
          ["N155", "N155 Versu"],
        ],
      },
      {
        key: "JOHN_DEERE",
        name: "John Deere",
        models: [
          ["6R_150", "6R 150"],
          ["6R_185", "6R 185"],
        ],
      },
    ],
  },
  {
    key: "COMBINE",
    name: "Leikkuupuimuri",
    brands: [{ key: "SAMPO", name: "Sampo Rosenlew", models: [["COMIA_C6", "Comia C6"]] }],
  },
];

const WORKSHOPS: { market: Market; name: string; city: string; address: string; phone: string; email: string }[] = [
  {
    market: "se",
    name: "Skara Lantbruksverkstad",
    city: "Skara",
    address: "Verkstadsgatan 4, 532 37 Skara",
    phone: "0511-123 40",
    email: "verkstad.skara@demo.se",
  },
  {
    market: "se",
    name: "Maskinservice Väst",
    city: "Skara",
    address: "Industrivägen 12, 532 40 Skara",
    phone: "0511-200 10",
    email: "service@maskinservicevast.demo.se",
  },
  {
    market: "se",
    name: "Lidköpings Traktorservice",
    city: "Lidköping",
    address: "Fabriksgatan 8, 531 40 Lidköping",
    phone: "0510-456 70",
    email: "verkstad.lidkoping@demo.se",
  },
  {
    market: "se",
    name: "Motala Maskin & Motor",
    city: "Motala",
    address: "Hamngatan 30, 591 38 Motala",
    phone: "0141-222 33",
    email: "verkstad.motala@demo.se",
  },
  {
    market: "se",
    name: "Uppsala Lantmaskiner",
    city: "Uppsala",
    address: "Kungsängsvägen 21, 753 23 Uppsala",
    phone: "018-10 20 30",
    email: "verkstad.uppsala@demo.se",
  },
  {
    market: "fi",
    name: "Seinäjoen Konehuolto",
    city: "Seinäjoki",
    address: "Kauppatie 10, 60100 Seinäjoki",
    phone: "06 414 1000",
    email: "huolto.seinajoki@demo.fi",
  },
  {
    market: "fi",
    name: "Loimaan Maatalouskone",
    city: "Loimaa",
    address: "Vesikoskentie 5, 32200 Loimaa",
    phone: "02 762 5000",
    email: "huolto.loimaa@demo.fi",
  },
];

async function upsertNode(
  db: DbOrTx,
  market: Market,
  level: MachineLevel,
  parentId: number | null,
  key: string,
  name: string,
  sortOrder: number,
) {
  await db.insert(machineCatalog).values({ market, level, parentId, key, name, sortOrder }).onConflictDoNothing();
  const [row] = await db
    .select({ id: machineCatalog.id })
    .from(machineCatalog)
    .where(
      and(
        eq(machineCatalog.market, market),
        eq(machineCatalog.level, level),
        parentId === null ? isNull(machineCatalog.parentId) : eq(machineCatalog.parentId, parentId),
        eq(machineCatalog.key, key),
      ),
    );
  if (!row) throw new Error(`seed: machine catalog ${key} missing`);
  return row.id;
}

async function seedCatalog(db: Db): Promise<void> {
  const [present] = await db.select({ n: sql<number>`count(*)::int` }).from(machineCatalog);
  if ((present?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    for (const [market, catalog] of [
      ["se", SE_CATALOG],
      ["fi", FI_CATALOG],
    ] as const) {
      for (const [ti, type] of catalog.entries()) {
        const typeId = await upsertNode(tx, market, "type", null, type.key, type.name, ti);
        for (const [bi, brand] of type.brands.entries()) {
          const brandId = await upsertNode(tx, market, "brand", typeId, brand.key, brand.name, bi);
          for (const [mi, [key, name]] of brand.models.entries()) await upsertNode(tx, market, "model", brandId, key, name, mi);
        }
      }
    }
  });
}

/** [type, brand, model, serial, reg, engine hours] */
const DEMO_MACHINES: [string, string, string, string, string | null, number][] = [
  ["TRACTOR", "JOHN_DEERE", "6R_150", "1RW6150R1NP012345", "ABC123", 2140],
  ["TRACTOR", "JOHN_DEERE", "8R_370", "1RW8370R4MD098765", "DEF456", 3875.5],
  ["TRACTOR", "VALTRA", "T175", "YV2T175A5KB123456", "GHJ789", 1620],
  ["TRACTOR", "VALTRA", "N155", "YV2N155C8LB654321", "KLM012", 980],
  ["TRACTOR", "MASSEY_FERGUSON", "MF_7S_190", "AGCO7S190M1234567", "NOP345", 4410],
  ["TRACTOR", "FENDT", "F_724", "WFA724VAR00012345", "RST678", 2975],
  ["TRACTOR", "FENDT", "F_942", "WFA942VAR00067890", null, 1210],
  ["TRACTOR", "MASSEY_FERGUSON", "MF_5S_145", "AGCO5S145K9876543", "UVW901", 760],
  ["COMBINE", "CLAAS", "LEXION_8700", "C8700LEX12345678", null, 1530],
  ["COMBINE", "NEW_HOLLAND", "CR8_90", "NHCR890Z11223344", null, 2210],
  ["LOADER", "VOLVO_CE", "L60H", "VCEL60HAT0012345", "XYZ234", 5320],
];

async function seedDemo(db: Db): Promise<void> {
  const [farmer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.customerNumber, "100234"));
  if (!farmer) return;
  const [has] = await db.select({ id: machines.id }).from(machines).where(eq(machines.customerId, farmer.id)).limit(1);
  if (has) return;
  await db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const [type, brand, model, serial, reg, hours] of DEMO_MACHINES) {
      const typeId = await upsertNode(tx, "se", "type", null, type, type, 0);
      const brandId = await upsertNode(tx, "se", "brand", typeId, brand, brand, 0);
      const modelId = await upsertNode(tx, "se", "model", brandId, model, model, 0);
      const [row] = await tx
        .insert(machines)
        .values({
          customerId: farmer.id,
          typeId,
          brandId,
          modelId,
          serialNumber: serial,
          registerNumber: reg,
          engineHours: hours - 40,
          engineHoursAt: new Date(Date.now() - 30 * 86_400_000),
        })
        .returning({ id: machines.id });
      if (row) ids.push(row.id);
      await tx.insert(vehicleRecords).values({ vin: serial, engineHours: hours }).onConflictDoNothing();
    }
    const [skara] = await tx
      .select({ id: workshops.id })
      .from(workshops)
      .where(and(eq(workshops.market, "se"), eq(workshops.city, "Skara")));
    const first = ids[0];
    if (skara && first) {
      await tx.insert(serviceBookings).values({
        machineId: first,
        workshopId: skara.id,
        market: "se",
        preferredDate: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        description: "Årlig service, byte av motorolja och filter.",
        status: "confirmed",
      });
    }
  });
}

export async function seedMachines(db: Db, opts: { demo: boolean }): Promise<void> {
  await seedCatalog(db);
  await db
    .insert(workshops)
    .values(WORKSHOPS.map((w, i) => ({ ...w, sortOrder: i })))
    .onConflictDoNothing();
  if (opts.demo) await seedDemo(db);
}
