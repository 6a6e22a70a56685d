/**
 * Onboarding and contact demo rows (issue 12 items 4, 5; decisions 076–078), only with the demo:
 * a customer of each market nobody has activated yet (try /aktivering with its numbers), a pending
 * registration with three small PDF attachments for staff's queue, and a contact message for
 * staff's list. Idempotent: each is looked up first.
 */
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { contactMessages, customers, registrations } from "@/db/schema";
import { saveStoredFile } from "@/lib/files/save-stored-file";

/** Customers to activate in the demo: number, organisation number. */
export const DEMO_UNACTIVATED = [
  { number: "100290", name: "Ekbacka Gård AB", org: "556801-2345", market: "se" as const },
  { number: "700190", name: "Koivulan tila Oy", org: "2345678-9", market: "fi" as const },
];

const DEMO_APPLICANT = "ny.kund@demo.se";
const DEMO_CONTACT_SUBJECT = "Demo: fråga om hämtning";

const pdf = (title: string) => new TextEncoder().encode(`%PDF-1.4\n% ${title}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

export async function seedOnboarding(db: Db, opts: { demo: boolean }): Promise<void> {
  if (!opts.demo) return;
  for (const c of DEMO_UNACTIVATED) {
    await db
      .insert(customers)
      .values({ customerNumber: c.number, name: c.name, organisationNumber: c.org, market: c.market })
      .onConflictDoNothing();
  }
  const [reg] = await db.select({ id: registrations.id }).from(registrations).where(eq(registrations.email, DEMO_APPLICANT));
  if (!reg) {
    await db.transaction(async (tx) => {
      const keys = ["contract-application", "copy-of-id", "registration-certificate"].map((k) => `registrations/demo/${k}.pdf`);
      for (const key of keys)
        await saveStoredFile(tx, {
          key,
          bytes: pdf(key),
          contentType: "application/pdf",
          ownerUserId: null,
          visibility: "owner",
          market: "se",
        });
      await tx.insert(registrations).values({
        market: "se",
        firstName: "Nils",
        lastName: "Nykund",
        personNumber: "198507153398",
        email: DEMO_APPLICANT,
        mobile: "+46701112233",
        companyName: "Nykunds Lantbruk",
        contractApplicationKey: keys[0]!,
        copyOfIdKey: keys[1]!,
        registrationCertificateKey: keys[2]!,
        attachmentNames: {
          ContractApplication: "avtalsansokan.pdf",
          CopyOfIDDocuments: "id-kort.pdf",
          RegistrationCertificate: "registreringsbevis.pdf",
        },
      });
    });
  }
  const [msg] = await db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.subject, DEMO_CONTACT_SUBJECT));
  if (!msg) {
    await db.insert(contactMessages).values({
      market: "se",
      name: "Greta Gårdsjö",
      email: "greta@demo.se",
      customerNumber: "100234",
      subject: DEMO_CONTACT_SUBJECT,
      message: "Hej! Kan ni hämta spannmålen en dag tidigare nästa vecka?",
    });
  }
}
