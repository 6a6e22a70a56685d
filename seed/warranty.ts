/**
 * Release and warranty forms and warranty claims (issue 16). Reference: Agrokauppa Seinäjoki
 * (800010) is a warranty store whenever it exists. Demo: a second store, Agrokone Loimaa (800020),
 * forms filed at 800010 by store@demo.fi (two about Mäkelän tila's machines, business id
 * 2345678-9, so farmer@demo.fi sees them read-only), one at 800020 (another store's: refused to
 * store@demo.fi), old form data, and claims in every status with comments. Idempotent.
 */
import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import {
  customers,
  releaseForms,
  warrantyClaimComments,
  warrantyClaimHours,
  warrantyClaimParts,
  warrantyClaims,
  warrantyStores,
} from "@/db/schema";
import { hourLine, partLine } from "@/lib/warranty/lines";
import { claimTotals, parseHundredths } from "@/lib/warranty/money";
import { FIELD, joinMachine } from "@/lib/warranty/preview";

export const SECOND_STORE = {
  number: "800020",
  name: "Agrokone Loimaa",
  org: "0876543-2",
  address: "Koneenkatu 1",
  zip: "32200",
  city: "Loimaa",
};

async function customerId(db: DbOrTx, number: string): Promise<number | null> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.customerNumber, number)).limit(1);
  return row?.id ?? null;
}

export async function seedWarranty(db: Db, opts: { demo: boolean }): Promise<void> {
  const main = await customerId(db, "800010");
  if (main) await db.insert(warrantyStores).values({ customerId: main }).onConflictDoNothing();
  if (!opts.demo || !main) return;
  await db
    .insert(customers)
    .values({
      customerNumber: SECOND_STORE.number,
      name: SECOND_STORE.name,
      organisationNumber: SECOND_STORE.org,
      market: "fi",
      address: SECOND_STORE.address,
      zipCode: SECOND_STORE.zip,
      city: SECOND_STORE.city,
    })
    .onConflictDoNothing();
  const second = await customerId(db, SECOND_STORE.number);
  if (!second) return;
  await db.insert(warrantyStores).values({ customerId: second }).onConflictDoNothing();
  const [has] = await db.select({ n: sql<number>`count(*)::int` }).from(releaseForms);
  if ((has?.n ?? 0) > 0) return;
  const farm = await customerId(db, "700101");
  await db.transaction(async (tx) => {
    for (const f of DEMO_FORMS) {
      await insertReleaseForm(tx, {
        ...f,
        storeCustomerId: f.store === "800020" ? second : main,
        ownerCustomerId: f.businessId === "2345678-9" ? farm : null,
      });
    }
    for (const c of DEMO_CLAIMS) {
      await insertClaim(tx, { ...c, storeCustomerId: main, ownerCustomerId: c.serial === "VAL175N12345" ? farm : null });
    }
  });
}

interface FormSeed {
  store: string;
  source?: "release" | "old";
  daysAgo: number;
  submitter: string;
  first: string;
  last: string;
  business?: string;
  businessId?: string;
  postOffice: string;
  manufacturer: string;
  brand: string;
  model: string;
  width: string;
  serial: string;
}

const DEMO_FORMS: FormSeed[] = [
  {
    store: "800010",
    daysAgo: 20,
    submitter: "store@demo.fi",
    first: "Matti",
    last: "Mäkelä",
    business: "Mäkelän tila",
    businessId: "2345678-9",
    postOffice: "Seinäjoki",
    manufacturer: "Valtra",
    brand: "Valtra",
    model: "N175",
    width: "",
    serial: "VAL175N12345",
  },
  {
    store: "800010",
    daysAgo: 200,
    submitter: "store@demo.fi",
    first: "Matti",
    last: "Mäkelä",
    business: "Mäkelän tila",
    businessId: "2345678-9",
    postOffice: "Seinäjoki",
    manufacturer: "Kverneland",
    brand: "Kverneland",
    model: "ES 85",
    width: "3,0 m",
    serial: "KVES85300777",
  },
  {
    store: "800010",
    daysAgo: 45,
    submitter: "admin@demo.fi",
    first: "Sari",
    last: "Laine",
    business: "Laineen maatila",
    businessId: "3456789-1",
    postOffice: "Ilmajoki",
    manufacturer: "Junkkari",
    brand: "Junkkari",
    model: "Maestro 4 SW",
    width: "4,0 m",
    serial: "JUNM4SW0456",
  },
  {
    store: "800010",
    daysAgo: 3,
    submitter: "store@demo.fi",
    first: "Antti",
    last: "Heikkinen",
    business: "",
    businessId: "",
    postOffice: "Kurikka",
    manufacturer: "Elho",
    brand: "Elho",
    model: "Duo 7800",
    width: "7,8 m",
    serial: "ELHO7800X21",
  },
  {
    store: "800020",
    daysAgo: 10,
    submitter: "myyja@loimaa.example.fi",
    first: "Hanna",
    last: "Lehtonen",
    business: "Lehtosen tila",
    businessId: "4567890-2",
    postOffice: "Loimaa",
    manufacturer: "Amazone",
    brand: "Amazone",
    model: "D9 3000",
    width: "3,0 m",
    serial: "AMZD93000LO",
  },
  {
    store: "800010",
    source: "old",
    daysAgo: 900,
    submitter: "store@demo.fi",
    first: "Pekka",
    last: "Koskinen",
    businessId: "5678901-3",
    postOffice: "Lapua",
    manufacturer: "Valmet",
    brand: "Valmet",
    model: "6400",
    width: "",
    serial: "VALMET6400OLD",
  },
  {
    store: "800010",
    source: "old",
    daysAgo: 1200,
    submitter: "store@demo.fi",
    first: "Tiina",
    last: "Järvinen",
    businessId: "",
    postOffice: "Nurmo",
    manufacturer: "Junkkari",
    brand: "Junkkari",
    model: "J 300",
    width: "3,0 m",
    serial: "JUNJ300OLD1",
  },
];

const fiDate = (daysAgo: number) => {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  return `${d.getUTCDate()}.${d.getUTCMonth() + 1}.${d.getUTCFullYear()}`;
};

export async function insertReleaseForm(
  tx: DbOrTx,
  f: FormSeed & { storeCustomerId: number; ownerCustomerId: number | null },
): Promise<string> {
  const old = f.source === "old";
  const data: Record<string, string> = {
    [FIELD.customerFirstName]: f.first,
    [FIELD.customerLastName]: f.last,
    [FIELD.customerBusinessId]: f.businessId ?? "",
    [FIELD.customerStreet]: "Kylätie 1",
    [FIELD.customerZip]: "60100",
    [FIELD.customerPostOffice]: f.postOffice,
    [FIELD.customerPhone]: "+358 40 123 4567",
    [FIELD.customerEmail]: `${f.first.toLowerCase()}@example.fi`,
    [FIELD.salesmenName]: "Liisa Virtanen",
    [FIELD.salesmenEmail]: f.submitter,
    [FIELD.salemenStore]: "Agrokauppa Seinäjoki",
    [FIELD.productGroup]: "Traktori",
    [FIELD.machine]: joinMachine(f.manufacturer, f.model, f.width),
    [FIELD.brand]: f.brand,
    [FIELD.serialNumber]: f.serial,
    [FIELD.accessories]: "Etukuormain",
    [FIELD.engineManufacturer]: "AGCO Power",
    [FIELD.engineModel]: "49 AWF",
    [FIELD.engineSerialNumber]: `E${f.serial.slice(-6)}`,
    [FIELD.sparePartsStore]: "Agrokauppa Seinäjoki_800010",
    [FIELD.servicePointStore]: "Agrokauppa Seinäjoki_800010",
    [FIELD.releaseDate]: fiDate(f.daysAgo),
    [FIELD.mileageOrHours]: "12 h",
    [FIELD.place]: "Seinäjoki",
    [FIELD.signedOn]: fiDate(f.daysAgo),
    [FIELD.manualGiven]: old ? "TRUE" : "Kyllä",
    [FIELD.warrantyExplained]: "Kyllä",
    [FIELD.inspected]: old ? "FALSE" : "Kyllä",
    [FIELD.marketingApproval]: old ? "Kyllä" : "Ei",
  };
  if (!old) data[FIELD.customerBusinessName] = f.business ?? "";
  const [row] = await tx
    .insert(releaseForms)
    .values({
      source: old ? "old" : "release",
      storeCustomerId: f.storeCustomerId,
      submitterEmail: f.submitter,
      ownerCustomerId: f.ownerCustomerId,
      submittedAt: new Date(Date.now() - f.daysAgo * 86_400_000),
      customerFirstName: f.first,
      customerLastName: f.last,
      customerBusinessName: old ? null : f.business || null,
      customerBusinessId: f.businessId || null,
      customerPostOffice: f.postOffice,
      customerEmail: data[FIELD.customerEmail],
      salesmenName: "Liisa Virtanen",
      salesmenEmail: f.submitter,
      salesmenStore: "Agrokauppa Seinäjoki",
      manufactureName: f.manufacturer,
      brand: f.brand,
      model: f.model,
      serialNumber: f.serial,
      sparePartsStore: data[FIELD.sparePartsStore],
      servicePointStore: data[FIELD.servicePointStore],
      data,
    })
    .returning({ id: releaseForms.submissionId });
  return row!.id;
}

interface ClaimSeed {
  daysAgo: number;
  status: "Vastaanotettu" | "Käsittelyssä" | "Hyväksytty" | "Hylätty";
  submitter: string;
  serial: string;
  makeAndModel: string;
  startDaysAgo: number;
  first: string;
  last: string;
  parts: [amount: string, partNo: string, name: string, price: string][];
  hours: [perHour: string, hours: string, description: string][];
  comments?: [side: "store" | "importer", author: string, body: string, statusTo?: string][];
}

const DEMO_CLAIMS: ClaimSeed[] = [
  {
    daysAgo: 5,
    status: "Vastaanotettu",
    submitter: "store@demo.fi",
    serial: "VAL175N12345",
    makeAndModel: "Valtra N175",
    startDaysAgo: 20,
    first: "Matti",
    last: "Mäkelä",
    parts: [
      ["2", "V836862158", "Hydrauliletku", "48,90"],
      ["1", "V30742400", "O-rengassarja", "12,35"],
    ],
    hours: [["78,00", "1,5", "Letkujen vaihto ja koeajo"]],
  },
  {
    daysAgo: 30,
    status: "Käsittelyssä",
    submitter: "store@demo.fi",
    serial: "KVES85300777",
    makeAndModel: "Kverneland ES 85",
    startDaysAgo: 200,
    first: "Matti",
    last: "Mäkelä",
    parts: [["4", "KK073450", "Kyntöterä", "36,40"]],
    hours: [["72,50", "2", "Terien vaihto"]],
    comments: [
      ["store", "Liisa Virtanen", "Terät kuluivat poikkeuksellisen nopeasti kivettömällä pellolla."],
      ["importer", "Jukka Korhonen", "Otamme asian käsittelyyn, lähetättekö kuvat teristä?", "Käsittelyssä"],
    ],
  },
  {
    daysAgo: 60,
    status: "Hyväksytty",
    submitter: "store@demo.fi",
    serial: "JUNM4SW0456",
    makeAndModel: "Junkkari Maestro 4 SW",
    startDaysAgo: 120,
    first: "Sari",
    last: "Laine",
    parts: [],
    hours: [["70,00", "3,25", "Kylvöyksikön säätö"]],
    comments: [["importer", "Jukka Korhonen", "Hyväksytty takuuna.", "Hyväksytty"]],
  },
  {
    daysAgo: 90,
    status: "Hylätty",
    submitter: "store@demo.fi",
    serial: "ELHO7800X21",
    makeAndModel: "Elho Duo 7800",
    startDaysAgo: 500,
    first: "Antti",
    last: "Heikkinen",
    parts: [["1", "EL55120", "Laakeri", "129,00"]],
    hours: [],
    comments: [["importer", "Jukka Korhonen", "Takuu on päättynyt.", "Hylätty"]],
  },
];

export async function insertClaim(tx: DbOrTx, c: ClaimSeed & { storeCustomerId: number; ownerCustomerId: number | null }): Promise<string> {
  const num = (s: string) => parseHundredths(s)!;
  const parts = c.parts.map(([a, no, name, price]) => ({ Maara: num(a), LMVaraosanumero: no, VaraosanNimi: name, AHinta: num(price) }));
  const hours = c.hours.map(([per, h, d]) => ({ TakuutyonHintaPerTunt: num(per), Maara: num(h), Tyoseloste: d }));
  const totals = claimTotals(
    parts.map((p) => ({ lineTotalCents: partLine(p).RivinHintaCents })),
    hours.map((h) => ({ priceCents: hourLine(h).HintaCents })),
  );
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const [row] = await tx
    .insert(warrantyClaims)
    .values({
      storeCustomerId: c.storeCustomerId,
      submitterEmail: c.submitter,
      ownerCustomerId: c.ownerCustomerId,
      status: c.status,
      submittedAt: new Date(Date.now() - c.daysAgo * 86_400_000),
      serviceShopName: "Agrokauppa Seinäjoki huolto",
      serviceShopPlace: "Seinäjoki",
      serviceShopPhone: "+358 6 412 3456",
      serviceShopInvoiceNo: `H-${1000 + c.daysAgo}`,
      customerFirstName: c.first,
      customerLastName: c.last,
      customerAddress: "Kylätie 1",
      customerZip: "60100",
      customerCity: "Seinäjoki",
      customerPhone: "+358 40 123 4567",
      serialNumber: c.serial,
      makeAndModel: c.makeAndModel,
      warrantyStartDate: day(c.startDaysAgo),
      usage: "350 h",
      damageDate: day(c.daysAgo + 2),
      repairDate: day(c.daysAgo),
      faultDescription: "Vika havaittu käytössä.",
      partsTotalCents: totals.partsCents,
      workTotalCents: totals.workCents,
      totalCents: totals.totalCents,
    })
    .returning({ id: warrantyClaims.id, submissionId: warrantyClaims.submissionId });
  if (!row) throw new Error("seed: claim insert returned no row");
  if (parts.length)
    await tx.insert(warrantyClaimParts).values(
      parts.map((p, i) => ({
        claimId: row.id,
        lineNo: i,
        amountHundredths: p.Maara,
        partNumber: p.LMVaraosanumero,
        name: p.VaraosanNimi,
        unitPriceCents: p.AHinta,
        lineTotalCents: partLine(p).RivinHintaCents,
      })),
    );
  if (hours.length)
    await tx.insert(warrantyClaimHours).values(
      hours.map((h, i) => ({
        claimId: row.id,
        lineNo: i,
        pricePerHourCents: h.TakuutyonHintaPerTunt,
        hoursHundredths: h.Maara,
        description: h.Tyoseloste,
        priceCents: hourLine(h).HintaCents,
      })),
    );
  for (const [side, author, body, statusTo] of c.comments ?? [])
    await tx.insert(warrantyClaimComments).values({ claimId: row.id, authorName: author, side, body, statusTo: statusTo ?? null });
  return row.submissionId;
}
