/**
 * Demo agreements for the demo customers (what the legacy portal read from the ERP): grain, seed,
 * forage, feed and merchandise agreements over several (harvest) years, current, inactive and open
 * (awaiting signature) ones, seed agreements with connected price-hedged agreements, farm samples,
 * price hedgings, weigh-ins with analyses and forage analyses by sample number (provnr).
 *
 *   farmer@demo.se: 100234 (sub-customers 100235, 100236) and 100310; another farmer: 100412
 *   farmer@demo.fi: 700101 (sub-customer 700102)
 *
 * Idempotent: does nothing when agreements exist or the demo customers are missing. Weigh-ins
 * are generated deterministically; an agreement's accepted quantity is the sum of its settled
 * weigh-ins. Also adds the Finnish seed, forage, feed and merchandise articles the agreements use.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "@/db";
import {
  agreementLines,
  agreements,
  analysisValues,
  articles,
  customers,
  farmSamples,
  forageAnalyses,
  priceAreas,
  priceHedgings,
  weighIns,
  type AgreementKind,
  type AgreementStatus,
} from "@/db/schema";

type Market = "se" | "fi";

/** Articles the Finnish agreements need beyond seed/data.ts ARTICLE_ROWS (added if missing). */
export const AGREEMENT_ARTICLE_ROWS: {
  itemNumber: string;
  market: Market;
  name: string;
  category: "seed" | "forage" | "feed" | "merchandise";
  grainType?: string;
  unit: string;
}[] = [
  { itemNumber: "21110", market: "fi", name: "Kylvösiemen, ohra Harbin C1", category: "seed", grainType: "Ohra", unit: "ton" },
  { itemNumber: "21120", market: "fi", name: "Kylvösiemen, kaura Niklas C1", category: "seed", grainType: "Kaura", unit: "ton" },
  { itemNumber: "21210", market: "fi", name: "Nurmiheinän siemenseos Timotei-Nata", category: "seed", grainType: "Nurmi", unit: "kg" },
  { itemNumber: "31110", market: "fi", name: "Säilörehu, pyöröpaali", category: "forage", unit: "ton" },
  { itemNumber: "31120", market: "fi", name: "Kuivaheinä, pienpaali", category: "forage", unit: "ton" },
  { itemNumber: "41120", market: "fi", name: "Pekoni Lihasikarehu", category: "feed", unit: "ton" },
  { itemNumber: "51110", market: "fi", name: "YaraMila Y 3", category: "merchandise", unit: "ton" },
  { itemNumber: "51120", market: "fi", name: "Paalimuovi 750 mm", category: "merchandise", unit: "st" },
];

interface LineSeed {
  item: string;
  quantity: number;
  delivered?: number;
  unit?: string;
  price?: number;
  sort?: string;
  period?: string;
  discount?: number;
  supplement?: number;
  warehouse?: string;
}
interface SampleSeed {
  number: string;
  takenAt: string;
  item: string;
  sort?: string;
  analysedAt?: string;
  labNote?: string;
  values: [code: string, value: number, unit: string][];
}
interface HedgeSeed {
  number: string;
  date: string;
  quantity: number;
  price: number;
  period: string;
  status?: "active" | "delivered" | "cancelled";
  margin?: number;
}
interface DeliverySeed {
  date: string;
  loads: number;
  sort?: string;
  moisture: number;
  protein?: number;
  hlw?: number;
  fallingNumber?: number;
}
interface ForageSeed {
  number: string;
  harvestYear: number;
  cut: number;
  sampledAt: string;
  description: string;
  labNote?: string;
  values: [code: string, value: number, unit: string][];
}

interface AgreementSeed {
  number: string;
  customer: string;
  kind: AgreementKind;
  type: string;
  status: AgreementStatus;
  year: number;
  harvestYear?: number;
  validFrom: string;
  validTo: string;
  total: number;
  accepted?: number;
  unit?: string;
  price?: number;
  priceArea?: string;
  warehouse?: string;
  deliveryMode?: "Spon" | "Depa";
  description?: string;
  handler?: string;
  connectedTo?: string;
  signedAt?: string;
  signedBy?: string;
  internalNote?: string;
  internalMargin?: number;
  lines: LineSeed[];
  samples?: SampleSeed[];
  hedgings?: HedgeSeed[];
  deliveries?: DeliverySeed[];
  forage?: ForageSeed[];
}

/** Receiving facilities: warehouse name → facility (fabric) id. */
const FACILITIES: Record<string, string> = {
  Skara: "SK01",
  "Lidköping hamn": "LK02",
  Eslöv: "ES03",
  Motala: "MO04",
  Seinäjoki: "SJ01",
  Huittinen: "HU02",
};

const forageValues = (dm: number, energy: number, protein: number, ndf: number, sugar: number, ph: number): [string, number, string][] => [
  ["dryMatter", dm, "%"],
  ["energy", energy, "MJ/kg ts"],
  ["crudeProtein", protein, "g/kg ts"],
  ["ndf", ndf, "g/kg ts"],
  ["sugar", sugar, "g/kg ts"],
  ["ph", ph, ""],
];

const grainSample = (moisture: number, protein: number, hlw: number, fn: number): [string, number, string][] => [
  ["moisture", moisture, "%"],
  ["protein", protein, "%"],
  ["hectolitreWeight", hlw, "kg/hl"],
  ["fallingNumber", fn, "s"],
];

/** The demo agreements. Numbers: first digit 2 (se) or 7 (fi), then the kind (1 grain … 5 merchandise). */
export const DEMO_AGREEMENTS: AgreementSeed[] = [
  // ─── 100234 Gårdsjö Lantbruk AB (Skara) ───────────────────────────────────────────────────
  {
    number: "210101",
    customer: "100234",
    kind: "grain",
    type: "SportAndForwardAvtal",
    status: "current",
    year: 2026,
    harvestYear: 2026,
    validFrom: "2026-03-02",
    validTo: "2027-06-30",
    total: 120,
    price: 2150,
    priceArea: "VAST",
    warehouse: "Skara",
    deliveryMode: "Spon",
    description: "Höstvete skörd 2026, leverans augusti–september",
    handler: "Karin Ek",
    signedAt: "2026-03-02T09:14:00Z",
    signedBy: "Anna Karlsson",
    internalNote: "Kunden vill ha avräkning per leveransdag.",
    internalMargin: 42,
    lines: [{ item: "10110", quantity: 120, price: 2150, sort: "Julius", period: "Augusti–september 2026", warehouse: "Skara" }],
    samples: [
      {
        number: "610101",
        takenAt: "2026-07-28",
        item: "10110",
        sort: "Julius",
        analysedAt: "2026-07-30",
        values: grainSample(16.8, 12.9, 79.5, 310),
        labNote: "Hög vattenhalt, torkning rekommenderas.",
      },
      {
        number: "610102",
        takenAt: "2026-08-04",
        item: "10110",
        sort: "Julius",
        analysedAt: "2026-08-05",
        values: grainSample(14.9, 12.6, 80.2, 295),
      },
    ],
    hedgings: [
      { number: "810101", date: "2026-04-15", quantity: 40, price: 2190, period: "September 2026", status: "delivered", margin: 35 },
      { number: "810102", date: "2026-06-02", quantity: 30, price: 2235, period: "September 2026", status: "delivered", margin: 38 },
    ],
    deliveries: [
      { date: "2026-08-12", loads: 2, sort: "Julius", moisture: 15.8, protein: 12.8, hlw: 79.8, fallingNumber: 305 },
      { date: "2026-08-13", loads: 1, sort: "Julius", moisture: 14.6, protein: 12.5, hlw: 80.4, fallingNumber: 298 },
      { date: "2026-08-19", loads: 1, sort: "Julius", moisture: 14.1, protein: 12.2, hlw: 80.9, fallingNumber: 287 },
    ],
  },
  {
    number: "210102",
    customer: "100234",
    kind: "grain",
    type: "Depaavtal",
    status: "current",
    year: 2026,
    harvestYear: 2026,
    validFrom: "2026-08-01",
    validTo: "2027-06-30",
    total: 200,
    priceArea: "VAST",
    warehouse: "Lidköping hamn",
    deliveryMode: "Depa",
    description: "Depå maltkorn skörd 2026, prissätts senast juni 2027",
    handler: "Karin Ek",
    signedAt: "2026-07-20T13:02:00Z",
    signedBy: "Anna Karlsson",
    internalNote: "Depåavgift enligt prislista 2026.",
    lines: [{ item: "10210", quantity: 200, sort: "Planet", period: "Augusti 2026–juni 2027", warehouse: "Lidköping hamn" }],
    samples: [
      {
        number: "610103",
        takenAt: "2026-08-02",
        item: "10210",
        sort: "Planet",
        analysedAt: "2026-08-03",
        values: [...grainSample(15.2, 10.4, 68.5, 260), ["germination", 98, "%"], ["screening", 93.5, "%"]],
      },
    ],
    hedgings: [
      { number: "810103", date: "2026-09-10", quantity: 50, price: 2380, period: "Januari 2027", margin: 40 },
      { number: "810104", date: "2026-10-21", quantity: 60, price: 2410, period: "Mars 2027", margin: 41 },
      { number: "810105", date: "2026-11-03", quantity: 25, price: 2395, period: "Maj 2027", margin: 39 },
    ],
    deliveries: [
      { date: "2026-08-06", loads: 3, sort: "Planet", moisture: 14.8, protein: 10.6, hlw: 68.9 },
      { date: "2026-08-07", loads: 2, sort: "Planet", moisture: 15.6, protein: 10.9, hlw: 68.1 },
      { date: "2026-08-10", loads: 2, sort: "Planet", moisture: 14.2, protein: 10.2, hlw: 69.4 },
    ],
  },
  {
    number: "210103",
    customer: "100234",
    kind: "grain",
    type: "PrissakringDepaavtal",
    status: "current",
    year: 2026,
    harvestYear: 2026,
    validFrom: "2026-09-10",
    validTo: "2027-01-31",
    total: 50,
    price: 2380,
    priceArea: "VAST",
    warehouse: "Lidköping hamn",
    deliveryMode: "Depa",
    description: "Prissäkring av depå 210102, januari 2027",
    handler: "Karin Ek",
    signedAt: "2026-09-10T10:40:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "10210", quantity: 50, price: 2380, sort: "Planet", period: "Januari 2027", warehouse: "Lidköping hamn" }],
  },
  {
    number: "210104",
    customer: "100234",
    kind: "grain",
    type: "SportAndForwardAvtal",
    status: "inactive",
    year: 2025,
    harvestYear: 2025,
    validFrom: "2025-02-17",
    validTo: "2026-06-30",
    total: 95,
    price: 1985,
    priceArea: "VAST",
    warehouse: "Skara",
    deliveryMode: "Spon",
    description: "Höstvete skörd 2025",
    handler: "Karin Ek",
    signedAt: "2025-02-17T08:30:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "10110", quantity: 95, price: 1985, sort: "Julius", period: "Augusti 2025", warehouse: "Skara" }],
    samples: [
      {
        number: "610104",
        takenAt: "2025-07-31",
        item: "10110",
        sort: "Julius",
        analysedAt: "2025-08-01",
        values: grainSample(17.5, 13.1, 78.9, 280),
      },
    ],
    hedgings: [
      { number: "810106", date: "2025-05-06", quantity: 45, price: 2010, period: "Augusti 2025", status: "delivered", margin: 33 },
    ],
    deliveries: [
      { date: "2025-08-14", loads: 2, sort: "Julius", moisture: 16.2, protein: 13.0, hlw: 79.1, fallingNumber: 276 },
      { date: "2025-08-15", loads: 2, sort: "Julius", moisture: 15.1, protein: 12.7, hlw: 79.6, fallingNumber: 282 },
    ],
  },
  {
    number: "210105",
    customer: "100234",
    kind: "grain",
    type: "Torkavtal",
    status: "inactive",
    year: 2025,
    harvestYear: 2025,
    validFrom: "2025-07-01",
    validTo: "2025-12-31",
    total: 60,
    price: 185,
    warehouse: "Skara",
    description: "Torkning och lagring av havre",
    handler: "Per Holm",
    signedAt: "2025-06-24T15:10:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "10320", quantity: 60, price: 185, period: "Augusti–december 2025", warehouse: "Skara" }],
    deliveries: [{ date: "2025-08-28", loads: 2, moisture: 19.4, protein: 11.1, hlw: 52.3 }],
  },
  {
    number: "210106",
    customer: "100234",
    kind: "grain",
    type: "Depaavtal",
    status: "inactive",
    year: 2024,
    harvestYear: 2024,
    validFrom: "2024-07-01",
    validTo: "2025-06-30",
    total: 80,
    price: 4620,
    priceArea: "VAST",
    warehouse: "Lidköping hamn",
    deliveryMode: "Depa",
    description: "Depå höstraps skörd 2024",
    handler: "Karin Ek",
    signedAt: "2024-07-15T11:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "10410", quantity: 80, price: 4620, period: "Juli 2024–juni 2025", warehouse: "Lidköping hamn" }],
    hedgings: [
      { number: "810107", date: "2024-11-12", quantity: 40, price: 4580, period: "Februari 2025", status: "delivered", margin: 55 },
    ],
    deliveries: [{ date: "2024-07-24", loads: 3, moisture: 7.8, hlw: 66.0 }],
  },
  {
    number: "210107",
    customer: "100234",
    kind: "grain",
    type: "SportAndForwardAvtal",
    status: "open",
    year: 2027,
    harvestYear: 2027,
    validFrom: "2026-11-18",
    validTo: "2028-06-30",
    total: 60,
    price: 2210,
    priceArea: "VAST",
    warehouse: "Skara",
    deliveryMode: "Spon",
    description: "Höstvete skörd 2027 (väntar på signering)",
    handler: "Karin Ek",
    lines: [{ item: "10110", quantity: 60, price: 2210, sort: "Julius", period: "Augusti–september 2027", warehouse: "Skara" }],
  },
  // seed
  {
    number: "220101",
    customer: "100234",
    kind: "seed",
    type: "Utsadesavtal",
    status: "current",
    year: 2026,
    validFrom: "2026-01-15",
    validTo: "2026-12-31",
    total: 32,
    price: 5900,
    warehouse: "Skara",
    description: "Utsäde höstvete Julius C2, odling 2026",
    handler: "Per Holm",
    signedAt: "2026-01-15T10:00:00Z",
    signedBy: "Anna Karlsson",
    internalNote: "Certifierad utsädesodlare sedan 2019.",
    internalMargin: 310,
    lines: [{ item: "20110", quantity: 32, price: 5900, sort: "Julius", period: "September 2026", warehouse: "Skara" }],
    samples: [
      {
        number: "610105",
        takenAt: "2026-08-09",
        item: "20110",
        sort: "Julius",
        analysedAt: "2026-08-12",
        values: [
          ["germination", 94, "%"],
          ["thousandKernelWeight", 46.2, "g"],
          ["moisture", 14.4, "%"],
        ],
      },
    ],
    deliveries: [{ date: "2026-08-20", loads: 1, sort: "Julius", moisture: 14.3, protein: 11.9, hlw: 81.2 }],
  },
  {
    number: "220102",
    customer: "100234",
    kind: "seed",
    type: "PrissakringUtsadesavtal",
    status: "current",
    year: 2026,
    connectedTo: "220101",
    validFrom: "2026-03-10",
    validTo: "2026-12-31",
    total: 12,
    price: 5980,
    warehouse: "Skara",
    description: "Prissäkring av del av utsädesavtal 220101",
    handler: "Per Holm",
    signedAt: "2026-03-10T09:20:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "20110", quantity: 12, price: 5980, sort: "Julius", period: "September 2026" }],
  },
  {
    number: "220103",
    customer: "100234",
    kind: "seed",
    type: "PrissakringUtsadesavtal",
    status: "current",
    year: 2026,
    connectedTo: "220101",
    validFrom: "2026-05-18",
    validTo: "2026-12-31",
    total: 8.5,
    price: 6040,
    warehouse: "Skara",
    description: "Prissäkring av del av utsädesavtal 220101",
    handler: "Per Holm",
    signedAt: "2026-05-18T14:45:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "20110", quantity: 8.5, price: 6040, sort: "Julius", period: "September 2026" }],
  },
  {
    number: "220104",
    customer: "100234",
    kind: "seed",
    type: "Fröavtal",
    status: "current",
    year: 2026,
    validFrom: "2026-02-01",
    validTo: "2026-10-31",
    total: 0.45,
    accepted: 0.45,
    unit: "kg",
    price: 78,
    warehouse: "Skara",
    description: "Vallfrö Slåttervall Normal 2, 450 kg",
    handler: "Per Holm",
    signedAt: "2026-02-01T12:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "20210", quantity: 450, delivered: 450, unit: "kg", price: 78 }],
  },
  {
    number: "220105",
    customer: "100234",
    kind: "seed",
    type: "Utsadesavtal",
    status: "inactive",
    year: 2025,
    validFrom: "2025-01-20",
    validTo: "2025-12-31",
    total: 28,
    accepted: 27.4,
    price: 5650,
    warehouse: "Skara",
    description: "Utsäde vårkorn Planet C2, odling 2025",
    handler: "Per Holm",
    signedAt: "2025-01-20T10:30:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "20120", quantity: 28, delivered: 27.4, price: 5650, sort: "Planet", period: "September 2025" }],
  },
  {
    number: "220106",
    customer: "100234",
    kind: "seed",
    type: "PrissakringUtsadesavtal",
    status: "inactive",
    year: 2025,
    connectedTo: "220105",
    validFrom: "2025-04-02",
    validTo: "2025-12-31",
    total: 10,
    accepted: 10,
    price: 5720,
    description: "Prissäkring av del av utsädesavtal 220105",
    handler: "Per Holm",
    signedAt: "2025-04-02T08:05:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "20120", quantity: 10, delivered: 10, price: 5720, sort: "Planet" }],
  },
  {
    number: "220107",
    customer: "100234",
    kind: "seed",
    type: "Utsadesavtal",
    status: "inactive",
    year: 2024,
    validFrom: "2024-01-22",
    validTo: "2024-12-31",
    total: 25,
    accepted: 25,
    price: 5480,
    warehouse: "Skara",
    description: "Utsäde höstvete Julius C2, odling 2024",
    handler: "Per Holm",
    signedAt: "2024-01-22T09:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "20110", quantity: 25, delivered: 25, price: 5480, sort: "Julius" }],
  },
  // forage
  {
    number: "230101",
    customer: "100234",
    kind: "forage",
    type: "Grovfoderavtal",
    status: "current",
    year: 2024,
    harvestYear: 2026,
    validFrom: "2024-05-01",
    validTo: "2027-04-30",
    total: 450,
    accepted: 318.6,
    price: 1450,
    warehouse: "Skara",
    description: "Ensilage rundbal, treårsavtal 2024–2026",
    handler: "Lena Berg",
    signedAt: "2024-04-12T13:30:00Z",
    signedBy: "Anna Karlsson",
    internalNote: "Leveranser hämtas på gården.",
    lines: [{ item: "30110", quantity: 450, delivered: 318.6, price: 1450, period: "Maj 2024–april 2027" }],
    forage: [
      {
        number: "640101",
        harvestYear: 2024,
        cut: 1,
        sampledAt: "2024-06-10",
        description: "Vall 1:a skörd, rundbal",
        values: forageValues(34.2, 11.1, 168, 452, 88, 4.3),
      },
      {
        number: "640102",
        harvestYear: 2024,
        cut: 2,
        sampledAt: "2024-07-29",
        description: "Vall 2:a skörd, rundbal",
        values: forageValues(38.9, 10.6, 151, 488, 64, 4.5),
      },
      {
        number: "640103",
        harvestYear: 2025,
        cut: 1,
        sampledAt: "2025-06-05",
        description: "Vall 1:a skörd, rundbal",
        values: forageValues(31.7, 11.3, 174, 438, 96, 4.2),
      },
      {
        number: "640104",
        harvestYear: 2025,
        cut: 2,
        sampledAt: "2025-07-24",
        description: "Vall 2:a skörd, rundbal",
        values: forageValues(36.4, 10.8, 158, 471, 71, 4.4),
      },
      {
        number: "640105",
        harvestYear: 2025,
        cut: 3,
        sampledAt: "2025-09-08",
        description: "Vall 3:e skörd, rundbal",
        values: forageValues(29.8, 10.4, 182, 455, 52, 4.6),
        labNote: "Något förhöjt ammoniakkväve.",
      },
      {
        number: "640106",
        harvestYear: 2026,
        cut: 1,
        sampledAt: "2026-06-08",
        description: "Vall 1:a skörd, rundbal",
        values: forageValues(33.5, 11.2, 171, 446, 91, 4.3),
      },
      {
        number: "640107",
        harvestYear: 2026,
        cut: 2,
        sampledAt: "2026-07-27",
        description: "Vall 2:a skörd, rundbal",
        values: forageValues(37.1, 10.7, 155, 479, 69, 4.4),
      },
    ],
  },
  {
    number: "230102",
    customer: "100234",
    kind: "forage",
    type: "Grovfoderavtal",
    status: "inactive",
    year: 2022,
    harvestYear: 2023,
    validFrom: "2022-05-01",
    validTo: "2024-04-30",
    total: 300,
    accepted: 296.2,
    price: 1280,
    warehouse: "Skara",
    description: "Hö småbal, tvåårsavtal 2022–2023",
    handler: "Lena Berg",
    signedAt: "2022-04-20T10:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "30120", quantity: 300, delivered: 296.2, price: 1280 }],
    forage: [
      {
        number: "640108",
        harvestYear: 2022,
        cut: 1,
        sampledAt: "2022-06-21",
        description: "Hö 1:a skörd, småbal",
        values: forageValues(86.5, 9.4, 112, 562, 78, 5.6),
      },
      {
        number: "640109",
        harvestYear: 2023,
        cut: 1,
        sampledAt: "2023-06-19",
        description: "Hö 1:a skörd, småbal",
        values: forageValues(87.2, 9.6, 118, 548, 83, 5.5),
      },
    ],
  },
  // feed
  {
    number: "240101",
    customer: "100234",
    kind: "feed",
    type: "FastPrisAvtalFoder",
    status: "current",
    year: 2026,
    validFrom: "2026-07-01",
    validTo: "2027-06-30",
    total: 96,
    accepted: 38.5,
    price: 4350,
    description: "Fastpris mjölkfoder juli 2026–juni 2027",
    handler: "Lena Berg",
    signedAt: "2026-06-20T11:15:00Z",
    signedBy: "Anna Karlsson",
    internalNote: "Rabatt 3 % enligt ramavtal mjölk.",
    internalMargin: 185,
    lines: [
      { item: "40110", quantity: 60, delivered: 24, price: 4350, discount: 50, period: "Juli 2026–juni 2027" },
      { item: "40120", quantity: 36, delivered: 14.5, price: 4120, discount: 40, supplement: 25, period: "Juli 2026–juni 2027" },
    ],
  },
  {
    number: "240102",
    customer: "100234",
    kind: "feed",
    type: "Foderavtal",
    status: "current",
    year: 2026,
    validFrom: "2026-01-01",
    validTo: "2026-12-31",
    total: 18,
    accepted: 15,
    price: 5290,
    description: "Smågrisfoder 2026",
    handler: "Lena Berg",
    signedAt: "2025-12-12T09:40:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "40210", quantity: 18, delivered: 15, price: 5290 }],
  },
  {
    number: "240103",
    customer: "100234",
    kind: "feed",
    type: "FastPrisAvtalFoder",
    status: "inactive",
    year: 2025,
    validFrom: "2025-07-01",
    validTo: "2026-06-30",
    total: 90,
    accepted: 91.2,
    price: 4480,
    description: "Fastpris mjölkfoder juli 2025–juni 2026",
    handler: "Lena Berg",
    signedAt: "2025-06-18T10:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "40110", quantity: 90, delivered: 91.2, price: 4480, discount: 50 }],
  },
  {
    number: "240104",
    customer: "100234",
    kind: "feed",
    type: "Foderavtal",
    status: "inactive",
    year: 2024,
    validFrom: "2024-01-01",
    validTo: "2024-12-31",
    total: 20,
    accepted: 19.6,
    price: 5410,
    description: "Smågrisfoder 2024",
    handler: "Lena Berg",
    signedAt: "2023-12-08T14:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "40210", quantity: 20, delivered: 19.6, price: 5410 }],
  },
  // merchandise
  {
    number: "250101",
    customer: "100234",
    kind: "merchandise",
    type: "Handelsvaruavtal",
    status: "current",
    year: 2026,
    validFrom: "2026-10-01",
    validTo: "2027-05-31",
    total: 45,
    accepted: 0,
    price: 5100,
    description: "Gödsel Axan NS 27-4 inför våren 2027",
    handler: "Per Holm",
    signedAt: "2026-09-28T08:50:00Z",
    signedBy: "Anna Karlsson",
    internalMargin: 220,
    lines: [
      { item: "50110", quantity: 45, price: 5100, period: "Mars–april 2027" },
      { item: "50120", quantity: 40, unit: "st", price: 1150, period: "Maj 2027" },
    ],
  },
  {
    number: "250102",
    customer: "100234",
    kind: "merchandise",
    type: "FastPrisAvtalHandel",
    status: "current",
    year: 2026,
    validFrom: "2026-02-01",
    validTo: "2026-12-31",
    total: 30,
    accepted: 30,
    price: 4890,
    description: "Fastpris Axan NS 27-4, säsong 2026",
    handler: "Per Holm",
    signedAt: "2026-01-30T13:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "50110", quantity: 30, delivered: 30, price: 4890 }],
  },
  {
    number: "250103",
    customer: "100234",
    kind: "merchandise",
    type: "Handelsvaruavtal",
    status: "inactive",
    year: 2025,
    validFrom: "2024-10-01",
    validTo: "2025-05-31",
    total: 42,
    accepted: 42,
    price: 5240,
    description: "Gödsel Axan NS 27-4, våren 2025",
    handler: "Per Holm",
    signedAt: "2024-09-26T10:20:00Z",
    signedBy: "Anna Karlsson",
    lines: [
      { item: "50110", quantity: 42, delivered: 42, price: 5240 },
      { item: "50120", quantity: 36, delivered: 36, unit: "st", price: 1120 },
    ],
  },
  {
    number: "250104",
    customer: "100234",
    kind: "merchandise",
    type: "FastPrisAvtalHandel",
    status: "inactive",
    year: 2024,
    validFrom: "2024-02-01",
    validTo: "2024-12-31",
    total: 28,
    accepted: 28,
    price: 5560,
    description: "Fastpris Axan NS 27-4, säsong 2024",
    handler: "Per Holm",
    signedAt: "2024-01-29T09:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "50110", quantity: 28, delivered: 28, price: 5560 }],
  },

  // ─── 100235 Gårdsjö Lantbruk – Västergården (sub-customer) ────────────────────────────────
  {
    number: "210201",
    customer: "100235",
    kind: "grain",
    type: "SportAndForwardAvtal",
    status: "current",
    year: 2026,
    harvestYear: 2026,
    validFrom: "2026-04-07",
    validTo: "2027-06-30",
    total: 70,
    price: 1870,
    priceArea: "VAST",
    warehouse: "Skara",
    deliveryMode: "Spon",
    description: "Havre gryn skörd 2026",
    handler: "Karin Ek",
    signedAt: "2026-04-07T10:10:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "10310", quantity: 70, price: 1870, sort: "Belinda", period: "Augusti–september 2026", warehouse: "Skara" }],
    samples: [
      {
        number: "610201",
        takenAt: "2026-08-15",
        item: "10310",
        sort: "Belinda",
        analysedAt: "2026-08-17",
        values: grainSample(15.4, 12.1, 55.6, 0),
      },
    ],
    deliveries: [
      { date: "2026-08-25", loads: 2, sort: "Belinda", moisture: 14.9, protein: 12.0, hlw: 55.9 },
      { date: "2026-08-27", loads: 1, sort: "Belinda", moisture: 14.2, protein: 11.8, hlw: 56.4 },
    ],
  },
  {
    number: "210202",
    customer: "100235",
    kind: "grain",
    type: "SportAndForwardAvtal",
    status: "inactive",
    year: 2025,
    harvestYear: 2025,
    validFrom: "2025-03-11",
    validTo: "2026-06-30",
    total: 55,
    price: 1790,
    priceArea: "VAST",
    warehouse: "Skara",
    deliveryMode: "Spon",
    description: "Havre gryn skörd 2025",
    handler: "Karin Ek",
    signedAt: "2025-03-11T11:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "10310", quantity: 55, price: 1790, sort: "Belinda", warehouse: "Skara" }],
    deliveries: [{ date: "2025-08-22", loads: 2, sort: "Belinda", moisture: 15.2, protein: 12.4, hlw: 55.1 }],
  },
  {
    number: "220201",
    customer: "100235",
    kind: "seed",
    type: "Utsadesavtal",
    status: "current",
    year: 2026,
    validFrom: "2026-01-20",
    validTo: "2026-12-31",
    total: 14,
    accepted: 0,
    price: 5200,
    description: "Utsäde vårkorn Planet C2, odling 2026",
    handler: "Per Holm",
    signedAt: "2026-01-20T09:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "20120", quantity: 14, price: 5200, sort: "Planet" }],
  },
  {
    number: "220202",
    customer: "100235",
    kind: "seed",
    type: "PrissakringUtsadesavtal",
    status: "current",
    year: 2026,
    connectedTo: "220201",
    validFrom: "2026-04-14",
    validTo: "2026-12-31",
    total: 6,
    price: 5260,
    description: "Prissäkring av del av utsädesavtal 220201",
    handler: "Per Holm",
    signedAt: "2026-04-14T09:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "20120", quantity: 6, price: 5260, sort: "Planet" }],
  },
  {
    number: "230201",
    customer: "100235",
    kind: "forage",
    type: "Grovfoderavtal",
    status: "current",
    year: 2025,
    harvestYear: 2026,
    validFrom: "2025-05-01",
    validTo: "2027-04-30",
    total: 180,
    accepted: 96.4,
    price: 1490,
    description: "Ensilage rundbal, tvåårsavtal 2025–2026",
    handler: "Lena Berg",
    signedAt: "2025-04-22T08:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "30110", quantity: 180, delivered: 96.4, price: 1490 }],
    forage: [
      {
        number: "640201",
        harvestYear: 2025,
        cut: 1,
        sampledAt: "2025-06-09",
        description: "Vall 1:a skörd, Västergården",
        values: forageValues(32.4, 11.0, 165, 449, 84, 4.3),
      },
      {
        number: "640202",
        harvestYear: 2026,
        cut: 1,
        sampledAt: "2026-06-11",
        description: "Vall 1:a skörd, Västergården",
        values: forageValues(30.9, 11.4, 178, 431, 99, 4.2),
      },
    ],
  },
  {
    number: "240201",
    customer: "100235",
    kind: "feed",
    type: "Foderavtal",
    status: "current",
    year: 2026,
    validFrom: "2026-01-01",
    validTo: "2026-12-31",
    total: 24,
    accepted: 19,
    price: 4390,
    description: "Komplettfoder 2026, Västergården",
    handler: "Lena Berg",
    signedAt: "2025-12-15T10:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "40110", quantity: 24, delivered: 19, price: 4390 }],
  },
  {
    number: "250201",
    customer: "100235",
    kind: "merchandise",
    type: "Handelsvaruavtal",
    status: "inactive",
    year: 2025,
    validFrom: "2025-03-01",
    validTo: "2025-08-31",
    total: 1,
    accepted: 1,
    price: 1160,
    description: "Ensilageplast 2025",
    handler: "Per Holm",
    signedAt: "2025-02-25T10:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "50120", quantity: 24, delivered: 24, unit: "st", price: 1160 }],
  },

  // ─── 100236 Gårdsjö Spannmål HB (sub-customer) ───────────────────────────────────────────
  {
    number: "210301",
    customer: "100236",
    kind: "grain",
    type: "SportAndForwardAvtal",
    status: "current",
    year: 2026,
    harvestYear: 2026,
    validFrom: "2026-02-24",
    validTo: "2027-06-30",
    total: 150,
    price: 2090,
    priceArea: "VAST",
    warehouse: "Lidköping hamn",
    deliveryMode: "Spon",
    description: "Höstvete foder skörd 2026",
    handler: "Karin Ek",
    signedAt: "2026-02-24T12:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "10120", quantity: 150, price: 2090, sort: "Linus", warehouse: "Lidköping hamn" }],
    hedgings: [{ number: "810301", date: "2026-05-12", quantity: 75, price: 2140, period: "Oktober 2026", margin: 36 }],
    deliveries: [
      { date: "2026-08-17", loads: 3, sort: "Linus", moisture: 15.1, protein: 11.4, hlw: 77.8, fallingNumber: 240 },
      { date: "2026-08-18", loads: 2, sort: "Linus", moisture: 14.4, protein: 11.1, hlw: 78.3, fallingNumber: 251 },
    ],
  },
  {
    number: "210302",
    customer: "100236",
    kind: "grain",
    type: "Depaavtal",
    status: "inactive",
    year: 2025,
    harvestYear: 2025,
    validFrom: "2025-08-01",
    validTo: "2026-06-30",
    total: 110,
    price: 2020,
    priceArea: "VAST",
    warehouse: "Lidköping hamn",
    deliveryMode: "Depa",
    description: "Depå foderkorn skörd 2025",
    handler: "Karin Ek",
    signedAt: "2025-07-28T09:30:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "10220", quantity: 110, price: 2020, warehouse: "Lidköping hamn" }],
    deliveries: [{ date: "2025-08-08", loads: 4, moisture: 15.0, protein: 11.2, hlw: 66.4 }],
  },
  {
    number: "220301",
    customer: "100236",
    kind: "seed",
    type: "Utsadesavtal",
    status: "current",
    year: 2026,
    validFrom: "2026-01-26",
    validTo: "2026-12-31",
    total: 20,
    accepted: 0,
    price: 5880,
    description: "Utsäde höstvete Julius C2, odling 2026",
    handler: "Per Holm",
    signedAt: "2026-01-26T09:15:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "20110", quantity: 20, price: 5880, sort: "Julius" }],
  },
  {
    number: "250301",
    customer: "100236",
    kind: "merchandise",
    type: "Handelsvaruavtal",
    status: "current",
    year: 2026,
    validFrom: "2026-10-15",
    validTo: "2027-05-31",
    total: 25,
    accepted: 0,
    price: 5120,
    description: "Gödsel Axan NS 27-4 inför våren 2027",
    handler: "Per Holm",
    signedAt: "2026-10-14T07:45:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "50110", quantity: 25, price: 5120, period: "Mars–april 2027" }],
  },

  // ─── 100310 Ekängens Gård (Motala; farmer@demo.se is a user) ─────────────────────────────
  {
    number: "210401",
    customer: "100310",
    kind: "grain",
    type: "SportAndForwardAvtal",
    status: "current",
    year: 2026,
    harvestYear: 2026,
    validFrom: "2026-03-16",
    validTo: "2027-06-30",
    total: 90,
    price: 2340,
    priceArea: "OST",
    warehouse: "Motala",
    deliveryMode: "Spon",
    description: "Maltkorn skörd 2026",
    handler: "Johan Lund",
    signedAt: "2026-03-16T10:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "10210", quantity: 90, price: 2340, sort: "Planet", warehouse: "Motala" }],
    deliveries: [{ date: "2026-08-11", loads: 3, sort: "Planet", moisture: 14.7, protein: 10.8, hlw: 68.7 }],
  },
  {
    number: "220401",
    customer: "100310",
    kind: "seed",
    type: "Utsadesavtal",
    status: "inactive",
    year: 2025,
    validFrom: "2025-01-14",
    validTo: "2025-12-31",
    total: 12,
    accepted: 12,
    price: 5610,
    description: "Utsäde vårkorn Planet C2, odling 2025",
    handler: "Johan Lund",
    signedAt: "2025-01-14T10:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "20120", quantity: 12, delivered: 12, price: 5610, sort: "Planet" }],
  },
  {
    number: "240401",
    customer: "100310",
    kind: "feed",
    type: "FastPrisAvtalFoder",
    status: "current",
    year: 2026,
    validFrom: "2026-07-01",
    validTo: "2027-06-30",
    total: 48,
    accepted: 20,
    price: 4330,
    description: "Fastpris komplettfoder 2026/2027",
    handler: "Johan Lund",
    signedAt: "2026-06-25T10:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "40110", quantity: 48, delivered: 20, price: 4330 }],
  },

  // ─── 100412 Björkhaga Lantbruk AB (another farmer) ───────────────────────────────────────
  {
    number: "210501",
    customer: "100412",
    kind: "grain",
    type: "SportAndForwardAvtal",
    status: "current",
    year: 2026,
    harvestYear: 2026,
    validFrom: "2026-02-10",
    validTo: "2027-06-30",
    total: 210,
    price: 2170,
    priceArea: "SYD",
    warehouse: "Eslöv",
    deliveryMode: "Spon",
    description: "Höstvete skörd 2026",
    handler: "Maria Nyström",
    signedAt: "2026-02-10T09:00:00Z",
    signedBy: "Sven Björk",
    internalNote: "Storkund Skåne.",
    lines: [{ item: "10110", quantity: 210, price: 2170, sort: "Informer", warehouse: "Eslöv" }],
    samples: [
      {
        number: "610501",
        takenAt: "2026-07-25",
        item: "10110",
        sort: "Informer",
        analysedAt: "2026-07-27",
        values: grainSample(15.1, 12.2, 80.8, 330),
      },
    ],
    hedgings: [{ number: "810501", date: "2026-04-20", quantity: 100, price: 2205, period: "September 2026", margin: 37 }],
    deliveries: [{ date: "2026-08-05", loads: 4, sort: "Informer", moisture: 14.5, protein: 12.1, hlw: 80.6, fallingNumber: 322 }],
  },
  {
    number: "220501",
    customer: "100412",
    kind: "seed",
    type: "Utsadesavtal",
    status: "current",
    year: 2026,
    validFrom: "2026-01-12",
    validTo: "2026-12-31",
    total: 40,
    price: 5870,
    description: "Utsäde höstvete, odling 2026",
    handler: "Maria Nyström",
    signedAt: "2026-01-12T09:00:00Z",
    signedBy: "Sven Björk",
    lines: [{ item: "20110", quantity: 40, price: 5870, sort: "Julius" }],
  },
  {
    number: "220502",
    customer: "100412",
    kind: "seed",
    type: "PrissakringUtsadesavtal",
    status: "current",
    year: 2026,
    connectedTo: "220501",
    validFrom: "2026-03-03",
    validTo: "2026-12-31",
    total: 15,
    price: 5950,
    description: "Prissäkring av del av utsädesavtal 220501",
    handler: "Maria Nyström",
    signedAt: "2026-03-03T09:00:00Z",
    signedBy: "Sven Björk",
    lines: [{ item: "20110", quantity: 15, price: 5950, sort: "Julius" }],
  },
  {
    number: "230501",
    customer: "100412",
    kind: "forage",
    type: "Grovfoderavtal",
    status: "current",
    year: 2026,
    harvestYear: 2026,
    validFrom: "2026-05-01",
    validTo: "2027-04-30",
    total: 120,
    accepted: 40,
    price: 1510,
    description: "Ensilage rundbal 2026",
    handler: "Maria Nyström",
    signedAt: "2026-04-15T09:00:00Z",
    signedBy: "Sven Björk",
    lines: [{ item: "30110", quantity: 120, delivered: 40, price: 1510 }],
    forage: [
      {
        number: "640501",
        harvestYear: 2026,
        cut: 1,
        sampledAt: "2026-06-03",
        description: "Vall 1:a skörd, Björkhaga",
        values: forageValues(35.0, 11.0, 160, 455, 80, 4.3),
      },
    ],
  },
  {
    number: "240501",
    customer: "100412",
    kind: "feed",
    type: "Foderavtal",
    status: "current",
    year: 2026,
    validFrom: "2026-01-01",
    validTo: "2026-12-31",
    total: 30,
    accepted: 22,
    price: 5300,
    description: "Smågrisfoder 2026",
    handler: "Maria Nyström",
    signedAt: "2025-12-10T09:00:00Z",
    signedBy: "Sven Björk",
    lines: [{ item: "40210", quantity: 30, delivered: 22, price: 5300 }],
  },
  {
    number: "250501",
    customer: "100412",
    kind: "merchandise",
    type: "Handelsvaruavtal",
    status: "current",
    year: 2026,
    validFrom: "2026-10-01",
    validTo: "2027-05-31",
    total: 60,
    accepted: 0,
    price: 5090,
    description: "Gödsel inför våren 2027",
    handler: "Maria Nyström",
    signedAt: "2026-09-30T09:00:00Z",
    signedBy: "Sven Björk",
    lines: [{ item: "50110", quantity: 60, price: 5090 }],
  },

  // ─── 700101 Mäkelän tila (Seinäjoki) ─────────────────────────────────────────────────────
  {
    number: "710101",
    customer: "700101",
    kind: "grain",
    type: "SportAndForwardAvtal",
    status: "current",
    year: 2026,
    harvestYear: 2026,
    validFrom: "2026-03-05",
    validTo: "2027-06-30",
    total: 140,
    price: 232,
    priceArea: "POH",
    warehouse: "Seinäjoki",
    deliveryMode: "Spon",
    description: "Mallasohra, sato 2026",
    handler: "Jari Salo",
    signedAt: "2026-03-05T08:00:00Z",
    signedBy: "Matti Mäkelä",
    internalNote: "Sopimusviljelijä, mallasohran laatuohjelma.",
    internalMargin: 6,
    lines: [{ item: "11210", quantity: 140, price: 232, sort: "RGT Planet", period: "Elo–syyskuu 2026", warehouse: "Seinäjoki" }],
    samples: [
      {
        number: "620101",
        takenAt: "2026-08-10",
        item: "11210",
        sort: "RGT Planet",
        analysedAt: "2026-08-11",
        values: [...grainSample(17.9, 11.2, 67.4, 0), ["germination", 97, "%"]],
      },
    ],
    hedgings: [
      { number: "820101", date: "2026-05-04", quantity: 60, price: 236, period: "Syyskuu 2026", margin: 4 },
      { number: "820102", date: "2026-06-15", quantity: 40, price: 241, period: "Lokakuu 2026", margin: 4 },
    ],
    deliveries: [
      { date: "2026-08-24", loads: 2, sort: "RGT Planet", moisture: 15.4, protein: 11.0, hlw: 67.9 },
      { date: "2026-08-26", loads: 3, sort: "RGT Planet", moisture: 14.6, protein: 10.7, hlw: 68.5 },
    ],
  },
  {
    number: "710102",
    customer: "700101",
    kind: "grain",
    type: "Depaavtal",
    status: "current",
    year: 2026,
    harvestYear: 2026,
    validFrom: "2026-08-15",
    validTo: "2027-06-30",
    total: 90,
    priceArea: "POH",
    warehouse: "Seinäjoki",
    deliveryMode: "Depa",
    description: "Rehukaura varastosopimus, sato 2026",
    handler: "Jari Salo",
    signedAt: "2026-08-12T09:00:00Z",
    signedBy: "Matti Mäkelä",
    lines: [{ item: "11320", quantity: 90, sort: "Niklas", warehouse: "Seinäjoki" }],
    hedgings: [{ number: "820103", date: "2026-10-07", quantity: 30, price: 198, period: "Tammikuu 2027", margin: 5 }],
    deliveries: [{ date: "2026-09-02", loads: 2, sort: "Niklas", moisture: 14.3, protein: 11.6, hlw: 54.8 }],
  },
  {
    number: "710103",
    customer: "700101",
    kind: "grain",
    type: "SportAndForwardAvtal",
    status: "inactive",
    year: 2025,
    harvestYear: 2025,
    validFrom: "2025-02-20",
    validTo: "2026-06-30",
    total: 120,
    price: 224,
    priceArea: "POH",
    warehouse: "Seinäjoki",
    deliveryMode: "Spon",
    description: "Mallasohra, sato 2025",
    handler: "Jari Salo",
    signedAt: "2025-02-20T09:00:00Z",
    signedBy: "Matti Mäkelä",
    lines: [{ item: "11210", quantity: 120, price: 224, sort: "RGT Planet", warehouse: "Seinäjoki" }],
    deliveries: [{ date: "2025-08-29", loads: 3, sort: "RGT Planet", moisture: 15.0, protein: 11.3, hlw: 67.2 }],
  },
  {
    number: "710104",
    customer: "700101",
    kind: "grain",
    type: "SportAndForwardAvtal",
    status: "open",
    year: 2027,
    harvestYear: 2027,
    validFrom: "2026-11-16",
    validTo: "2028-06-30",
    total: 80,
    price: 238,
    priceArea: "POH",
    warehouse: "Seinäjoki",
    deliveryMode: "Spon",
    description: "Mallasohra, sato 2027 (odottaa allekirjoitusta)",
    handler: "Jari Salo",
    lines: [{ item: "11210", quantity: 80, price: 238, sort: "RGT Planet", warehouse: "Seinäjoki" }],
  },
  {
    number: "720101",
    customer: "700101",
    kind: "seed",
    type: "Utsadesavtal",
    status: "current",
    year: 2026,
    validFrom: "2026-01-19",
    validTo: "2026-12-31",
    total: 18,
    price: 585,
    description: "Kylvösiemen ohra Harbin C1, viljely 2026",
    handler: "Jari Salo",
    signedAt: "2026-01-19T09:00:00Z",
    signedBy: "Matti Mäkelä",
    lines: [{ item: "21110", quantity: 18, price: 585, sort: "Harbin" }],
  },
  {
    number: "720102",
    customer: "700101",
    kind: "seed",
    type: "PrissakringUtsadesavtal",
    status: "current",
    year: 2026,
    connectedTo: "720101",
    validFrom: "2026-04-08",
    validTo: "2026-12-31",
    total: 8,
    price: 592,
    description: "Hintasuojaus, osa sopimuksesta 720101",
    handler: "Jari Salo",
    signedAt: "2026-04-08T09:00:00Z",
    signedBy: "Matti Mäkelä",
    lines: [{ item: "21110", quantity: 8, price: 592, sort: "Harbin" }],
  },
  {
    number: "720103",
    customer: "700101",
    kind: "seed",
    type: "Fröavtal",
    status: "inactive",
    year: 2025,
    validFrom: "2025-02-03",
    validTo: "2025-10-31",
    total: 0.3,
    accepted: 0.3,
    unit: "kg",
    price: 7.4,
    description: "Nurmiheinän siemenseos, 300 kg",
    handler: "Jari Salo",
    signedAt: "2025-02-03T09:00:00Z",
    signedBy: "Matti Mäkelä",
    lines: [{ item: "21210", quantity: 300, delivered: 300, unit: "kg", price: 7.4 }],
  },
  {
    number: "730101",
    customer: "700101",
    kind: "forage",
    type: "Grovfoderavtal",
    status: "current",
    year: 2025,
    harvestYear: 2026,
    validFrom: "2025-05-15",
    validTo: "2027-04-30",
    total: 260,
    accepted: 141.5,
    price: 128,
    description: "Säilörehu pyöröpaali, 2025–2026",
    handler: "Jari Salo",
    signedAt: "2025-05-02T09:00:00Z",
    signedBy: "Matti Mäkelä",
    lines: [{ item: "31110", quantity: 260, delivered: 141.5, price: 128 }],
    forage: [
      {
        number: "650101",
        harvestYear: 2025,
        cut: 1,
        sampledAt: "2025-06-18",
        description: "Nurmi 1. sato, pyöröpaali",
        values: forageValues(33.1, 11.0, 158, 468, 82, 4.3),
      },
      {
        number: "650102",
        harvestYear: 2025,
        cut: 2,
        sampledAt: "2025-08-06",
        description: "Nurmi 2. sato, pyöröpaali",
        values: forageValues(35.6, 10.6, 149, 492, 66, 4.5),
      },
      {
        number: "650103",
        harvestYear: 2026,
        cut: 1,
        sampledAt: "2026-06-16",
        description: "Nurmi 1. sato, pyöröpaali",
        values: forageValues(31.9, 11.2, 166, 451, 90, 4.2),
      },
    ],
  },
  {
    number: "740101",
    customer: "700101",
    kind: "feed",
    type: "FastPrisAvtalFoder",
    status: "current",
    year: 2026,
    validFrom: "2026-07-01",
    validTo: "2027-06-30",
    total: 72,
    accepted: 30,
    price: 402,
    description: "Kiinteähintainen lypsyrehu 2026/2027",
    handler: "Jari Salo",
    signedAt: "2026-06-22T09:00:00Z",
    signedBy: "Matti Mäkelä",
    lines: [{ item: "41110", quantity: 72, delivered: 30, price: 402, discount: 5 }],
  },
  {
    number: "740102",
    customer: "700101",
    kind: "feed",
    type: "Foderavtal",
    status: "inactive",
    year: 2025,
    validFrom: "2025-01-01",
    validTo: "2025-12-31",
    total: 40,
    accepted: 40,
    price: 418,
    description: "Lihasikarehu 2025",
    handler: "Jari Salo",
    signedAt: "2024-12-11T09:00:00Z",
    signedBy: "Matti Mäkelä",
    lines: [{ item: "41120", quantity: 40, delivered: 40, price: 418 }],
  },
  {
    number: "750101",
    customer: "700101",
    kind: "merchandise",
    type: "Handelsvaruavtal",
    status: "current",
    year: 2026,
    validFrom: "2026-10-01",
    validTo: "2027-05-31",
    total: 35,
    accepted: 0,
    price: 468,
    description: "Lannoite YaraMila Y 3, kevät 2027",
    handler: "Jari Salo",
    signedAt: "2026-09-29T09:00:00Z",
    signedBy: "Matti Mäkelä",
    lines: [
      { item: "51110", quantity: 35, price: 468 },
      { item: "51120", quantity: 30, unit: "st", price: 96 },
    ],
  },
  {
    number: "750102",
    customer: "700101",
    kind: "merchandise",
    type: "Handelsvaruavtal",
    status: "inactive",
    year: 2025,
    validFrom: "2024-10-01",
    validTo: "2025-05-31",
    total: 32,
    accepted: 32,
    price: 489,
    description: "Lannoite YaraMila Y 3, kevät 2025",
    handler: "Jari Salo",
    signedAt: "2024-09-30T09:00:00Z",
    signedBy: "Matti Mäkelä",
    lines: [{ item: "51110", quantity: 32, delivered: 32, price: 489 }],
  },

  {
    number: "730102",
    customer: "700101",
    kind: "forage",
    type: "Grovfoderavtal",
    status: "inactive",
    year: 2023,
    harvestYear: 2024,
    validFrom: "2023-05-15",
    validTo: "2025-04-30",
    total: 180,
    accepted: 176.4,
    price: 142,
    description: "Kuivaheinä pienpaali, 2023–2024",
    handler: "Jari Salo",
    signedAt: "2023-05-04T09:00:00Z",
    signedBy: "Matti Mäkelä",
    lines: [{ item: "31120", quantity: 180, delivered: 176.4, price: 142 }],
    forage: [
      {
        number: "650104",
        harvestYear: 2023,
        cut: 1,
        sampledAt: "2023-06-27",
        description: "Kuivaheinä 1. sato",
        values: forageValues(86.9, 9.5, 114, 556, 80, 5.6),
      },
      {
        number: "650105",
        harvestYear: 2024,
        cut: 1,
        sampledAt: "2024-06-25",
        description: "Kuivaheinä 1. sato",
        values: forageValues(87.4, 9.7, 120, 541, 86, 5.5),
      },
    ],
  },
  {
    number: "740103",
    customer: "700101",
    kind: "feed",
    type: "Foderavtal",
    status: "current",
    year: 2026,
    validFrom: "2026-01-01",
    validTo: "2026-12-31",
    total: 36,
    accepted: 27,
    price: 421,
    description: "Lihasikarehu 2026",
    handler: "Jari Salo",
    signedAt: "2025-12-11T09:00:00Z",
    signedBy: "Matti Mäkelä",
    lines: [{ item: "41120", quantity: 36, delivered: 27, price: 421 }],
  },
  {
    number: "750103",
    customer: "700101",
    kind: "merchandise",
    type: "FastPrisAvtalHandel",
    status: "current",
    year: 2026,
    validFrom: "2026-02-01",
    validTo: "2026-12-31",
    total: 20,
    accepted: 20,
    price: 455,
    description: "Kiinteä hinta YaraMila Y 3, kausi 2026",
    handler: "Jari Salo",
    signedAt: "2026-01-28T09:00:00Z",
    signedBy: "Matti Mäkelä",
    lines: [{ item: "51110", quantity: 20, delivered: 20, price: 455 }],
  },

  // ─── 700102 Mäkelän tila – Ylitalo (sub-customer) ────────────────────────────────────────
  {
    number: "710201",
    customer: "700102",
    kind: "grain",
    type: "SportAndForwardAvtal",
    status: "current",
    year: 2026,
    harvestYear: 2026,
    validFrom: "2026-03-12",
    validTo: "2027-06-30",
    total: 60,
    price: 214,
    priceArea: "POH",
    warehouse: "Seinäjoki",
    deliveryMode: "Spon",
    description: "Elintarvikekaura, sato 2026",
    handler: "Jari Salo",
    signedAt: "2026-03-12T09:00:00Z",
    signedBy: "Matti Mäkelä",
    lines: [{ item: "11310", quantity: 60, price: 214, sort: "Niklas", warehouse: "Seinäjoki" }],
    deliveries: [{ date: "2026-09-04", loads: 2, sort: "Niklas", moisture: 14.1, protein: 12.3, hlw: 56.2 }],
  },
  {
    number: "740201",
    customer: "700102",
    kind: "feed",
    type: "Foderavtal",
    status: "current",
    year: 2026,
    validFrom: "2026-01-01",
    validTo: "2026-12-31",
    total: 22,
    accepted: 14,
    price: 421,
    description: "Lihasikarehu 2026, Ylitalo",
    handler: "Jari Salo",
    signedAt: "2025-12-09T09:00:00Z",
    signedBy: "Matti Mäkelä",
    lines: [{ item: "41120", quantity: 22, delivered: 14, price: 421 }],
  },
  {
    number: "720201",
    customer: "700102",
    kind: "seed",
    type: "Utsadesavtal",
    status: "current",
    year: 2026,
    validFrom: "2026-01-21",
    validTo: "2026-12-31",
    total: 9,
    price: 560,
    description: "Kylvösiemen kaura Niklas C1, viljely 2026",
    handler: "Jari Salo",
    signedAt: "2026-01-21T09:00:00Z",
    signedBy: "Matti Mäkelä",
    lines: [{ item: "21120", quantity: 9, price: 560, sort: "Niklas" }],
  },
  {
    number: "730201",
    customer: "700102",
    kind: "forage",
    type: "Grovfoderavtal",
    status: "current",
    year: 2026,
    harvestYear: 2026,
    validFrom: "2026-05-15",
    validTo: "2027-04-30",
    total: 90,
    accepted: 38,
    price: 130,
    description: "Säilörehu pyöröpaali 2026, Ylitalo",
    handler: "Jari Salo",
    signedAt: "2026-05-05T09:00:00Z",
    signedBy: "Matti Mäkelä",
    lines: [{ item: "31110", quantity: 90, delivered: 38, price: 130 }],
    forage: [
      {
        number: "650201",
        harvestYear: 2026,
        cut: 1,
        sampledAt: "2026-06-17",
        description: "Nurmi 1. sato, Ylitalo",
        values: forageValues(32.6, 11.1, 161, 459, 85, 4.3),
      },
    ],
  },
  {
    number: "750201",
    customer: "700102",
    kind: "merchandise",
    type: "Handelsvaruavtal",
    status: "inactive",
    year: 2025,
    validFrom: "2025-03-01",
    validTo: "2025-08-31",
    total: 0.6,
    accepted: 0.6,
    price: 98,
    description: "Paalimuovi 2025",
    handler: "Jari Salo",
    signedAt: "2025-02-24T09:00:00Z",
    signedBy: "Matti Mäkelä",
    lines: [{ item: "51120", quantity: 20, delivered: 20, unit: "st", price: 98 }],
  },

  // ─── more for 100310 and 100236 ──────────────────────────────────────────────────────────
  {
    number: "230401",
    customer: "100310",
    kind: "forage",
    type: "Grovfoderavtal",
    status: "current",
    year: 2026,
    harvestYear: 2026,
    validFrom: "2026-05-01",
    validTo: "2027-04-30",
    total: 140,
    accepted: 61.5,
    price: 1470,
    description: "Ensilage rundbal 2026, Ekängen",
    handler: "Johan Lund",
    signedAt: "2026-04-20T09:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "30110", quantity: 140, delivered: 61.5, price: 1470 }],
    forage: [
      {
        number: "640401",
        harvestYear: 2026,
        cut: 1,
        sampledAt: "2026-06-09",
        description: "Vall 1:a skörd, Ekängen",
        values: forageValues(33.9, 11.0, 163, 452, 87, 4.3),
      },
    ],
  },
  {
    number: "250401",
    customer: "100310",
    kind: "merchandise",
    type: "Handelsvaruavtal",
    status: "inactive",
    year: 2025,
    validFrom: "2024-10-01",
    validTo: "2025-05-31",
    total: 18,
    accepted: 18,
    price: 5230,
    description: "Gödsel Axan NS 27-4, våren 2025",
    handler: "Johan Lund",
    signedAt: "2024-09-27T09:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "50110", quantity: 18, delivered: 18, price: 5230 }],
  },
  {
    number: "240301",
    customer: "100236",
    kind: "feed",
    type: "Foderavtal",
    status: "inactive",
    year: 2025,
    validFrom: "2025-01-01",
    validTo: "2025-12-31",
    total: 12,
    accepted: 11.6,
    price: 5350,
    description: "Smågrisfoder 2025",
    handler: "Lena Berg",
    signedAt: "2024-12-12T09:00:00Z",
    signedBy: "Anna Karlsson",
    lines: [{ item: "40210", quantity: 12, delivered: 11.6, price: 5350 }],
  },
];

const sqlLock = sql`select pg_advisory_xact_lock(hashtext('seed-agreements'))`;

/** Deterministic pseudo-random numbers, so the generated weigh-ins are the same every time. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const REGISTRATIONS = { se: ["ABC 123", "KLM 45B", "RTY 908", "GHJ 27P"], fi: ["SJK-412", "EPO-88", "LAP-230"] };

/** Extra analyses per weigh-in by crop (beyond moisture, protein, hectolitre weight and falling number). */
function extraAnalyses(item: string, rand: () => number): [string, number, string][] {
  const r1 = (a: number, b: number) => Math.round((a + rand() * (b - a)) * 10) / 10;
  if (item === "10410")
    return [
      ["oilContent", r1(43, 46), "%"],
      ["chlorophyll", Math.round(8 + rand() * 10), "mg/kg"],
      ["admixture", r1(1, 3), "%"],
    ];
  if (item === "10210" || item === "11210")
    return [
      ["germination", Math.round(95 + rand() * 4), "%"],
      ["screening", r1(88, 96), "%"],
      ["admixture", r1(0.5, 2), "%"],
    ];
  if (item.startsWith("101") || item.startsWith("111"))
    return [
      ["admixture", r1(0.5, 2.5), "%"],
      ["gluten", r1(24, 30), "%"],
      ["don", Math.round(80 + rand() * 300), "µg/kg"],
    ];
  return [
    ["admixture", r1(0.8, 3), "%"],
    ["thousandKernelWeight", r1(30, 46), "g"],
  ];
}

type Ids = { customers: Map<string, number>; priceAreas: Map<string, number> };

async function insertAgreement(
  tx: Tx,
  a: AgreementSeed,
  market: Market,
  ids: Ids,
  agreementIds: Map<string, number>,
  counters: { weighIn: number; order: number },
  rand: () => number,
) {
  const customerId = ids.customers.get(a.customer)!;
  const [row] = await tx
    .insert(agreements)
    .values({
      agreementNumber: a.number,
      transId: `88${a.number}`,
      customerId,
      kind: a.kind,
      agreementType: a.type,
      status: a.status,
      year: a.year,
      harvestYear: a.harvestYear ?? null,
      validFrom: a.validFrom,
      validTo: a.validTo,
      totalQuantity: a.total,
      acceptedQuantity: a.accepted ?? 0,
      unit: a.unit ?? "ton",
      price: a.price ?? null,
      currency: market === "fi" ? "EUR" : "SEK",
      priceAreaId: a.priceArea ? (ids.priceAreas.get(`${market}:${a.priceArea}`) ?? null) : null,
      warehouse: a.warehouse ?? null,
      deliveryMode: a.deliveryMode ?? null,
      description: a.description ?? null,
      handlerName: a.handler ?? null,
      connectedToAgreementId: a.connectedTo ? agreementIds.get(a.connectedTo)! : null,
      signedAt: a.signedAt ? new Date(a.signedAt) : null,
      signedBy: a.signedBy ?? null,
      internalNote: a.internalNote ?? null,
      internalMargin: a.internalMargin ?? null,
    })
    .returning({ id: agreements.id });
  if (!row) throw new Error("seed: inserting into agreements returned no row");
  agreementIds.set(a.number, row.id);

  await tx.insert(agreementLines).values(
    a.lines.map((l, i) => ({
      agreementId: row.id,
      lineNumber: i + 1,
      market,
      itemNumber: l.item,
      sort: l.sort ?? null,
      quantity: l.quantity,
      deliveredQuantity: l.delivered ?? 0,
      unit: l.unit ?? a.unit ?? "ton",
      price: l.price ?? null,
      discountPerUnit: l.discount ?? 0,
      termSupplement: l.supplement ?? 0,
      deliveryPeriod: l.period ?? null,
      warehouse: l.warehouse ?? null,
    })),
  );

  for (const s of a.samples ?? []) {
    const [sample] = await tx
      .insert(farmSamples)
      .values({
        sampleNumber: s.number,
        agreementId: row.id,
        takenAt: s.takenAt,
        market,
        itemNumber: s.item,
        sort: s.sort ?? null,
        status: s.analysedAt ? "analysed" : "received",
        analysedAt: s.analysedAt ?? null,
        labNote: s.labNote ?? null,
      })
      .returning({ id: farmSamples.id });
    if (!sample) throw new Error("seed: inserting into farmSamples returned no row");
    const values = s.values.filter(([code, v]) => !(code === "fallingNumber" && v === 0));
    if (values.length)
      await tx
        .insert(analysisValues)
        .values(values.map(([code, value, unit], i) => ({ farmSampleId: sample.id, code, value, unit, sortOrder: i })));
  }

  if (a.hedgings?.length) {
    await tx.insert(priceHedgings).values(
      a.hedgings.map((h) => ({
        hedgeNumber: h.number,
        agreementId: row.id,
        hedgedAt: h.date,
        quantity: h.quantity,
        price: h.price,
        currency: market === "fi" ? "EUR" : "SEK",
        pricePeriod: h.period,
        status: h.status ?? "active",
        internalMargin: h.margin ?? null,
      })),
    );
  }

  if (a.deliveries?.length) {
    const item = a.lines[0]?.item;
    if (!item) throw new Error(`seed: agreement ${a.number} has deliveries but no lines`);
    const warehouse = a.warehouse ?? (market === "fi" ? "Seinäjoki" : "Skara");
    let settledTotal = 0;
    for (const d of a.deliveries) {
      counters.order += 1;
      const orderNumber = String(counters.order);
      for (let rowNumber = 1; rowNumber <= d.loads; rowNumber++) {
        counters.weighIn += 1;
        const gross = Math.round(36_000 + rand() * 4_000);
        const tare = Math.round(14_200 + rand() * 1_600);
        const net = gross - tare;
        const moisture = Math.round((d.moisture + (rand() - 0.5) * 0.6) * 10) / 10;
        // drying deduction above 14 % moisture (about 1.2 % per percentage point) and 0.5 % admixture
        const deduction = Math.max(0, moisture - 14) * 0.012 + 0.005;
        const settled = Math.round(net * (1 - deduction));
        settledTotal += settled;
        const hour = 7 + rowNumber * 2 + Math.floor(rand() * 2);
        const [w] = await tx
          .insert(weighIns)
          .values({
            weighInNumber: String(counters.weighIn),
            customerId,
            agreementId: row.id,
            orderNumber,
            fabricId: FACILITIES[warehouse] ?? "SK01",
            facilityName: warehouse,
            rowNumber,
            weighedAt: new Date(`${d.date}T${String(hour).padStart(2, "0")}:${String(Math.floor(rand() * 60)).padStart(2, "0")}:00Z`),
            market,
            itemNumber: item,
            sort: d.sort ?? null,
            harvestYear: a.harvestYear ?? a.year,
            vehicleRegistration: REGISTRATIONS[market][rowNumber % REGISTRATIONS[market].length],
            grossKg: gross,
            tareKg: tare,
            netKg: net,
            settledKg: settled,
            moisture,
            protein: d.protein === undefined ? null : Math.round((d.protein + (rand() - 0.5) * 0.4) * 10) / 10,
            hectolitreWeight: d.hlw === undefined ? null : Math.round((d.hlw + (rand() - 0.5) * 0.8) * 10) / 10,
            fallingNumber: d.fallingNumber === undefined ? null : Math.round(d.fallingNumber + (rand() - 0.5) * 20),
            internalNote: moisture > 16 ? (market === "fi" ? "Kuivattu, kuivausmaksu veloitettu." : "Torkad, torkavgift debiterad.") : null,
          })
          .returning({ id: weighIns.id });
        if (!w) throw new Error("seed: inserting into weighIns returned no row");
        await tx
          .insert(analysisValues)
          .values(extraAnalyses(item, rand).map(([code, value, unit], i) => ({ weighInId: w.id, code, value, unit, sortOrder: i })));
      }
    }
    const accepted = Math.round(settledTotal) / 1000;
    await tx.update(agreements).set({ acceptedQuantity: accepted }).where(eq(agreements.id, row.id));
    if (a.lines.length === 1)
      await tx.update(agreementLines).set({ deliveredQuantity: accepted }).where(eq(agreementLines.agreementId, row.id));
  }

  for (const f of a.forage ?? []) {
    const [fa] = await tx
      .insert(forageAnalyses)
      .values({
        sampleNumber: f.number,
        agreementId: row.id,
        harvestYear: f.harvestYear,
        cut: f.cut,
        sampledAt: f.sampledAt,
        description: f.description,
        status: "analysed",
        analysedAt: f.sampledAt,
        labNote: f.labNote ?? null,
      })
      .returning({ id: forageAnalyses.id });
    if (!fa) throw new Error("seed: inserting into forageAnalyses returned no row");
    await tx
      .insert(analysisValues)
      .values(f.values.map(([code, value, unit], i) => ({ forageAnalysisId: fa.id, code, value, unit, sortOrder: i })));
  }
}

/** Seeds the demo agreements (see the file comment). Returns how many agreements were added. */
export async function seedAgreements(db: Db, opts: { demo: boolean }): Promise<number> {
  if (!opts.demo) return 0;
  await db.insert(articles).values(AGREEMENT_ARTICLE_ROWS).onConflictDoNothing();
  const n = await db.$count(agreements);
  if (n > 0) return 0;
  const numbers = [...new Set(DEMO_AGREEMENTS.map((a) => a.customer))];
  const custRows = await db
    .select({ id: customers.id, number: customers.customerNumber, market: customers.market })
    .from(customers)
    .where(inArray(customers.customerNumber, numbers));
  if (custRows.length !== numbers.length) return 0;
  const markets = new Map(custRows.map((c) => [c.number, c.market as Market]));
  const areaRows = await db.select({ id: priceAreas.id, market: priceAreas.market, code: priceAreas.code }).from(priceAreas);
  const ids: Ids = {
    customers: new Map(custRows.map((c) => [c.number, c.id])),
    priceAreas: new Map(areaRows.map((a) => [`${a.market}:${a.code}`, a.id])),
  };

  return db.transaction(async (tx) => {
    // Another seeding process may have started at the same time: the first one wins.
    await tx.execute(sqlLock);
    const again = await tx.$count(agreements);
    if (again > 0) return 0;
    const agreementIds = new Map<string, number>();
    const counters = { weighIn: 7_000_000, order: 41_000_000 };
    const rand = rng(20260812);
    // parents before the agreements connected to them
    const ordered = [...DEMO_AGREEMENTS.filter((a) => !a.connectedTo), ...DEMO_AGREEMENTS.filter((a) => a.connectedTo)];
    for (const a of ordered) await insertAgreement(tx, a, markets.get(a.customer)!, ids, agreementIds, counters, rand);
    return ordered.length;
  });
}
