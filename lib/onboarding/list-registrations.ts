import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { customers, registrations, type RegistrationStatus } from "@/db/schema";
import type { Market } from "@/lib/market";
import { ATTACHMENT_FIELDS, type AttachmentField, type RegistrationItem } from "./schemas";

/** The staff queue: the market's registrations of one status, newest first (at most 200). */
export async function listRegistrations(db: Db, opts: { market: Market; status: RegistrationStatus }): Promise<RegistrationItem[]> {
  const rows = await db
    .select({ r: registrations, customerNumber: customers.customerNumber })
    .from(registrations)
    .leftJoin(customers, eq(customers.id, registrations.customerId))
    .where(and(eq(registrations.market, opts.market), eq(registrations.status, opts.status)))
    .orderBy(desc(registrations.createdAt), desc(registrations.id))
    .limit(200);
  return rows.map(({ r, customerNumber }) => {
    const keys: Record<AttachmentField, string> = {
      ContractApplication: r.contractApplicationKey,
      CopyOfIDDocuments: r.copyOfIdKey,
      RegistrationCertificate: r.registrationCertificateKey,
    };
    return {
      id: r.id,
      status: r.status,
      firstName: r.firstName,
      lastName: r.lastName,
      personNumber: r.personNumber,
      email: r.email,
      mobile: r.mobile,
      phone: r.phone,
      organisationNumber: r.organisationNumber,
      companyName: r.companyName,
      attachments: ATTACHMENT_FIELDS.map((field) => ({ field, name: r.attachmentNames[field] ?? field, url: `/api/files/${keys[field]}` })),
      rejectReason: r.rejectReason,
      customerNumber: customerNumber ?? null,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    };
  });
}
