/**
 * The profile area (issue 12 items 1–3, decisions 073–075). Reference rows (every environment):
 * version 1 of the user agreement and the privacy policy of each market. Demo rows: version 1
 * accepted by every demo account (so the demo is not stopped by the terms page), and silos and a
 * notification receiver on farmer@demo.se's first delivery address (customer 100234).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import {
  consentEvents,
  customers,
  deliveryAddresses,
  deliveryAddressReceivers,
  deliveryAddressSilos,
  legalDocuments,
  users,
} from "@/db/schema";
import { DEMO_USERS } from "./data";

const DOCUMENTS: { market: "se" | "fi"; kind: "terms" | "privacy"; title: string; body: string }[] = [
  {
    market: "se",
    kind: "terms",
    title: "Användarvillkor för kundportalen",
    body: [
      "Kundportalen ger dig som kund tillgång till dina avtal, leveranser, bokningar och uppgifter om ditt företag.",
      "Du ansvarar för att dina inloggningsuppgifter inte lämnas till någon annan och för det som görs med ditt konto. Ägaren av ett kundkonto bestämmer vilka användare som får företräda kunden.",
      "Avtal som du ingår i portalen är bindande på samma sätt som skriftliga avtal. Priser och villkor gäller vid det tillfälle avtalet ingås.",
      "Vi får ändra villkoren. Du får då godkänna den nya versionen innan du fortsätter att använda portalen.",
    ].join("\n\n"),
  },
  {
    market: "se",
    kind: "privacy",
    title: "Integritetspolicy",
    body: [
      "Vi behandlar dina personuppgifter för att fullgöra avtal med dig och ditt företag, för att administrera kundkonton och för att uppfylla krav i lag.",
      "Med ditt samtycke använder vi också dina uppgifter för nyhetsbrev och erbjudanden, för statistik om hur portalen används och för att dela uppgifter med samarbetspartner. Du kan när som helst ändra dina samtycken nedan.",
      "Du har rätt att få veta vilka uppgifter vi har om dig, att få felaktiga uppgifter rättade och att klaga hos Integritetsskyddsmyndigheten.",
    ].join("\n\n"),
  },
  {
    market: "fi",
    kind: "terms",
    title: "Asiakasportaalin käyttöehdot",
    body: [
      "Asiakasportaali antaa sinulle asiakkaana pääsyn sopimuksiisi, toimituksiisi, varauksiisi ja yrityksesi tietoihin.",
      "Vastaat siitä, ettei kirjautumistietojasi luovuteta muille, ja tilisi käytöstä. Asiakastilin omistaja päättää, ketkä käyttäjät saavat edustaa asiakasta.",
      "Portaalissa tekemäsi sopimukset sitovat samoin kuin kirjalliset sopimukset.",
      "Voimme muuttaa ehtoja. Hyväksyt silloin uuden version ennen kuin jatkat portaalin käyttöä.",
    ].join("\n\n"),
  },
  {
    market: "fi",
    kind: "privacy",
    title: "Tietosuojaseloste",
    body: [
      "Käsittelemme henkilötietojasi sopimusten täyttämiseksi, asiakastilien hallinnoimiseksi ja lakisääteisten velvoitteiden vuoksi.",
      "Suostumuksellasi käytämme tietojasi myös uutiskirjeisiin ja tarjouksiin, tilastointiin ja tietojen jakamiseen yhteistyökumppaneille. Voit muuttaa suostumuksiasi milloin tahansa alla.",
      "Sinulla on oikeus tarkastaa tietosi, vaatia virheellisten tietojen korjaamista ja tehdä valitus tietosuojavaltuutetulle.",
    ].join("\n\n"),
  },
];

export async function seedProfile(db: Db, opts: { demo: boolean }): Promise<void> {
  await db
    .insert(legalDocuments)
    .values(DOCUMENTS.map((d) => ({ ...d, version: 1 })))
    .onConflictDoNothing();
  if (!opts.demo) return;

  const demo = await db
    .select({ id: users.id, market: users.market })
    .from(users)
    .where(
      inArray(
        users.username,
        DEMO_USERS.map((u) => u.username),
      ),
    );
  for (const u of demo) {
    const market = u.market === "fi" ? "fi" : "se";
    const [already] = await db
      .select({ id: consentEvents.id })
      .from(consentEvents)
      .where(and(eq(consentEvents.userId, u.id), eq(consentEvents.purpose, "terms")))
      .limit(1);
    if (!already) {
      await db
        .insert(consentEvents)
        .values({ userId: u.id, market, purpose: "terms", given: true, documentKind: "terms", documentVersion: 1 });
    }
  }

  const [address] = await db
    .select({ id: deliveryAddresses.id })
    .from(deliveryAddresses)
    .innerJoin(customers, eq(customers.id, deliveryAddresses.customerId))
    .where(eq(customers.customerNumber, "100234"))
    .orderBy(asc(deliveryAddresses.id))
    .limit(1);
  if (!address) return;
  await db
    .insert(deliveryAddressSilos)
    .values([
      { deliveryAddressId: address.id, number: "1", accessibility: 18 },
      { deliveryAddressId: address.id, number: "2", accessibility: 24 },
    ])
    .onConflictDoNothing();
  await db.update(deliveryAddresses).set({ mobile: "+46701234567" }).where(eq(deliveryAddresses.id, address.id));
  const receivers = await db.$count(deliveryAddressReceivers, eq(deliveryAddressReceivers.deliveryAddressId, address.id));
  if (receivers === 0) {
    await db
      .insert(deliveryAddressReceivers)
      .values({ deliveryAddressId: address.id, name: "Anna Karlsson", mobile: "+46701234567", email: "farmer@demo.se" });
  }
}
