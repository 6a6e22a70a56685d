/**
 * (Re)builds the search entries of content that other areas own and that changes rarely: the
 * agro-desk pages (`pages`), the Finnish facilities and the farms' feed recipes. Run by the seed
 * at every start (cheap: a few hundred rows); news and documents keep their own entries in step
 * when they change.
 */
import "server-only";
import { and, eq, like } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers, facilities, feedRecipes, pages } from "@/db/schema";
import { getSearchEngine, type SearchEntry } from "@/lib/integrations/search";

/** Short descriptions of the agro-desk pages, so a page is found by what it offers (Finnish and Swedish). */
export const PAGE_TEXTS: Record<string, { fi: string; sv: string; titleSv: string }> = {
  "/agrodesk": {
    fi: "Agrodesk viljelijöille ja myymälöille: asiakirjat, uutiset, viljakauppa, konetakuut ja rehunsekoitus.",
    sv: "Agrodesk för odlare och butiker: dokument, nyheter, spannmålshandel, maskingarantier och foderblandning.",
    titleSv: "Agrodesk",
  },
  "/agrodesk/asiakirjat": {
    fi: "Asiakirjakirjasto: ohjeet, hinnastot ja lomakkeet kansioittain.",
    sv: "Dokumentbibliotek: anvisningar, prislistor och blanketter i mappar.",
    titleSv: "Dokument",
  },
  "/agrodesk/uutiset": {
    fi: "Ajankohtaiset uutiset viljakaupasta, lannoitteista, rehuista ja koneista.",
    sv: "Aktuella nyheter om spannmålshandel, gödsel, foder och maskiner.",
    titleSv: "Nyheter",
  },
  "/agrodesk/viljakauppa": {
    fi: "Viljakauppa: viljan hinnat, kiinnityshinnat ja kiinnityssopimukset, viljanvastaanotto.",
    sv: "Spannmålshandel: spannmålspriser, inteckningspriser och inteckningsavtal, spannmålsmottagning.",
    titleSv: "Spannmålshandel",
  },
  "/agrodesk/takuut": {
    fi: "Konetakuut: luovutus- ja takuulomakkeet sekä takuuhakemukset.",
    sv: "Maskingarantier: överlåtelse- och garantiblanketter samt garantianspråk.",
    titleSv: "Maskingarantier",
  },
  "/agrodesk/rehunsekoitus": {
    fi: "Rehunsekoitus Maiturimix: reseptit, sekoitukset ja ruokintasuunnitelmat.",
    sv: "Foderblandning Maiturimix: recept, blandningar och utfodringsplaner.",
    titleSv: "Foderblandning",
  },
};

export async function reindexSharedContent(db: DbOrTx): Promise<number> {
  const engine = getSearchEngine();
  const entries: SearchEntry[] = [];
  const since = new Date("2026-01-01T00:00:00Z");
  const pageRows = await db
    .select()
    .from(pages)
    .where(and(eq(pages.market, "fi"), like(pages.path, "/agrodesk%")));
  for (const p of pageRows) {
    const text = PAGE_TEXTS[p.path];
    if (!text && !p.inMenu) continue;
    const audience = p.audience === "store" ? "store" : p.audience === "agro_admin" || p.audience === "internal" ? "admin" : "all";
    entries.push({
      source: "page",
      sourceId: String(p.pageId),
      language: "fi",
      audience,
      title: p.title,
      body: text?.fi ?? "",
      url: p.path,
      category: null,
      publishedAt: since,
    });
    if (text)
      entries.push({
        source: "page",
        sourceId: String(p.pageId),
        language: "sv",
        audience,
        title: text.titleSv,
        body: text.sv,
        url: p.path,
        category: null,
        publishedAt: since,
      });
  }
  const facilityRows = await db
    .select()
    .from(facilities)
    .where(and(eq(facilities.market, "fi"), eq(facilities.active, true)));
  for (const f of facilityRows) {
    entries.push({
      source: "facility",
      sourceId: String(f.id),
      language: "fi",
      audience: "all",
      title: `${f.name} (${f.code})`,
      body: `Toimipiste ${f.name}: viljanvastaanotto, ajanvaraus lastaukseen ja purkuun.`,
      url: `/logistiikka/ajanvaraus?facility=${encodeURIComponent(f.code)}`,
      category: null,
      publishedAt: since,
    });
  }
  const recipes = await db
    .select({
      id: feedRecipes.id,
      name: feedRecipes.mixName,
      number: customers.customerNumber,
      active: feedRecipes.active,
      createdAt: feedRecipes.createdAt,
    })
    .from(feedRecipes)
    .innerJoin(customers, eq(customers.id, feedRecipes.customerId))
    .where(eq(customers.market, "fi"));
  for (const r of recipes) {
    if (!r.active) continue;
    entries.push({
      source: "recipe",
      sourceId: String(r.id),
      language: "fi",
      audience: "all",
      title: r.name,
      body: `Rehuresepti ${r.name}`,
      url: `/agrodesk/rehunsekoitus?view=recipe&id=${r.id}`,
      category: null,
      customerNumber: r.number,
      publishedAt: r.createdAt,
    });
  }
  await engine.index(db, entries);
  return entries.length;
}
