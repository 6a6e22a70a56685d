/**
 * The claim form's spare-part and service-hour tables (spec 4 §7: addsparepart, DeleteSparePart,
 * AddServiceHours, DeleteServiceHour, each returning the updated line list). The legacy portal
 * kept the lines in the session; here the form sends its lines with each call and the server
 * answers them checked, with every line total and the table total recomputed in cents
 * (decision 061). Pure: the same functions build the lines the claim stores.
 */
import { AppError } from "@/lib/api/errors";
import { centsToDecimal, hundredthsToDecimal, multiplyHundredths } from "./money";
import { MAX_LINES, W, type TServiceHour, type TSparePart } from "./schemas";

export interface PartIn {
  Maara: number;
  LMVaraosanumero: string;
  VaraosanNimi: string;
  AHinta: number;
}
export interface HourIn {
  TakuutyonHintaPerTunt: number;
  Maara: number;
  Tyoseloste: string;
}

export function partLine(p: PartIn): TSparePart {
  const cents = multiplyHundredths(p.Maara, p.AHinta);
  return {
    Maara: hundredthsToDecimal(p.Maara),
    LMVaraosanumero: p.LMVaraosanumero,
    VaraosanNimi: p.VaraosanNimi,
    AHinta: centsToDecimal(p.AHinta),
    RivinHinta: centsToDecimal(cents),
    RivinHintaCents: cents,
  };
}

export function hourLine(h: HourIn): TServiceHour {
  const cents = multiplyHundredths(h.Maara, h.TakuutyonHintaPerTunt);
  return {
    TakuutyonHintaPerTunt: centsToDecimal(h.TakuutyonHintaPerTunt),
    Maara: hundredthsToDecimal(h.Maara),
    Tyoseloste: h.Tyoseloste,
    Hinta: centsToDecimal(cents),
    HintaCents: cents,
  };
}

function tooMany(): never {
  throw new AppError("BAD_REQUEST", W.lines, { fields: { lines: [W.lines] } });
}

export function partsReply(lines: TSparePart[]) {
  const totalCents = lines.reduce((s, l) => s + l.RivinHintaCents, 0);
  return { lines, totalCents, total: centsToDecimal(totalCents) };
}
export function hoursReply(lines: TServiceHour[]) {
  const totalCents = lines.reduce((s, l) => s + l.HintaCents, 0);
  return { lines, totalCents, total: centsToDecimal(totalCents) };
}

export function addSparePart(input: PartIn & { lines?: PartIn[] }) {
  const lines = (input.lines ?? []).map(partLine);
  if (lines.length >= MAX_LINES) tooMany();
  return partsReply([...lines, partLine(input)]);
}

export function deleteSparePart(input: { lines?: PartIn[]; index: number }) {
  const lines = (input.lines ?? []).map(partLine);
  if (input.index >= lines.length) throw new AppError("BAD_REQUEST", W.index, { fields: { index: [W.index] } });
  return partsReply(lines.filter((_, i) => i !== input.index));
}

export function addServiceHours(input: HourIn & { lines?: HourIn[] }) {
  const lines = (input.lines ?? []).map(hourLine);
  if (lines.length >= MAX_LINES) tooMany();
  return hoursReply([...lines, hourLine(input)]);
}

export function deleteServiceHour(input: { lines?: HourIn[]; index: number }) {
  const lines = (input.lines ?? []).map(hourLine);
  if (input.index >= lines.length) throw new AppError("BAD_REQUEST", W.index, { fields: { index: [W.index] } });
  return hoursReply(lines.filter((_, i) => i !== input.index));
}
