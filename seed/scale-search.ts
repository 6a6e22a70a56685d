/**
 * Searchable volume for the agro-desk search benchmark (issue 15 item 9, decision 088):
 * `npm run db:seed -- --scale N` adds N × 250 published news articles in Finnish and Swedish
 * (N × 500 search documents: `--scale 20` → 10 000), spread over the last three years and the five
 * news categories, with their search entries, as the news area itself would write them
 * (lib/news/news.ts reindexArticle). Realistic texts: harvest, grain trade, fertiliser, drying and
 * reception news from Finnish towns, composed deterministically from phrase lists (no random()).
 * Set-based SQL; idempotent (the archive articles end with "Arkistoartikkeli."; present: skipped).
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/db";

const MARK = "Arkistoartikkeli.";

const FI = {
  subject: [
    "Viljakauppa",
    "Syysvehnän sato",
    "Ohran hinta",
    "Kauran vienti",
    "Rypsin viljely",
    "Lannoitteiden hinnat",
    "Viljanvastaanotto",
    "Kuivauskapasiteetti",
    "Rehuohran laatu",
    "Sadonkorjuu",
    "Kevätkylvöt",
    "Kasvinsuojelu",
    "Peltojen kalkitus",
    "Konekauppa",
    "Puinnin aloitus",
    "Mallasohran sopimukset",
    "Herneen viljely",
    "Kiinnityshinnat",
  ],
  place: [
    "Seinäjoella",
    "Turussa",
    "Oulussa",
    "Hämeenlinnassa",
    "Porissa",
    "Lahdessa",
    "Kokkolassa",
    "Vaasassa",
    "Salossa",
    "Forssassa",
    "Loimaalla",
  ],
  predicate: [
    "etenee hyvin",
    "alkaa ensi viikolla",
    "ylitti odotukset",
    "jää keskitason alle",
    "vaatii tarkkuutta",
    "kiinnostaa viljelijöitä",
    "kiristyy",
  ],
  body: [
    "Vastaanottopisteet ovat avoinna pidennetyin aukioloajoin koko sadonkorjuun ajan.",
    "Viljan kosteus ja sakkoprosentti tarkistetaan jokaisesta kuormasta vastaanoton yhteydessä.",
    "Varaa aika purkuun ajanvarauksesta, niin vältät jonot viljanvastaanotossa.",
    "Lannoitteiden toimitukset kevääksi kannattaa tilata hyvissä ajoin ennen kylvöjä.",
    "Kuivurin energiankulutus on noussut, ja kuivausmaksut päivitetään hinnastoon.",
    "Rehuviljan kysyntä on kasvanut kotieläintiloilla, mikä näkyy hinnoissa.",
    "Sopimusviljelijöille lähetetään uudet sopimusehdot sähköpostilla.",
    "Sääolot ovat hidastaneet puintia erityisesti rannikkoseudulla.",
    "Tarkista kiinnitysmahdollisuus ja voimassa olevat kiinnityshinnat agrodeskistä.",
  ],
};

const SV = {
  subject: [
    "Spannmålshandeln",
    "Höstvetets skörd",
    "Kornpriset",
    "Havreexporten",
    "Rypsodlingen",
    "Gödselpriserna",
    "Spannmålsmottagningen",
    "Torkkapaciteten",
    "Foderkornets kvalitet",
    "Skörden",
    "Vårsådden",
    "Växtskyddet",
    "Kalkningen av åkrarna",
    "Maskinhandeln",
    "Tröskningen",
    "Maltkornsavtalen",
    "Ärtodlingen",
    "Inteckningspriserna",
  ],
  place: [
    "i Seinäjoki",
    "i Åbo",
    "i Uleåborg",
    "i Tavastehus",
    "i Björneborg",
    "i Lahtis",
    "i Karleby",
    "i Vasa",
    "i Salo",
    "i Forssa",
    "i Loimaa",
  ],
  predicate: [
    "går bra",
    "börjar nästa vecka",
    "överträffade förväntningarna",
    "blir under medel",
    "kräver noggrannhet",
    "intresserar odlarna",
    "skärps",
  ],
  body: [
    "Mottagningsplatserna har förlängda öppettider under hela skördetiden.",
    "Spannmålens fukthalt och avdrag kontrolleras för varje lass vid mottagningen.",
    "Boka en tid för lossning i tidsbokningen, så slipper du köer vid spannmålsmottagningen.",
    "Gödselleveranserna för våren lönar sig att beställa i god tid före sådden.",
    "Torkens energiförbrukning har ökat och torkavgifterna uppdateras i prislistan.",
    "Efterfrågan på foderspannmål har ökat på husdjursgårdarna, vilket syns i priserna.",
    "Avtalsodlarna får de nya avtalsvillkoren per e-post.",
    "Vädret har fördröjt tröskningen särskilt i kustområdet.",
    "Kontrollera möjligheten till inteckning och gällande inteckningspriser i agrodesken.",
  ],
};

const arr = (xs: string[]) => sql`${`{${xs.map((x) => `"${x}"`).join(",")}}`}::text[]`;

export async function seedScaleSearch(db: Db, scale: number, log: (m: string) => void): Promise<void> {
  const n =
    (await db.execute<{ n: number }>(sql`select count(*)::int as n from news_articles where body_fi like ${`%${MARK}`}`)).rows[0]?.n ?? 0;
  if (n > 0) {
    log(`scale search documents already present (${n} archive articles); skipping`);
    return;
  }
  const articles = scale * 250;
  const t0 = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with p as (
        select ${arr(FI.subject)} as fs, ${arr(FI.place)} as fp, ${arr(FI.predicate)} as fv, ${arr(FI.body)} as fb,
               ${arr(SV.subject)} as ss, ${arr(SV.place)} as sp, ${arr(SV.predicate)} as sv, ${arr(SV.body)} as sb
      ), g as (
        select i, (i * 7) % cardinality(fs) + 1 as a, (i * 11) % cardinality(fp) + 1 as b, (i * 13) % cardinality(fv) + 1 as c,
               (i * 5) % cardinality(fb) + 1 as d, (i * 3 + 4) % cardinality(fb) + 1 as e, p.*
        from generate_series(1, ${articles}::int) i cross join p
      )
      insert into news_articles (title_fi, title_sv, body_fi, body_sv, publish_at, published)
      select fs[a] || ' ' || fp[b] || ' ' || fv[c],
             ss[a] || ' ' || sp[b] || ' ' || sv[c],
             fs[a] || ' ' || fp[b] || ' ' || fv[c] || '. ' || fb[d] || ' ' || fb[e] || ' ' || ${MARK},
             ss[a] || ' ' || sp[b] || ' ' || sv[c] || '. ' || sb[d] || ' ' || sb[e] || ' ' || ${"Arkivartikel."},
             now() - make_interval(days => 1 + i % 1095, hours => i % 24),
             true
      from g
    `);
    await tx.execute(sql`
      insert into news_article_categories (article_id, category_id)
      select a.id, c.id from news_articles a
      join news_categories c on c.number = 1 + a.id % 5
      where a.body_fi like ${`%${MARK}`}
      on conflict do nothing
    `);
    await tx.execute(sql`
      insert into search_documents (source, source_id, language, market, audience, title, body, url, category, published_at)
      select 'news', a.id::text, l.language, 'fi', 'all',
             case when l.language = 'fi' then a.title_fi else a.title_sv end,
             case when l.language = 'fi' then a.body_fi else a.body_sv end,
             '/agrodesk/uutiset/' || a.id,
             case when l.language = 'fi' then c.name_fi else c.name_sv end,
             a.publish_at
      from news_articles a
      join news_categories c on c.number = 1 + a.id % 5
      cross join (values ('fi'), ('sv')) l(language)
      where a.body_fi like ${`%${MARK}`}
      on conflict (source, source_id, language) do nothing
    `);
  });
  await db.execute(sql`analyze news_articles`);
  await db.execute(sql`analyze search_documents`);
  log(
    `seeded ${articles} archive news articles (${articles * 2} search documents, Finnish and Swedish) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}
