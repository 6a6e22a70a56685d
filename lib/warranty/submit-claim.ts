/**
 * Files a warranty claim (issue 16 item 3): store staff for their store (403 for another), admins
 * for any. The server builds every line and total again from amounts and prices (cents, decision
 * 061); a claim without spare parts and service hours is refused ('Syötä varaosa tai työtunnit!'),
 * and one whose warranty started 366 days or more ago needs the user's acceptance of the validity
 * warning. Status Vastaanotettu; lines, claim and action log in one transaction.
 */
import "server-only";
import type { Db } from "@/db";
import { warrantyClaimHours, warrantyClaimParts, warrantyClaims } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { todayIn } from "@/lib/market/format";
import type { Market } from "@/lib/market";
import { fileForStore } from "./access";
import { engineersEmail } from "./config";
import { findOwner } from "./find-owner";
import { hourLine, partLine } from "./lines";
import { centsToDecimal, claimTotals, needsValidityWarning } from "./money";
import { W, type TClaimRequest, type TClaimSubmitResponse } from "./schemas";

export async function submitClaim(
  db: Db,
  opts: { market: Market; actor: Actor; input: TClaimRequest; ctx: ActionContext; now?: Date },
): Promise<TClaimSubmitResponse> {
  const { actor, input: f } = opts;
  const store = await fileForStore(db, opts.market, actor, f.StoreId);
  const parts = (f.spareParts ?? []).map(partLine);
  const hours = (f.serviceHours ?? []).map(hourLine);
  if (!parts.length && !hours.length) throw new AppError("BAD_REQUEST", W.noLines, { fields: { spareParts: [W.noLines] } });
  if (needsValidityWarning(f.TakuunAlkamispaivamaara, todayIn("fi", opts.now)) && !f.validityAccepted)
    throw new AppError("BAD_REQUEST", W.validity, {
      fields: { TakuunAlkamispaivamaara: [W.validity] },
      values: { email: engineersEmail() },
    });
  const totals = claimTotals(
    parts.map((p) => ({ lineTotalCents: p.RivinHintaCents })),
    hours.map((h) => ({ priceCents: h.HintaCents })),
  );
  return db.transaction(async (tx) => {
    const owner = await findOwner(tx, { serialNumber: f.KoneenSarjanumero });
    const [row] = await tx
      .insert(warrantyClaims)
      .values({
        storeCustomerId: store.id,
        submittedByUserId: actor.userId,
        submitterEmail: actor.email.toLowerCase(),
        ownerCustomerId: owner,
        status: "Vastaanotettu",
        serviceShopName: f.HuoltoliikkeenNimi,
        serviceShopPlace: f.Toimipaikka,
        serviceShopPhone: f.PuhelinNumero,
        serviceShopInvoiceNo: f.HuoltoliikkeenLaskunNumero ?? null,
        customerFirstName: f.AsiakasEtunimi,
        customerLastName: f.AsiakasSukunimi,
        customerAddress: f.AsiakasOsoite,
        customerZip: f.AsiakasPostinumero,
        customerCity: f.AsiakasPostitoimipaikka,
        customerPhone: f.AsiakasPuhelin,
        customerEmail: f.AsiakasSahkoposti ?? null,
        serialNumber: f.KoneenSarjanumero,
        makeAndModel: f.KoneenMerkkiJaMalli,
        warrantyStartDate: f.TakuunAlkamispaivamaara,
        usage: f.HehtaaritPaalitTunnit ?? null,
        damageDate: f.VaurionPaivamaara ?? null,
        repairDate: f.KorjauksenPaivamaara ?? null,
        faultDescription: f.Vikakuvaus ?? null,
        partsTotalCents: totals.partsCents,
        workTotalCents: totals.workCents,
        totalCents: totals.totalCents,
      })
      .returning({ id: warrantyClaims.id, submissionId: warrantyClaims.submissionId });
    if (!row) throw new Error("submitClaim: insert returned no row");
    if (parts.length)
      await tx.insert(warrantyClaimParts).values(
        (f.spareParts ?? []).map((p, i) => ({
          claimId: row.id,
          lineNo: i,
          amountHundredths: p.Maara,
          partNumber: p.LMVaraosanumero,
          name: p.VaraosanNimi,
          unitPriceCents: p.AHinta,
          lineTotalCents: parts[i]!.RivinHintaCents,
        })),
      );
    if (hours.length)
      await tx.insert(warrantyClaimHours).values(
        (f.serviceHours ?? []).map((h, i) => ({
          claimId: row.id,
          lineNo: i,
          pricePerHourCents: h.TakuutyonHintaPerTunt,
          hoursHundredths: h.Maara,
          description: h.Tyoseloste,
          priceCents: hours[i]!.HintaCents,
        })),
      );
    await logAction(
      tx,
      actor,
      "warranty.claim.submitted",
      { claimId: row.id, store: f.StoreId, serial: f.KoneenSarjanumero, totalCents: totals.totalCents },
      opts.ctx,
    );
    return {
      submissionId: row.submissionId,
      partsTotal: centsToDecimal(totals.partsCents),
      workTotal: centsToDecimal(totals.workCents),
      total: centsToDecimal(totals.totalCents),
      totalCents: totals.totalCents,
    };
  });
}
