import { PDF } from "@libpdf/core";
import { PDFDocument } from "pdf-lib";
import { sealingSigner, type SealingCertificate } from "./certificate";

/**
 * The sealed document (decision 032): the agreement's PDF followed by the audit page(s), signed as
 * PAdES B-B (ETSI.CAdES.detached, SHA-256) with the portal's certificate. Any changed byte of the
 * result breaks the signature (pdfsig / openssl cms verify it).
 */
export async function sealPdf(
  agreement: Uint8Array,
  audit: Uint8Array,
  cert: SealingCertificate,
  opts: { reason: string; location?: string; signingTime?: Date },
): Promise<Uint8Array> {
  const merged = await PDFDocument.load(agreement);
  const auditDoc = await PDFDocument.load(audit);
  for (const page of await merged.copyPages(auditDoc, auditDoc.getPageIndices())) merged.addPage(page);
  // no object streams: a plain cross-reference table for the incremental signature update
  const bytes = await merged.save({ useObjectStreams: false });
  const pdf = await PDF.load(bytes);
  const signed = await pdf.sign({
    signer: await sealingSigner(cert),
    reason: opts.reason,
    location: opts.location,
    signingTime: opts.signingTime,
    subFilter: "ETSI.CAdES.detached",
    level: "B-B",
  });
  return signed.bytes;
}
