/**
 * Facilities (issue 13): reference rows every start — the geography (country → area → region),
 * the local geocoder's postal places, facility types and business areas, the owners — and demo
 * rows once: the time-booking facilities get an owner, types, an address with coordinates and
 * published hours; more Swedish stores and workshops (so a farmer can follow ten), contact
 * persons connected to facilities, and farmer@demo.se / farmer@demo.fi following one facility.
 * Idempotent: reference rows by their unique keys, demo rows only while the demo owner has no
 * contact person.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import {
  contactPersonBusinessAreas,
  contactPersons,
  facilities,
  facilityAddresses,
  facilityCategories,
  facilityContactPersons,
  facilityOpeningHours,
  facilityOwners,
  facilitySubscriptions,
  facilityTypeLinks,
  geoPlaces,
  postalPlaces,
  users,
  type CategoryKind,
} from "@/db/schema";
import type { Market } from "@/lib/market";

type GeoSeed = { code: string; name: string; children?: GeoSeed[] };
export const GEO: GeoSeed[] = [
  {
    code: "SE",
    name: "Sverige",
    children: [
      {
        code: "SE-GOT",
        name: "Götaland",
        children: [
          { code: "SE-O", name: "Västra Götaland" },
          { code: "SE-M", name: "Skåne" },
          { code: "SE-E", name: "Östergötland" },
          { code: "SE-H", name: "Kalmar län" },
          { code: "SE-I", name: "Gotland" },
        ],
      },
      {
        code: "SE-SVE",
        name: "Svealand",
        children: [
          { code: "SE-AB", name: "Stockholm" },
          { code: "SE-C", name: "Uppsala län" },
          { code: "SE-T", name: "Örebro län" },
          { code: "SE-U", name: "Västmanland" },
        ],
      },
      { code: "SE-NOR", name: "Norrland", children: [{ code: "SE-X", name: "Gävleborg" }] },
    ],
  },
  {
    code: "FI",
    name: "Suomi",
    children: [
      {
        code: "FI-LS",
        name: "Länsi-Suomi",
        children: [
          { code: "FI-03", name: "Etelä-Pohjanmaa" },
          { code: "FI-17", name: "Satakunta" },
        ],
      },
      { code: "FI-LO", name: "Lounais-Suomi", children: [{ code: "FI-19", name: "Varsinais-Suomi" }] },
      { code: "FI-PS", name: "Pohjois-Suomi", children: [{ code: "FI-14", name: "Pohjois-Pohjanmaa" }] },
    ],
  },
];

/** The local geocoder's places: [country, zip, city, lat, lon] (the place's centre). */
export const POSTAL_PLACES: [string, string, string, number, number][] = [
  ["SE", "53230", "Skara", 58.386, 13.438],
  ["SE", "53231", "Skara", 58.3874, 13.4395],
  ["SE", "53130", "Lidköping", 58.505, 13.157],
  ["SE", "53132", "Lidköping", 58.5035, 13.1635],
  ["SE", "75320", "Uppsala", 59.8586, 17.6389],
  ["SE", "75450", "Uppsala", 59.869, 17.663],
  ["SE", "11122", "Stockholm", 59.3326, 18.0649],
  ["SE", "54130", "Skövde", 58.391, 13.846],
  ["SE", "58222", "Linköping", 58.4108, 15.6214],
  ["SE", "70210", "Örebro", 59.2741, 15.2066],
  ["SE", "72212", "Västerås", 59.6099, 16.5448],
  ["SE", "39230", "Kalmar", 56.6634, 16.3567],
  ["SE", "29131", "Kristianstad", 56.0294, 14.1567],
  ["SE", "24130", "Eslöv", 55.8392, 13.3039],
  ["SE", "60224", "Norrköping", 58.5877, 16.1924],
  ["SE", "62155", "Visby", 57.6348, 18.2948],
  ["SE", "52130", "Falköping", 58.1742, 13.5516],
  ["SE", "80320", "Gävle", 60.6749, 17.1413],
  ["FI", "60100", "Seinäjoki", 62.7903, 22.8403],
  ["FI", "60200", "Seinäjoki", 62.7766, 22.8201],
  ["FI", "32700", "Huittinen", 61.1767, 22.6994],
  ["FI", "32200", "Loimaa", 60.8498, 23.0567],
  ["FI", "84100", "Ylivieska", 64.0775, 24.5444],
  ["FI", "24100", "Salo", 60.3831, 23.1333],
  ["FI", "00100", "Helsinki", 60.1699, 24.9384],
  ["FI", "20100", "Turku", 60.4518, 22.2666],
];

type CategorySeed = { name: string; children: string[] };
const CATEGORIES: Record<Market, Record<CategoryKind, CategorySeed[]>> = {
  se: {
    "facility-type": [
      { name: "Spannmål", children: ["Spannmålsmottagning", "Torkning", "Lager"] },
      { name: "Butik", children: ["Lantbruksbutik", "Utlämning"] },
      { name: "Verkstad", children: ["Maskinverkstad", "Reservdelar"] },
    ],
    "business-area": [
      { name: "Spannmål", children: ["Spannmålsinköp", "Mottagning"] },
      { name: "Maskin", children: ["Service", "Maskinförsäljning"] },
      { name: "Foder", children: ["Foderrådgivning"] },
    ],
  },
  fi: {
    "facility-type": [
      { name: "Vilja", children: ["Viljan vastaanotto", "Kuivaus", "Varasto"] },
      { name: "Myymälä", children: ["Maatalousmyymälä"] },
    ],
    "business-area": [
      { name: "Vilja", children: ["Viljakauppa", "Vastaanotto"] },
      { name: "Rehu", children: ["Rehuneuvonta"] },
    ],
  },
};

export const OWNERS: { market: Market; name: string }[] = [
  { market: "se", name: "Lantmännen Lantbruk" },
  { market: "se", name: "Lantmännen Maskin" },
  { market: "fi", name: "Lantmännen Agro Oy" },
];

async function seedGeo(db: Db, nodes: GeoSeed[], level: 0 | 1 | 2, parentId: number | null) {
  const levels = ["country", "area", "region"] as const;
  for (const n of nodes) {
    await db.insert(geoPlaces).values({ level: levels[level], parentId, code: n.code, name: n.name }).onConflictDoNothing();
    const [row] = await db.select({ id: geoPlaces.id }).from(geoPlaces).where(eq(geoPlaces.code, n.code));
    if (row && n.children && level < 2) await seedGeo(db, n.children, (level + 1) as 1 | 2, row.id);
  }
}

async function seedReference(db: Db) {
  await seedGeo(db, GEO, 0, null);
  await db
    .insert(postalPlaces)
    .values(POSTAL_PLACES.map(([country, zipCode, city, latitude, longitude]) => ({ country, zipCode, city, latitude, longitude })))
    .onConflictDoNothing();
  for (const market of ["se", "fi"] as const) {
    for (const kind of ["facility-type", "business-area"] as const) {
      for (const [i, parent] of CATEGORIES[market][kind].entries()) {
        await db.insert(facilityCategories).values({ market, kind, name: parent.name, sortOrder: i }).onConflictDoNothing();
        const [p] = await db
          .select({ id: facilityCategories.id })
          .from(facilityCategories)
          .where(and(eq(facilityCategories.market, market), eq(facilityCategories.kind, kind), eq(facilityCategories.name, parent.name)));
        if (!p) continue;
        await db
          .insert(facilityCategories)
          .values(parent.children.map((name, j) => ({ market, kind, parentId: p.id, name, sortOrder: j })))
          .onConflictDoNothing();
      }
    }
  }
  await db.insert(facilityOwners).values(OWNERS).onConflictDoNothing();
}

/** Extra Swedish demo facilities (stores and workshops, no time booking): [code, name, zip, street, type]. */
const DEMO_EXTRA: [string, string, string, string, string][] = [
  ["SKO", "Skövde butik", "54130", "Industrigatan 4", "Lantbruksbutik"],
  ["LIN", "Linköping butik", "58222", "Storgatan 12", "Lantbruksbutik"],
  ["ORE", "Örebro verkstad", "70210", "Verkstadsgatan 3", "Maskinverkstad"],
  ["VAS", "Västerås verkstad", "72212", "Stensborgsgatan 7", "Maskinverkstad"],
  ["KAL", "Kalmar butik", "39230", "Norra vägen 20", "Lantbruksbutik"],
  ["KRI", "Kristianstad mottagning", "29131", "Hammarslundsvägen 2", "Spannmålsmottagning"],
  ["ESL", "Eslöv mottagning", "24130", "Bruksgatan 9", "Spannmålsmottagning"],
  ["NKP", "Norrköping butik", "60224", "Kungsgatan 40", "Lantbruksbutik"],
  ["VIS", "Visby butik", "62155", "Endrevägen 5", "Lantbruksbutik"],
  ["FAL", "Falköping verkstad", "52130", "Mossvägen 11", "Maskinverkstad"],
];

/** Addresses of the time-booking facilities: code → [street, zip, city, region code]. */
const BOOKING_ADDRESSES: Record<string, [string, string, string, string]> = {
  SKA: ["Mariestadsvägen 10", "53230", "Skara", "SE-O"],
  LID: ["Hamnvägen 6", "53130", "Lidköping", "SE-O"],
  UPP: ["Kungsängsvägen 25", "75320", "Uppsala", "SE-C"],
  SEI: ["Varastotie 3", "60100", "Seinäjoki", "FI-03"],
};

async function seedDemo(db: Db) {
  const owners = await db.select().from(facilityOwners);
  const ownerOf = (market: Market, name: string) => owners.find((o) => o.market === market && o.name === name);
  const se = ownerOf("se", "Lantmännen Lantbruk");
  const seMachines = ownerOf("se", "Lantmännen Maskin");
  const fi = ownerOf("fi", "Lantmännen Agro Oy");
  if (!se || !seMachines || !fi) return;
  const [done] = await db
    .select({ id: contactPersons.id })
    .from(contactPersons)
    .where(inArray(contactPersons.ownerId, [se.id, fi.id]));
  if (done) return;
  const geo = await db.select().from(geoPlaces);
  const place = (code: string) => geo.find((g) => g.code === code);
  const cats = await db.select().from(facilityCategories);
  const cat = (market: Market, name: string) => cats.find((c) => c.market === market && c.name === name);
  const postal = await db.select().from(postalPlaces);
  const coords = (country: string, zip: string) => postal.find((p) => p.country === country && p.zipCode === zip);
  const year = new Date().getFullYear();

  await db.transaction(async (tx) => {
    for (const [code, name, zip, street, type] of DEMO_EXTRA) {
      const [exists] = await tx.select({ id: facilities.id }).from(facilities).where(eq(facilities.code, code));
      if (exists) continue;
      await tx.insert(facilities).values({
        market: "se",
        code,
        name,
        timeZone: "Europe/Stockholm",
        ownerId: type === "Maskinverkstad" ? seMachines.id : se.id,
        propertyType: "own",
        languageCode: "sv",
        phoneBooking: "0511-123 45",
      });
      const [f] = await tx.select().from(facilities).where(eq(facilities.code, code));
      const c = cat("se", type);
      const pp = coords("SE", zip);
      if (!f || !c || !pp) continue;
      await tx.insert(facilityTypeLinks).values({ facilityId: f.id, categoryId: c.id });
      const country = place("SE");
      if (country)
        await tx.insert(facilityAddresses).values({
          facilityId: f.id,
          addressType: 1,
          visitingAddress: street,
          zipCode: `${zip.slice(0, 3)} ${zip.slice(3)}`,
          city: pp.city,
          countryId: country.id,
          latitude: String(pp.latitude),
          longitude: String(pp.longitude),
        });
      await tx.insert(facilityOpeningHours).values(
        [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          facilityId: f.id,
          period: "normal" as const,
          weekday,
          fromMinute: weekday <= 5 ? 7 * 60 : weekday === 6 ? 9 * 60 : null,
          toMinute: weekday <= 5 ? 17 * 60 : weekday === 6 ? 13 * 60 : null,
        })),
      );
    }
    for (const [code, [street, zip, city, region]] of Object.entries(BOOKING_ADDRESSES)) {
      const [f] = await tx.select().from(facilities).where(eq(facilities.code, code));
      if (!f) continue;
      const market = f.market as Market;
      const owner = market === "se" ? se : fi;
      const countryCode = market === "se" ? "SE" : "FI";
      const pp = coords(countryCode, zip);
      const reg = place(region);
      const area = reg?.parentId ? geo.find((g) => g.id === reg.parentId) : undefined;
      const country = place(countryCode);
      await tx
        .update(facilities)
        .set({
          ownerId: owner.id,
          propertyType: "own",
          languageCode: market === "se" ? "sv" : "fi",
          phoneBooking: market === "se" ? "0511-345 00" : "020 123 4567",
          email: market === "se" ? `${code.toLowerCase()}@demo.se` : `${code.toLowerCase()}@demo.fi`,
          website: market === "se" ? "https://www.lantmannen.se" : "https://www.lantmannenagro.fi",
          harvestFrom: `${year}-08-01`,
          harvestTo: `${year}-09-30`,
        })
        .where(eq(facilities.id, f.id));
      const c = cat(market, market === "se" ? "Spannmålsmottagning" : "Viljan vastaanotto");
      if (c) await tx.insert(facilityTypeLinks).values({ facilityId: f.id, categoryId: c.id }).onConflictDoNothing();
      if (country && pp)
        await tx
          .insert(facilityAddresses)
          .values({
            facilityId: f.id,
            addressType: 1,
            visitingAddress: street,
            zipCode: zip,
            city,
            countryId: country.id,
            areaId: area?.id ?? null,
            regionId: reg?.id ?? null,
            latitude: String(pp.latitude),
            longitude: String(pp.longitude),
          })
          .onConflictDoNothing();
      // the same hours as time booking's seeded resource hours (07–16 weekdays; 06–20 Mon–Sat at harvest)
      await tx
        .insert(facilityOpeningHours)
        .values([
          ...[1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
            facilityId: f.id,
            period: "normal" as const,
            weekday,
            fromMinute: weekday <= 5 ? 7 * 60 : null,
            toMinute: weekday <= 5 ? 16 * 60 : null,
          })),
          ...[1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
            facilityId: f.id,
            period: "harvest" as const,
            weekday,
            fromMinute: weekday <= 6 ? 6 * 60 : null,
            toMinute: weekday <= 6 ? 20 * 60 : null,
          })),
        ])
        .onConflictDoNothing();
    }
    const persons: {
      owner: number;
      market: Market;
      first: string;
      last: string;
      role: string;
      cell: string;
      area: string;
      country: string;
      facility: string;
    }[] = [
      {
        owner: se.id,
        market: "se",
        first: "Anna",
        last: "Berg",
        role: "Anläggningschef",
        cell: "0701112233",
        area: "Mottagning",
        country: "SE",
        facility: "SKA",
      },
      {
        owner: se.id,
        market: "se",
        first: "Olof",
        last: "Ek",
        role: "Spannmålsinköpare",
        cell: "0702223344",
        area: "Spannmålsinköp",
        country: "SE",
        facility: "LID",
      },
      {
        owner: fi.id,
        market: "fi",
        first: "Kalle",
        last: "Koski",
        role: "Toimipistepäällikkö",
        cell: "0401112233",
        area: "Vastaanotto",
        country: "FI",
        facility: "SEI",
      },
    ];
    for (const p of persons) {
      const country = place(p.country);
      const area = cat(p.market, p.area);
      if (!country || !area) continue;
      const [row] = await tx
        .insert(contactPersons)
        .values({
          ownerId: p.owner,
          firstName: p.first,
          lastName: p.last,
          primaryRole: p.role,
          cellNumber: p.cell,
          email: `${p.first.toLowerCase()}@demo.${p.market}`,
          countryId: country.id,
        })
        .returning({ id: contactPersons.id });
      if (!row) continue;
      await tx.insert(contactPersonBusinessAreas).values({ contactPersonId: row.id, categoryId: area.id });
      const [f] = await tx.select({ id: facilities.id }).from(facilities).where(eq(facilities.code, p.facility));
      if (f) await tx.insert(facilityContactPersons).values({ facilityId: f.id, contactPersonId: row.id }).onConflictDoNothing();
    }
    for (const [username, code] of [
      ["farmer@demo.se", "SKA"],
      ["farmer@demo.fi", "SEI"],
    ] as const) {
      const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
      const [f] = await tx.select({ id: facilities.id }).from(facilities).where(eq(facilities.code, code));
      if (u && f) await tx.insert(facilitySubscriptions).values({ userId: u.id, facilityId: f.id }).onConflictDoNothing();
    }
  });
}

export async function seedFacilities(db: Db, opts: { demo: boolean }): Promise<void> {
  await seedReference(db);
  if (opts.demo) await seedDemo(db);
}
