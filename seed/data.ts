/** Reference data and demo data of the seed (realistic Swedish and Finnish customers). */

export const MARKET_ROWS = [
  { code: "se", name: "Sverige", locale: "sv", timeZone: "Europe/Stockholm", currency: "SEK" },
  { code: "fi", name: "Suomi", locale: "fi", timeZone: "Europe/Helsinki", currency: "EUR" },
];

type Audience = "all" | "internal" | "external" | "transporter" | "reseller" | "reseller_admin" | "agro_admin" | "store";
export interface PageSeed {
  pageId: number;
  market: "se" | "fi";
  path: string;
  title: string;
  parent?: number;
  audience?: Audience;
  inMenu?: boolean;
}

/**
 * The navigation tree. Page ids are stable: favourites and page values refer to them.
 * Later areas add their pages here (and the paths they serve).
 */
export const PAGE_ROWS: PageSeed[] = [
  { pageId: 1100, market: "se", path: "/avtal", title: "Avtal" },
  { pageId: 1101, market: "se", path: "/avtal/mina-avtal", title: "Mina avtal", parent: 1100 },
  { pageId: 1102, market: "se", path: "/avtal/prisgraf", title: "Prisgraf", parent: 1100 },
  { pageId: 1103, market: "se", path: "/avtal/prisbevakning", title: "Prisbevakning", parent: 1100 },
  { pageId: 1104, market: "se", path: "/avtal/inkopsavtal", title: "Nytt inköpsavtal", parent: 1100 },
  { pageId: 1105, market: "se", path: "/avtal/torkavtal", title: "Torkavtal", parent: 1100 },
  { pageId: 1106, market: "se", path: "/avtal/fastprisavtal", title: "Fastprisavtal foder", parent: 1100 },
  { pageId: 1616, market: "se", path: "/avtal/invagningar", title: "Invägningar", parent: 1100 },
  { pageId: 1200, market: "se", path: "/priser", title: "Priser" },
  { pageId: 1201, market: "se", path: "/priser/spannmal", title: "Spannmålspriser", parent: 1200 },
  { pageId: 1202, market: "se", path: "/priser/oversikt", title: "Prisöversikt", parent: 1200 },
  { pageId: 1203, market: "se", path: "/priser/aterforsaljare", title: "Återförsäljarpriser", parent: 1200, audience: "reseller" },
  {
    pageId: 1204,
    market: "se",
    path: "/priser/aterforsaljare-admin",
    title: "Återförsäljarpriser admin",
    parent: 1200,
    audience: "reseller_admin",
  },
  { pageId: 1300, market: "se", path: "/logistik", title: "Logistik" },
  { pageId: 1301, market: "se", path: "/logistik/tidsbokning", title: "Tidsbokning", parent: 1300 },
  { pageId: 1302, market: "se", path: "/logistik/listbokning", title: "Listbokning", parent: 1300 },
  { pageId: 1303, market: "se", path: "/logistik/sok-transport", title: "Sök transport", parent: 1300 },
  { pageId: 1304, market: "se", path: "/logistik/kommande-leveranser", title: "Kommande leveranser", parent: 1300 },
  { pageId: 1305, market: "se", path: "/logistik/leveransforsakran", title: "Leveransförsäkran", parent: 1300 },
  { pageId: 1306, market: "se", path: "/logistik/leveransavgift", title: "Leveransavgift", parent: 1300 },
  { pageId: 1307, market: "se", path: "/logistik/omdestinering", title: "Omdestinering", parent: 1300 },
  { pageId: 1400, market: "se", path: "/maskiner", title: "Maskiner" },
  { pageId: 1401, market: "se", path: "/maskiner/ny", title: "Lägg till maskin", parent: 1400 },
  { pageId: 1402, market: "se", path: "/maskiner/boka-service", title: "Boka service", parent: 1400 },
  { pageId: 1403, market: "se", path: "/maskiner/verkstader", title: "Verkstäder", parent: 1400 },
  { pageId: 1500, market: "se", path: "/anlaggningar", title: "Anläggningar" },
  { pageId: 1501, market: "se", path: "/anlaggningar/information", title: "Anläggningsinformation", parent: 1500, audience: "internal" },
  { pageId: 1502, market: "se", path: "/anlaggningar/oppettider", title: "Öppettider", parent: 1500, audience: "internal" },
  { pageId: 1503, market: "se", path: "/anlaggningar/bevakningar", title: "Mina bevakningar", parent: 1500 },
  { pageId: 1510, market: "se", path: "/anlaggningar/kontaktpersoner", title: "Kontaktpersoner", parent: 1500, audience: "internal" },
  { pageId: 1600, market: "se", path: "/mitt-foretag", title: "Mitt företag" },
  { pageId: 1601, market: "se", path: "/mitt-foretag/profil", title: "Profil", parent: 1600 },
  { pageId: 1602, market: "se", path: "/mitt-foretag/kundkort", title: "Kundkort", parent: 1600 },
  { pageId: 1603, market: "se", path: "/mitt-foretag/underkunder", title: "Underkunder", parent: 1600 },
  { pageId: 1604, market: "se", path: "/mitt-foretag/mina-order", title: "Mina order", parent: 1600 },
  { pageId: 1605, market: "se", path: "/mitt-foretag/analysbestallning", title: "Analysbeställning", parent: 1600 },
  { pageId: 1606, market: "se", path: "/mitt-foretag/analysbestallning/lista", title: "Mina analyser", parent: 1600 },
  { pageId: 1610, market: "se", path: "/mitt-foretag/leveransadresser", title: "Leveransadresser", parent: 1600 },
  { pageId: 1611, market: "se", path: "/anvandarvillkor", title: "Användarvillkor", inMenu: false },
  { pageId: 1612, market: "se", path: "/integritetspolicy", title: "Integritetspolicy", parent: 1600 },
  { pageId: 1615, market: "se", path: "/mitt-foretag/kontakt", title: "Kontakta oss", parent: 1600 },
  { pageId: 1935, market: "se", path: "/mitt-foretag/anvandarkort", title: "Användarkort", parent: 1600 },
  { pageId: 1900, market: "se", path: "/intern", title: "Internt", audience: "internal" },
  { pageId: 1901, market: "se", path: "/intern/kundsupport", title: "Kundsupport", parent: 1900, audience: "internal" },
  { pageId: 1902, market: "se", path: "/intern/fortroendevalda", title: "Förtroendevalda", parent: 1900, audience: "internal" },
  { pageId: 1903, market: "se", path: "/intern/atgardslogg", title: "Åtgärdslogg", parent: 1900, audience: "internal" },
  { pageId: 1904, market: "se", path: "/internal/outbox", title: "Utkorg", parent: 1900, audience: "internal" },
  { pageId: 1905, market: "se", path: "/internal/components", title: "Komponentkatalog", parent: 1900, audience: "internal" },
  { pageId: 1906, market: "se", path: "/intern/analysresultat", title: "Analysresultat", parent: 1900, audience: "internal" },
  { pageId: 1907, market: "se", path: "/intern/utsadesproduktion", title: "Utsädesproduktion", parent: 1900, audience: "internal" },
  { pageId: 1920, market: "se", path: "/intern/signeringar", title: "Signeringar", parent: 1900, audience: "internal" },
  { pageId: 1930, market: "se", path: "/intern/registreringar", title: "Registreringar", parent: 1900, audience: "internal" },
  { pageId: 1931, market: "se", path: "/intern/kontaktmeddelanden", title: "Kontaktmeddelanden", parent: 1900, audience: "internal" },
  { pageId: 1932, market: "se", path: "/intern/urval", title: "Urval", parent: 1900, audience: "internal" },

  { pageId: 2100, market: "fi", path: "/agrodesk", title: "Agrodesk" },
  { pageId: 2101, market: "fi", path: "/agrodesk/asiakirjat", title: "Asiakirjat", parent: 2100 },
  { pageId: 2102, market: "fi", path: "/agrodesk/uutiset", title: "Uutiset", parent: 2100 },
  { pageId: 2103, market: "fi", path: "/agrodesk/viljakauppa", title: "Viljakauppa", parent: 2100 },
  { pageId: 2104, market: "fi", path: "/agrodesk/takuut", title: "Konetakuut", parent: 2100 },
  { pageId: 2105, market: "fi", path: "/agrodesk/rehunsekoitus", title: "Rehunsekoitus", parent: 2100 },
  { pageId: 2106, market: "fi", path: "/agrodesk/kotisivu/haku", title: "Haku", parent: 2100, inMenu: false },
  { pageId: 2107, market: "fi", path: "/agrodesk/siemenviljely", title: "Siemenviljely", parent: 2100, audience: "agro_admin" },
  {
    pageId: 2130,
    market: "fi",
    path: "/agrodesk/takuut/luovutusilmoitus",
    title: "Luovutus- ja takuuilmoitus",
    parent: 2104,
    audience: "store",
  },
  { pageId: 2131, market: "fi", path: "/agrodesk/takuut/ilmoitukset", title: "Luovutus- ja takuuilmoitukset", parent: 2104 },
  { pageId: 2132, market: "fi", path: "/agrodesk/takuut/vanhat-ilmoitukset", title: "Vanhat ilmoitukset", parent: 2104 },
  { pageId: 2133, market: "fi", path: "/agrodesk/takuut/takuuhakemus", title: "Takuuhakemus", parent: 2104, audience: "store" },
  { pageId: 2134, market: "fi", path: "/agrodesk/takuut/takuuhakemukset", title: "Takuuhakemukset", parent: 2104 },
  {
    pageId: 2135,
    market: "fi",
    path: "/agrodesk/takuut/takuuhakemukset/comments",
    title: "Takuuhakemuksen kommentit",
    parent: 2134,
    inMenu: false,
  },
  { pageId: 2136, market: "fi", path: "/agrodesk/takuut/sarjanumerot", title: "Sarjanumerot", parent: 2104 },
  { pageId: 2137, market: "fi", path: "/agrodesk/takuut/siirto", title: "Ilmoittajan siirto", parent: 2104, audience: "agro_admin" },
  {
    pageId: 2913,
    market: "fi",
    path: "/agrodesk/takuut/sahkopostiasetukset",
    title: "Sähköpostiasetukset",
    parent: 2104,
    audience: "store",
  },
  { pageId: 2200, market: "fi", path: "/sopimukset", title: "Sopimukset" },
  { pageId: 2201, market: "fi", path: "/sopimukset/omat", title: "Omat sopimukset", parent: 2200 },
  { pageId: 2202, market: "fi", path: "/sopimukset/hinnat", title: "Viljahinnat", parent: 2200 },
  { pageId: 2616, market: "fi", path: "/sopimukset/punnitukset", title: "Punnitukset", parent: 2200 },
  { pageId: 2300, market: "fi", path: "/logistiikka", title: "Logistiikka" },
  { pageId: 2301, market: "fi", path: "/logistiikka/ajanvaraus", title: "Ajanvaraus", parent: 2300 },
  { pageId: 2510, market: "fi", path: "/toimipisteet", title: "Toimipisteet" },
  { pageId: 2511, market: "fi", path: "/toimipisteet/seuranta", title: "Omat seurannat", parent: 2510 },
  { pageId: 2512, market: "fi", path: "/toimipisteet/aukioloajat", title: "Aukioloajat", parent: 2510, audience: "internal" },
  { pageId: 2513, market: "fi", path: "/toimipisteet/tiedot", title: "Toimipisteen tiedot", parent: 2510, audience: "internal" },
  { pageId: 2514, market: "fi", path: "/toimipisteet/yhteyshenkilot", title: "Yhteyshenkilöt", parent: 2510, audience: "internal" },
  { pageId: 2610, market: "fi", path: "/oma-yritys", title: "Oma yritys" },
  { pageId: 2611, market: "fi", path: "/oma-yritys/profiili", title: "Profiili", parent: 2610 },
  { pageId: 2612, market: "fi", path: "/oma-yritys/toimitusosoitteet", title: "Toimitusosoitteet", parent: 2610 },
  { pageId: 2613, market: "fi", path: "/kayttoehdot", title: "Käyttöehdot", inMenu: false },
  { pageId: 2614, market: "fi", path: "/oma-yritys/tietosuoja", title: "Tietosuoja", parent: 2610 },
  { pageId: 2618, market: "fi", path: "/oma-yritys/kayttajakortti", title: "Käyttäjäkortti", parent: 2610 },
  { pageId: 2900, market: "fi", path: "/sisainen", title: "Sisäinen", audience: "internal" },
  { pageId: 2901, market: "fi", path: "/internal/outbox", title: "Lähtevät", parent: 2900, audience: "internal" },
  { pageId: 2902, market: "fi", path: "/internal/components", title: "Komponenttiluettelo", parent: 2900, audience: "internal" },
  { pageId: 2615, market: "fi", path: "/ota-yhteytta", title: "Ota yhteyttä", parent: 2610 },
  { pageId: 2915, market: "fi", path: "/sisainen/rekisteroinnit", title: "Rekisteröinnit", parent: 2900, audience: "internal" },
  { pageId: 2916, market: "fi", path: "/sisainen/yhteydenotot", title: "Yhteydenotot", parent: 2900, audience: "internal" },
  { pageId: 2917, market: "fi", path: "/sisainen/valinta", title: "Asiakasvalinta", parent: 2900, audience: "internal" },
  { pageId: 2910, market: "fi", path: "/sisainen/asiakastuki", title: "Asiakastuki", parent: 2900, audience: "internal" },
  { pageId: 2911, market: "fi", path: "/sisainen/luottamushenkilot", title: "Luottamushenkilöt", parent: 2900, audience: "internal" },
  { pageId: 2912, market: "fi", path: "/sisainen/toimintaloki", title: "Toimintaloki", parent: 2900, audience: "internal" },
];

export interface CustomerSeed {
  number: string;
  name: string;
  org: string | null;
  market: "se" | "fi";
  parent?: string;
  address: string;
  zip: string;
  city: string;
  active?: boolean;
}

export const DEMO_CUSTOMERS: CustomerSeed[] = [
  { number: "100234", name: "Gårdsjö Lantbruk AB", org: "556712-3456", market: "se", address: "Gårdsjö 12", zip: "532 92", city: "Skara" },
  {
    number: "100235",
    name: "Gårdsjö Lantbruk – Västergården",
    org: null,
    market: "se",
    parent: "100234",
    address: "Västergården 3",
    zip: "532 92",
    city: "Skara",
  },
  {
    number: "100236",
    name: "Gårdsjö Spannmål HB",
    org: "969745-1122",
    market: "se",
    parent: "100234",
    address: "Gårdsjö 14",
    zip: "532 92",
    city: "Skara",
  },
  { number: "100310", name: "Ekängens Gård", org: "556845-9012", market: "se", address: "Ekängen 1", zip: "591 97", city: "Motala" },
  {
    number: "100412",
    name: "Björkhaga Lantbruk AB",
    org: "556901-2231",
    market: "se",
    address: "Björkhaga 5",
    zip: "241 96",
    city: "Eslöv",
  },
  { number: "100518", name: "Norrby Säteri", org: "556234-7781", market: "se", address: "Norrby 1", zip: "755 91", city: "Uppsala" },
  {
    number: "199999",
    name: "Testkund Demo AB",
    org: "556000-0001",
    market: "se",
    address: "Provgatan 1",
    zip: "111 22",
    city: "Stockholm",
  },
  {
    number: "300120",
    name: "Lindqvist Åkeri AB",
    org: "556455-6677",
    market: "se",
    address: "Industrivägen 8",
    zip: "531 40",
    city: "Lidköping",
  },
  {
    number: "400050",
    name: "Skånefrö Handel AB",
    org: "556388-4400",
    market: "se",
    address: "Hamngatan 2",
    zip: "261 31",
    city: "Landskrona",
  },
  { number: "700101", name: "Mäkelän tila", org: "2345678-9", market: "fi", address: "Mäkeläntie 45", zip: "60800", city: "Seinäjoki" },
  {
    number: "700102",
    name: "Mäkelän tila – Ylitalo",
    org: null,
    market: "fi",
    parent: "700101",
    address: "Ylitalontie 2",
    zip: "60800",
    city: "Seinäjoki",
  },
  {
    number: "700205",
    name: "Korpelan Maatila Oy",
    org: "3456789-0",
    market: "fi",
    address: "Korpelantie 8",
    zip: "32700",
    city: "Huittinen",
  },
  { number: "700311", name: "Rantalan luomutila", org: "1987654-3", market: "fi", address: "Rantatie 110", zip: "21800", city: "Kyrö" },
  {
    number: "800010",
    name: "Agrokauppa Seinäjoki",
    org: "0765432-1",
    market: "fi",
    address: "Kauppakatu 3",
    zip: "60100",
    city: "Seinäjoki",
  },
];

export interface UserSeed {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  market: "se" | "fi";
  mobile?: string;
  phone?: string;
  personNumber?: string;
  flags?: Partial<Record<"isInternal" | "isTransporter" | "isReseller" | "isResellerAdmin" | "isAgroAdmin" | "isStore", boolean>>;
  customers: { number: string; profile: "owner" | "user" | "custom"; isDefault?: boolean }[];
}

export const DEMO_PASSWORD = "demo1234";

export const DEMO_USERS: UserSeed[] = [
  {
    username: "farmer@demo.se",
    email: "farmer@demo.se",
    firstName: "Anna",
    lastName: "Karlsson",
    market: "se",
    mobile: "+46701234567",
    personNumber: "197805122384",
    customers: [
      { number: "100234", profile: "owner", isDefault: true },
      { number: "100310", profile: "user" },
    ],
  },
  {
    // the second user of 100234 (issue 12: the owner farmer@demo.se manages this user on the customer card)
    username: "partner@demo.se",
    email: "partner@demo.se",
    firstName: "Johan",
    lastName: "Karlsson",
    market: "se",
    mobile: "+46702345678",
    customers: [{ number: "100234", profile: "user", isDefault: true }],
  },
  {
    username: "staff@demo.se",
    email: "staff@demo.se",
    firstName: "Erik",
    lastName: "Johansson",
    market: "se",
    phone: "+4651012300",
    flags: { isInternal: true },
    customers: [],
  },
  {
    username: "transporter@demo.se",
    email: "transporter@demo.se",
    firstName: "Mikael",
    lastName: "Lindqvist",
    market: "se",
    mobile: "+46739876543",
    flags: { isTransporter: true },
    customers: [{ number: "300120", profile: "owner", isDefault: true }],
  },
  {
    username: "reseller@demo.se",
    email: "reseller@demo.se",
    firstName: "Sofia",
    lastName: "Nilsson",
    market: "se",
    mobile: "+46761112233",
    flags: { isReseller: true, isResellerAdmin: true },
    customers: [{ number: "400050", profile: "owner", isDefault: true }],
  },
  {
    username: "farmer@demo.fi",
    email: "farmer@demo.fi",
    firstName: "Matti",
    lastName: "Mäkelä",
    market: "fi",
    mobile: "+358 401234567",
    customers: [{ number: "700101", profile: "owner", isDefault: true }],
  },
  {
    // the second user of 700101, managed by its owner farmer@demo.fi (issue 12)
    username: "kumppani@demo.fi",
    email: "kumppani@demo.fi",
    firstName: "Sanna",
    lastName: "Mäkelä",
    market: "fi",
    mobile: "+358 402345678",
    customers: [{ number: "700101", profile: "user", isDefault: true }],
  },
  {
    username: "store@demo.fi",
    email: "store@demo.fi",
    firstName: "Liisa",
    lastName: "Virtanen",
    market: "fi",
    phone: "+358 64123456",
    flags: { isStore: true },
    customers: [{ number: "800010", profile: "user", isDefault: true }],
  },
  {
    username: "admin@demo.fi",
    email: "admin@demo.fi",
    firstName: "Jukka",
    lastName: "Korhonen",
    market: "fi",
    phone: "+358 201234567",
    flags: { isAgroAdmin: true, isStore: true },
    customers: [{ number: "800010", profile: "owner", isDefault: true }],
  },
];

export const DEMO_INBOX: { username: string; sender: string; subject: string; body: string; read?: boolean; starred?: boolean }[] = [
  {
    username: "farmer@demo.se",
    sender: "Spannmålshandeln",
    subject: "Nytt avräkningsbesked för leverans 2026-09-14",
    body: "Avräkningen för din leverans av höstvete till Skara är klar. Du hittar den under Mina avtal.",
  },
  {
    username: "farmer@demo.se",
    sender: "Kundtjänst",
    subject: "Påminnelse: leveransförsäkran för skörd 2026",
    body: "Glöm inte att lämna leveransförsäkran innan du bokar lossningstid.",
    starred: true,
  },
  {
    username: "farmer@demo.se",
    sender: "Prisbevakning",
    subject: "Höstvete har nått ditt bevakningspris",
    body: "Priset för höstvete i prisområde Väst har nått 2 150 kr/ton.",
    read: true,
  },
  {
    username: "transporter@demo.se",
    sender: "Logistik",
    subject: "Ändrade öppettider i Lidköping v. 38",
    body: "Anläggningen i Lidköping har förlängda öppettider under skörden.",
  },
  {
    username: "farmer@demo.fi",
    sender: "Viljakauppa",
    subject: "Uusi viljasopimus vahvistettu",
    body: "Ohran hinnoittelusopimuksesi on vahvistettu. Näet sen kohdassa Omat sopimukset.",
  },
  {
    username: "store@demo.fi",
    sender: "Agrodesk",
    subject: "Uusi takuuhakemus odottaa käsittelyä",
    body: "Takuuhakemus 2026-114 odottaa myymälän kommenttia.",
    starred: true,
  },
];

/** Articles (ERP items). Item numbers are stable: agreements, prices and fees refer to them. */
export const ARTICLE_ROWS: {
  itemNumber: string;
  market: "se" | "fi";
  name: string;
  category: "grain" | "seed" | "forage" | "feed" | "merchandise" | "freight";
  grainType?: string;
  priceGroupId?: number;
  priceGroupName?: string;
  unit?: string;
}[] = [
  {
    itemNumber: "10110",
    market: "se",
    name: "Höstvete, bröd",
    category: "grain",
    grainType: "Höstvete",
    priceGroupId: 1,
    priceGroupName: "Vete",
  },
  {
    itemNumber: "10120",
    market: "se",
    name: "Höstvete, foder",
    category: "grain",
    grainType: "Höstvete",
    priceGroupId: 1,
    priceGroupName: "Vete",
  },
  { itemNumber: "10150", market: "se", name: "Vårvete", category: "grain", grainType: "Vårvete", priceGroupId: 1, priceGroupName: "Vete" },
  {
    itemNumber: "10210",
    market: "se",
    name: "Maltkorn",
    category: "grain",
    grainType: "Maltkorn",
    priceGroupId: 2,
    priceGroupName: "Korn",
  },
  {
    itemNumber: "10220",
    market: "se",
    name: "Foderkorn",
    category: "grain",
    grainType: "Foderkorn",
    priceGroupId: 2,
    priceGroupName: "Korn",
  },
  {
    itemNumber: "10310",
    market: "se",
    name: "Havre, gryn",
    category: "grain",
    grainType: "Havre",
    priceGroupId: 3,
    priceGroupName: "Havre",
  },
  {
    itemNumber: "10320",
    market: "se",
    name: "Havre, foder",
    category: "grain",
    grainType: "Havre",
    priceGroupId: 3,
    priceGroupName: "Havre",
  },
  {
    itemNumber: "10410",
    market: "se",
    name: "Höstraps",
    category: "grain",
    grainType: "Raps",
    priceGroupId: 4,
    priceGroupName: "Oljeväxter",
  },
  {
    itemNumber: "10510",
    market: "se",
    name: "Rågvete",
    category: "grain",
    grainType: "Rågvete",
    priceGroupId: 5,
    priceGroupName: "Råg och rågvete",
  },
  {
    itemNumber: "10520",
    market: "se",
    name: "Råg",
    category: "grain",
    grainType: "Råg",
    priceGroupId: 5,
    priceGroupName: "Råg och rågvete",
  },
  { itemNumber: "20110", market: "se", name: "Utsäde höstvete Julius C2", category: "seed", grainType: "Höstvete", unit: "ton" },
  { itemNumber: "20120", market: "se", name: "Utsäde vårkorn Planet C2", category: "seed", grainType: "Vårkorn", unit: "ton" },
  { itemNumber: "20210", market: "se", name: "Vallfrö Slåttervall Normal 2", category: "seed", grainType: "Vallfrö", unit: "kg" },
  { itemNumber: "30110", market: "se", name: "Ensilage, rundbal", category: "forage", unit: "ton" },
  { itemNumber: "30120", market: "se", name: "Hö, småbal", category: "forage", unit: "ton" },
  { itemNumber: "40110", market: "se", name: "Solid 220 Komplett", category: "feed", unit: "ton" },
  { itemNumber: "40120", market: "se", name: "Unik 190 Mjölkfoder", category: "feed", unit: "ton" },
  { itemNumber: "40210", market: "se", name: "Smågrisfoder Start", category: "feed", unit: "ton" },
  { itemNumber: "50110", market: "se", name: "Axan NS 27-4", category: "merchandise", unit: "ton" },
  { itemNumber: "50120", market: "se", name: "Ensilageplast 750 mm", category: "merchandise", unit: "st" },
  { itemNumber: "90010", market: "se", name: "Frakt bulk", category: "freight", unit: "ton" },
  {
    itemNumber: "11110",
    market: "fi",
    name: "Syysvehnä, leipä",
    category: "grain",
    grainType: "Vehnä",
    priceGroupId: 11,
    priceGroupName: "Vehnä",
  },
  { itemNumber: "11210", market: "fi", name: "Mallasohra", category: "grain", grainType: "Ohra", priceGroupId: 12, priceGroupName: "Ohra" },
  { itemNumber: "11220", market: "fi", name: "Rehuohra", category: "grain", grainType: "Ohra", priceGroupId: 12, priceGroupName: "Ohra" },
  {
    itemNumber: "11310",
    market: "fi",
    name: "Kaura, elintarvike",
    category: "grain",
    grainType: "Kaura",
    priceGroupId: 13,
    priceGroupName: "Kaura",
  },
  {
    itemNumber: "11320",
    market: "fi",
    name: "Rehukaura",
    category: "grain",
    grainType: "Kaura",
    priceGroupId: 13,
    priceGroupName: "Kaura",
  },
  {
    itemNumber: "11410",
    market: "fi",
    name: "Kevätrypsi",
    category: "grain",
    grainType: "Rypsi",
    priceGroupId: 14,
    priceGroupName: "Öljykasvit",
  },
  { itemNumber: "41110", market: "fi", name: "Maituri 200", category: "feed", unit: "ton" },
  { itemNumber: "91010", market: "fi", name: "Rahti irtotavara", category: "freight", unit: "ton" },
];

export const PRICE_AREA_ROWS: { market: "se" | "fi"; code: string; name: string }[] = [
  { market: "se", code: "VAST", name: "Väst" },
  { market: "se", code: "OST", name: "Öst" },
  { market: "se", code: "SYD", name: "Syd" },
  { market: "se", code: "MALAR", name: "Mälardalen" },
  { market: "se", code: "NORR", name: "Norr" },
  { market: "fi", code: "POH", name: "Pohjanmaa" },
  { market: "fi", code: "VS", name: "Varsinais-Suomi" },
  { market: "fi", code: "HAM", name: "Häme" },
];
