import "server-only";
import { randomUUID } from "node:crypto";
import type { Db } from "@/db";
import { registrations } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limit";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { removeStoredBytesQuietly } from "@/lib/files/remove-stored-bytes";
import { saveStoredFile } from "@/lib/files/save-stored-file";
import type { TFunction } from "@/lib/i18n/instance";
import { enqueueMessage } from "@/lib/integrations/messaging";
import type { Market } from "@/lib/market";
import { normalizeMobile, normalizePhone } from "@/lib/validation/phone";
import { ONBOARDING_LIMITS } from "./limits";
import { detectAttachmentType, marketFieldErrors, sanitizeFileName } from "./rules";
import { ATTACHMENT_FIELDS, MAX_ATTACHMENT_BYTES, type AttachmentField, type TRegisterCustomerRequest } from "./schemas";

/** The body of a registration: three attachments and the fields. */
export const REGISTER_BODY = { maxBytes: 3 * MAX_ATTACHMENT_BYTES + 512 * 1024, tooLarge: "onboarding.validation.attachmentTooLarge" };

const KEY_PART: Record<AttachmentField, string> = {
  ContractApplication: "contract-application",
  CopyOfIDDocuments: "copy-of-id",
  RegistrationCertificate: "registration-certificate",
};

/**
 * A new customer's registration (spec 1 §3, §5; decision 077). The attachments are checked by
 * their content (PDF, JPEG, PNG; 10 MB each), stored as private files (visibility `owner` with no
 * owner: only staff read them until approval makes the new user their owner) and registered with
 * the registration in one transaction; the applicant gets a receipt. Rate-limited per address.
 */
export async function registerCustomer(
  db: Db,
  opts: { market: Market; t: TFunction; input: TRegisterCustomerRequest; ctx?: ActionContext },
): Promise<{ registrationId: number }> {
  const { input, market, t } = opts;
  await enforceRateLimit(db, ONBOARDING_LIMITS.registerPerAddress, opts.ctx?.ip);
  const fields = marketFieldErrors(market, input, { mobile: "validation.phone.valid", phone: "validation.phone.valid" });
  const files: { field: AttachmentField; bytes: Uint8Array; contentType: string; key: string; name: string }[] = [];
  const folder = `registrations/${randomUUID()}`;
  for (const field of ATTACHMENT_FIELDS) {
    const blob = input[field];
    if (blob.size > MAX_ATTACHMENT_BYTES) {
      fields[field] = ["onboarding.validation.attachmentTooLarge"];
      continue;
    }
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const type = detectAttachmentType(bytes);
    if (!type) {
      fields[field] = ["onboarding.validation.attachmentType"];
      continue;
    }
    const name = sanitizeFileName(blob instanceof File ? blob.name : null, `${KEY_PART[field]}.${type.ext}`);
    files.push({ field, bytes, contentType: type.contentType, key: `${folder}/${KEY_PART[field]}.${type.ext}`, name });
  }
  if (Object.keys(fields).length) throw new AppError("BAD_REQUEST", "errors.BAD_REQUEST", { fields });
  const keyOf = (f: AttachmentField) => files.find((x) => x.field === f)?.key ?? "";
  const email = input.Email.trim().toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      for (const f of files)
        await saveStoredFile(tx, {
          key: f.key,
          bytes: f.bytes,
          contentType: f.contentType,
          ownerUserId: null,
          visibility: "owner",
          market,
        });
      const [row] = await tx
        .insert(registrations)
        .values({
          market,
          firstName: input.FirstName,
          lastName: input.LastName,
          personNumber: input.PersonNumber,
          email,
          mobile: normalizeMobile(market, input.Mobilephone) ?? input.Mobilephone,
          phone: input.Telephone ? (normalizePhone(market, input.Telephone) ?? input.Telephone) : null,
          organisationNumber: input.OrganisationNumber ?? null,
          companyName: input.CompanyName ?? null,
          contractApplicationKey: keyOf("ContractApplication"),
          copyOfIdKey: keyOf("CopyOfIDDocuments"),
          registrationCertificateKey: keyOf("RegistrationCertificate"),
          attachmentNames: Object.fromEntries(files.map((f) => [f.field, f.name])),
        })
        .returning({ id: registrations.id });
      if (!row) throw new Error("insert into registrations returned no row");
      await enqueueMessage(tx, {
        channel: "email",
        kind: "registration-received",
        recipient: email,
        subject: t("onboarding.register.mailSubject"),
        body: t("onboarding.register.mailBody", { name: input.FirstName, id: row.id }),
      });
      await logAction(tx, { userId: null }, "onboarding.registered", { registrationId: row.id }, opts.ctx);
      return { registrationId: row.id };
    });
  } catch (e) {
    for (const f of files) await removeStoredBytesQuietly(db, f.key);
    throw e;
  }
}
