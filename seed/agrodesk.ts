/**
 * Agro desk part 1 (issue 15): news categories and the search entries of pages, facilities and
 * feed recipes always; with the demo, the document library of block 1 (folders and small PDF and
 * text files in the foundation's storage), news in Finnish and Swedish (one draft, one for later),
 * the grain price table with its months and prices, and mortgage contracts for the contract list
 * (more than one page). farmer@demo.fi reads and submits, store@demo.fi lists and exports,
 * admin@demo.fi edits everything. Idempotent.
 */
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import {
  documentNodes,
  grainMonthPrices,
  grainPriceRows,
  mortgageContracts,
  newsArticleCategories,
  newsArticles,
  newsCategories,
  users,
} from "@/db/schema";
import { saveStoredFile } from "@/lib/files/save-stored-file";
import { extractText } from "@/lib/documents/extract-text";
import { fileUrl, getStorage } from "@/lib/integrations/storage";
import { getSearchEngine } from "@/lib/integrations/search";
import { reindexArticle } from "@/lib/news/news";
import { reindexSharedContent } from "@/lib/search/reindex";

export const DOCUMENT_BLOCK = 1;

export const NEWS_CATEGORIES = [
  { number: 1, nameFi: "Viljakauppa", nameSv: "Spannmålshandel" },
  { number: 2, nameFi: "Lannoitteet", nameSv: "Gödsel" },
  { number: 3, nameFi: "Rehut", nameSv: "Foder" },
  { number: 4, nameFi: "Koneet", nameSv: "Maskiner" },
  { number: 5, nameFi: "Yleiset", nameSv: "Allmänt" },
];

/** A minimal one-page PDF with the lines as text (Latin-1, literal strings), for demo documents. */
export function simplePdf(lines: string[]): Uint8Array {
  const esc = (s: string) =>
    [...s]
      .map((c) => {
        const code = c.charCodeAt(0);
        if (c === "(" || c === ")" || c === "\\") return `\\${c}`;
        return code > 126 ? `\\${code.toString(8).padStart(3, "0")}` : c;
      })
      .join("");
  const content = `BT /F1 12 Tf 50 780 Td 16 TL ${lines.map((l) => `(${esc(l)}) Tj T*`).join(" ")} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, "latin1"));
}

const DEMO_TREE: {
  folder: string;
  files: { name: string; lines: string[]; pdf: boolean }[];
  sub?: { folder: string; files: { name: string; lines: string[]; pdf: boolean }[] };
}[] = [
  {
    folder: "Viljakauppa",
    files: [
      {
        name: "Viljanvastaanotto 2026.pdf",
        pdf: true,
        lines: [
          "Viljanvastaanotto syksy 2026",
          "Vastaanottopaikat: Seinäjoki, Vaasa ja Kokkola.",
          "Kosteus enintään 14 %. Näytteenotto jokaisesta kuormasta.",
        ],
      },
      {
        name: "Viljakaupan ehdot.pdf",
        pdf: true,
        lines: ["Viljakaupan yleiset ehdot", "Kiinnityssopimus ja Heti-Termiini: hinta kiinnitetään sopimushetkellä."],
      },
    ],
    sub: {
      folder: "Laatuvaatimukset",
      files: [
        { name: "Mallasohran laatuvaatimukset.txt", pdf: false, lines: ["Mallasohra: itävyys vähintään 95 %, valkuainen 9,5–11,5 %."] },
      ],
    },
  },
  {
    folder: "Lannoitteet",
    files: [
      {
        name: "Lannoitehinnasto kevät 2027.txt",
        pdf: false,
        lines: ["Lannoitehinnasto kevät 2027", "Typpilannoitteet, NPK-lannoitteet ja kalkitus."],
      },
    ],
  },
  {
    folder: "Rehut",
    files: [
      { name: "Rehuohjelma lypsykarjalle.pdf", pdf: true, lines: ["Rehuohjelma lypsykarjalle", "Säilörehu, Maituri 200 ja kivennäinen."] },
    ],
  },
];

async function seedDocuments(db: Db, adminId: number | null): Promise<void> {
  const [any] = await db.select({ id: documentNodes.id }).from(documentNodes).where(eq(documentNodes.blockId, DOCUMENT_BLOCK)).limit(1);
  if (any) return;
  const keys: string[] = [];
  try {
    await db.transaction(async (tx) => {
      let order = 0;
      const addFolder = async (name: string, parentId: number | null) => {
        const [row] = await tx
          .insert(documentNodes)
          .values({ blockId: DOCUMENT_BLOCK, parentId, isFolder: true, name, sortOrder: ++order, createdBy: adminId })
          .returning();
        if (!row) throw new Error("folder insert returned no row");
        return row;
      };
      const addFile = async (f: { name: string; lines: string[]; pdf: boolean }, parentId: number, category: string) => {
        const bytes = f.pdf ? simplePdf(f.lines) : new TextEncoder().encode(f.lines.join("\n"));
        const key = `agrodesk/documents/demo-${parentId}-${order++}.${f.pdf ? "pdf" : "txt"}`;
        keys.push(key);
        await saveStoredFile(tx, {
          key,
          bytes,
          contentType: f.pdf ? "application/pdf" : "text/plain; charset=utf-8",
          ownerUserId: adminId,
          visibility: "public",
          market: "fi",
        });
        const text = extractText(bytes, f.pdf ? "pdf" : "plain");
        const [row] = await tx
          .insert(documentNodes)
          .values({
            blockId: DOCUMENT_BLOCK,
            parentId,
            isFolder: false,
            name: f.name,
            fileKey: key,
            contentType: f.pdf ? "application/pdf" : "text/plain; charset=utf-8",
            sizeBytes: bytes.byteLength,
            textContent: text,
            createdBy: adminId,
          })
          .returning();
        if (!row) throw new Error("file insert returned no row");
        await getSearchEngine().index(tx, [
          {
            source: "document",
            sourceId: String(row.id),
            language: "fi",
            audience: "all",
            title: f.name,
            body: text,
            url: fileUrl(key),
            category,
            publishedAt: row.createdAt,
          },
        ]);
      };
      for (const node of DEMO_TREE) {
        const folder = await addFolder(node.folder, null);
        for (const f of node.files) await addFile(f, folder.id, node.folder);
        if (node.sub) {
          const sub = await addFolder(node.sub.folder, folder.id);
          for (const f of node.sub.files) await addFile(f, sub.id, node.folder);
        }
      }
    });
  } catch (e) {
    if (!getStorage(db).transactional)
      for (const k of keys)
        await getStorage(db)
          .delete(k)
          .catch(() => {});
    throw e;
  }
}

const DAY = 86_400_000;
export const DEMO_NEWS: {
  titleFi: string;
  titleSv?: string;
  bodyFi: string;
  bodySv?: string;
  categories: number[];
  daysAgo: number;
  published?: boolean;
}[] = [
  {
    titleFi: "Viljakauppa avautuu uudelle satokaudelle",
    titleSv: "Spannmålshandeln öppnar för den nya skördesäsongen",
    bodyFi: "Viljakauppa avautuu ja viljanvastaanotto alkaa Seinäjoella, Vaasassa ja Kokkolassa. Kiinnityshinnat päivitetään viikoittain.",
    bodySv:
      "Spannmålshandeln öppnar och spannmålsmottagningen börjar i Seinäjoki, Vasa och Karleby. Inteckningspriserna uppdateras varje vecka.",
    categories: [1],
    daysAgo: 2,
  },
  {
    titleFi: "Mallasohran laatuvaatimukset tarkentuvat",
    bodyFi: "Mallasohran itävyys ja valkuaispitoisuus tarkistetaan jokaisesta erästä.",
    categories: [1],
    daysAgo: 9,
  },
  {
    titleFi: "Kevään lannoitehinnasto julkaistu",
    titleSv: "Vårens gödselprislista publicerad",
    bodyFi: "Lannoitteiden kevään hinnasto on nyt asiakirjoissa. Tilaa ajoissa.",
    bodySv: "Vårens prislista för gödsel finns nu bland dokumenten. Beställ i tid.",
    categories: [2],
    daysAgo: 20,
  },
  {
    titleFi: "Uusi Maituri-rehu lypsylehmille",
    bodyFi: "Maituri 200 -täysrehu tukee maitotuotosta talvikaudella. Rehuneuvojamme auttavat ruokintasuunnitelmassa.",
    categories: [3],
    daysAgo: 35,
  },
  {
    titleFi: "Konehuollon talvikampanja",
    bodyFi: "Huollata puimuri ja traktori talven aikana. Takuuasiat hoituvat agrodeskissä.",
    categories: [4],
    daysAgo: 50,
  },
  {
    titleFi: "Viljanvastaanoton aukioloajat joulun aikaan",
    bodyFi: "Viljanvastaanotto on suljettu jouluaattona ja joulupäivänä. Varaa purkuaika ajanvarauksesta.",
    categories: [1, 5],
    daysAgo: 70,
  },
  {
    titleFi: "Kalkitus kannattaa syksyllä",
    bodyFi: "Kalkitus parantaa maan kasvukuntoa. Kysy kalkitussuunnitelmaa myymälästä.",
    categories: [2],
    daysAgo: 400,
  },
  {
    titleFi: "Agrodesk uudistui",
    titleSv: "Agrodesk har förnyats",
    bodyFi: "Asiakirjat, uutiset ja viljakauppa löytyvät nyt yhdestä paikasta.",
    bodySv: "Dokument, nyheter och spannmålshandel finns nu på ett ställe.",
    categories: [5],
    daysAgo: 420,
  },
  { titleFi: "Luonnos: hintakatsaus", bodyFi: "Tämä uutinen on vielä luonnos.", categories: [1], daysAgo: 1, published: false },
  { titleFi: "Tuleva: kevään kylvösiemenet", bodyFi: "Julkaistaan myöhemmin.", categories: [5], daysAgo: -30 },
];

async function seedNews(db: Db, adminId: number | null): Promise<void> {
  const [any] = await db.select({ id: newsArticles.id }).from(newsArticles).limit(1);
  if (any) return;
  const cats = await db.select().from(newsCategories);
  const idOf = new Map(cats.map((c) => [c.number, c.id]));
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const n of DEMO_NEWS) {
      const [row] = await tx
        .insert(newsArticles)
        .values({
          titleFi: n.titleFi,
          titleSv: n.titleSv ?? null,
          bodyFi: n.bodyFi,
          bodySv: n.bodySv ?? null,
          publishAt: new Date(now - n.daysAgo * DAY),
          published: n.published ?? true,
          createdBy: adminId,
        })
        .returning();
      if (!row) throw new Error("news insert returned no row");
      const ids = n.categories.map((c) => idOf.get(c)).filter((x): x is number => x !== undefined);
      if (ids.length) await tx.insert(newsArticleCategories).values(ids.map((categoryId) => ({ articleId: row.id, categoryId })));
      await reindexArticle(tx, row.id);
    }
  });
}

export const GRAIN_ROWS: {
  grainName: string;
  grainType: string;
  locations: string[];
  mortgageAllowed: boolean;
  prices: (number | null)[];
}[] = [
  {
    grainName: "Ohra",
    grainType: "Rehuohra",
    locations: ["Seinäjoki", "Vaasa", "Kokkola"],
    mortgageAllowed: true,
    prices: [185, 188, 190, 192],
  },
  { grainName: "Ohra", grainType: "Mallasohra", locations: ["Seinäjoki"], mortgageAllowed: true, prices: [225, 228, null, null] },
  {
    grainName: "Kaura",
    grainType: "Myllykaura",
    locations: ["Seinäjoki", "Ylivieska"],
    mortgageAllowed: true,
    prices: [175, 178, 180, null],
  },
  { grainName: "Vehnä", grainType: "Kevätvehnä", locations: ["Seinäjoki"], mortgageAllowed: true, prices: [null, null, null, null] },
  { grainName: "Rypsi", grainType: "Öljykasvi", locations: ["Seinäjoki"], mortgageAllowed: false, prices: [450, 455, 460, 465] },
];

/** The next four months as "MM/YYYY" (Helsinki), from `now`. */
export function nextMonths(now: Date, n = 4): string[] {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m + 1 + i, 1));
    return `${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
  });
}

export async function seedGrainPrices(db: Db, now = new Date()): Promise<void> {
  const [any] = await db.select({ id: grainPriceRows.id }).from(grainPriceRows).limit(1);
  if (any) return;
  const months = nextMonths(now);
  await db.transaction(async (tx) => {
    let order = 0;
    for (const g of GRAIN_ROWS) {
      for (const [li, location] of g.locations.entries()) {
        const [row] = await tx
          .insert(grainPriceRows)
          .values({
            grainName: g.grainName,
            grainType: g.grainType,
            deliveryLocation: location,
            mortgageAllowed: g.mortgageAllowed,
            sortOrder: ++order,
          })
          .returning();
        if (!row) throw new Error("grain row insert returned no row");
        await tx.insert(grainMonthPrices).values(
          months.map((month, i) => {
            const p = g.prices[i] ?? null;
            return { rowId: row.id, month, price: p === null ? null : p - li * 2, sortOrder: i };
          }),
        );
      }
    }
  });
}

async function seedContracts(db: Db, farmerId: number | null): Promise<void> {
  const [any] = await db.select({ id: mortgageContracts.id }).from(mortgageContracts).limit(1);
  if (any) return;
  const names = [
    ["Matti", "Mäkelä", "Mäkelän tila"],
    ["Anna", "Rantala", "Rantalan luomutila"],
    ["Pekka", "Niemi", ""],
    ["Sari", "Koski", "Kosken maatila Oy"],
  ];
  const grains = ["Rehuohra", "Mallasohra", "Myllykaura"];
  const types = ["Heti-Termiini", "Termiini", "Kiinnitys"] as const;
  const now = Date.now();
  await db.insert(mortgageContracts).values(
    Array.from({ length: 24 }, (_, i) => {
      const [first = "", last = "", company = ""] = names[i % names.length] ?? [];
      const type = types[i % types.length] ?? "Termiini";
      return {
        createdOn: new Date(now - (i * 3 + 1) * DAY),
        userId: i % names.length === 0 ? farmerId : null,
        mortgageType: type,
        firstName: first,
        lastName: last,
        address: `Peltotie ${i + 1}`,
        postalCode: "60100",
        postOffice: "Seinäjoki",
        phoneNumber: "+358401234567",
        email: `${first.toLowerCase()}.${last.toLowerCase().replace("ä", "a")}@example.fi`,
        company,
        vatCode: company ? "0737546-2" : "",
        loadingBridge: i % 2 ? "Kyllä" : "Ei",
        loadingHigh: "4",
        store: "Agrokauppa Seinäjoki",
        grainName: grains[i % grains.length] ?? "Rehuohra",
        grainPrice: 180 + (i % 5) * 2,
        grainInput: "",
        grainWeight: 20 + i * 5,
        contractNumber: type === "Heti-Termiini" ? `TE-${1000 + i}` : `K-${2000 + i}`,
        deliveryLocation: i % 2 ? "Vaasa" : "Seinäjoki",
        deliveryPeriod: "27-01-15",
        additionalInformation: "",
      };
    }),
  );
}

export async function seedAgrodesk(db: Db, opts: { demo: boolean }): Promise<void> {
  await db
    .insert(newsCategories)
    .values(NEWS_CATEGORIES.map((c, i) => ({ ...c, sortOrder: i + 1 })))
    .onConflictDoNothing();
  if (opts.demo) {
    const idOf = async (username: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? null;
    const admin = await idOf("admin@demo.fi");
    await seedDocuments(db, admin);
    await seedNews(db, admin);
    await seedGrainPrices(db);
    await seedContracts(db, await idOf("farmer@demo.fi"));
  }
  await reindexSharedContent(db);
}
