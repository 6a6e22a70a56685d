"use client";

/**
 * The claim's spare-parts and service-hours tables (spec 4 §3, §5): the add row computes the line
 * total (amount × price) or row price (hours × price per hour) as it is typed, cleared when an
 * input is not a number; a line is added only when all its fields are there, through the server
 * (addsparepart / AddServiceHours), which answers the lines with every total recomputed in cents.
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useApiMutation } from "@/lib/client/mutation";
import { formatCentsFi, lineTotalCents, parseHundredths, rowPriceCents } from "@/lib/warranty/money";
import type { TServiceHour, TServiceHoursResponse, TSparePart, TSparePartsResponse } from "@/lib/warranty/schemas";
import { TableScroll } from "@/components/ui/table-scroll";

const money = (s: string) => formatCentsFi(parseHundredths(s) ?? 0);
const amount = (s: string) => s.replace(".", ",");

interface Col {
  key: string;
  label: string;
  mode?: "decimal" | "text";
}

function AddRow({
  cols,
  values,
  set,
  total,
  totalLabel,
  onAdd,
  addLabel,
  idPrefix,
}: {
  cols: Col[];
  values: Record<string, string>;
  set: (k: string, v: string) => void;
  total: number | null;
  totalLabel: string;
  onAdd: () => void;
  addLabel: string;
  idPrefix: string;
}) {
  return (
    <tr className="add-row">
      {cols.map((c) => (
        <td key={c.key}>
          <input
            id={`${idPrefix}-${c.key}`}
            aria-label={c.label}
            inputMode={c.mode === "decimal" ? "decimal" : undefined}
            maxLength={c.key === "LMVaraosanumero" ? 30 : undefined}
            value={values[c.key] ?? ""}
            onChange={(e) => set(c.key, e.target.value)}
          />
        </td>
      ))}
      <td>
        <input aria-label={totalLabel} readOnly value={total === null ? "" : formatCentsFi(total)} data-testid={`${idPrefix}-total`} />
      </td>
      <td>
        <button type="button" className="btn btn--small" onClick={onAdd}>
          {addLabel}
        </button>
      </td>
    </tr>
  );
}

export function SparePartsTable({ lines, onLines }: { lines: TSparePart[]; onLines: (l: TSparePart[]) => void }) {
  const { t } = useTranslation();
  const add = useApiMutation<TSparePartsResponse>("/api/warrantyform/addsparepart");
  const del = useApiMutation<TSparePartsResponse>("/api/warrantyform/DeleteSparePart");
  const [v, setV] = useState<Record<string, string>>({});
  const total = lineTotalCents(v.Maara, v.AHinta);
  const cols: Col[] = [
    { key: "Maara", label: t("warranty.claim.parts.amount"), mode: "decimal" },
    { key: "LMVaraosanumero", label: t("warranty.claim.parts.partNumber") },
    { key: "VaraosanNimi", label: t("warranty.claim.parts.name") },
    { key: "AHinta", label: t("warranty.claim.parts.unitPrice"), mode: "decimal" },
  ];
  async function onAdd() {
    if (cols.some((c) => !(v[c.key] ?? "").trim()) || total === null) return;
    const r = await add.mutateAsync({ lines, ...v, RivinHinta: formatCentsFi(total) });
    onLines(r.lines);
    setV({});
  }
  async function onDelete(index: number) {
    const r = await del.mutateAsync({ lines, index });
    onLines(r.lines);
  }
  return (
    <TableScroll>
      <table className="warranty-lines" aria-label={t("warranty.claim.parts.title")}>
        <thead>
          <tr>
            {cols.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
            <th scope="col">{t("warranty.claim.parts.lineTotal")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("warranty.list.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={`${i}-${l.LMVaraosanumero}`} data-testid="part-line">
              <td>{amount(l.Maara)}</td>
              <td>{l.LMVaraosanumero}</td>
              <td>{l.VaraosanNimi}</td>
              <td className="num">{money(l.AHinta)}</td>
              <td className="num">{formatCentsFi(l.RivinHintaCents)}</td>
              <td>
                <button
                  type="button"
                  className="btn btn--small btn--secondary"
                  onClick={() => void onDelete(i)}
                  aria-label={t("warranty.claim.deleteLine", { n: i + 1 })}
                >
                  {t("warranty.list.delete")}
                </button>
              </td>
            </tr>
          ))}
          <AddRow
            cols={cols}
            values={v}
            set={(k, x) => setV((o) => ({ ...o, [k]: x }))}
            total={total}
            totalLabel={t("warranty.claim.parts.lineTotal")}
            onAdd={() => void onAdd()}
            addLabel={t("warranty.claim.parts.add")}
            idPrefix="part"
          />
        </tbody>
      </table>
    </TableScroll>
  );
}

export function ServiceHoursTable({ lines, onLines }: { lines: TServiceHour[]; onLines: (l: TServiceHour[]) => void }) {
  const { t } = useTranslation();
  const add = useApiMutation<TServiceHoursResponse>("/api/warrantyform/AddServiceHours");
  const del = useApiMutation<TServiceHoursResponse>("/api/warrantyform/DeleteServiceHour");
  const [v, setV] = useState<Record<string, string>>({});
  const total = rowPriceCents(v.Maara, v.TakuutyonHintaPerTunt);
  const cols: Col[] = [
    { key: "TakuutyonHintaPerTunt", label: t("warranty.claim.hours.perHour"), mode: "decimal" },
    { key: "Maara", label: t("warranty.claim.hours.hours"), mode: "decimal" },
    { key: "Tyoseloste", label: t("warranty.claim.hours.description") },
  ];
  async function onAdd() {
    if (cols.some((c) => !(v[c.key] ?? "").trim()) || total === null) return;
    const r = await add.mutateAsync({ lines, ...v, Hinta: formatCentsFi(total) });
    onLines(r.lines);
    setV({});
  }
  async function onDelete(index: number) {
    const r = await del.mutateAsync({ lines, index });
    onLines(r.lines);
  }
  return (
    <TableScroll>
      <table className="warranty-lines" aria-label={t("warranty.claim.hours.title")}>
        <thead>
          <tr>
            {cols.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
            <th scope="col">{t("warranty.claim.hours.price")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("warranty.list.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={`${i}-${l.Tyoseloste}`} data-testid="hour-line">
              <td className="num">{money(l.TakuutyonHintaPerTunt)}</td>
              <td>{amount(l.Maara)}</td>
              <td>{l.Tyoseloste}</td>
              <td className="num">{formatCentsFi(l.HintaCents)}</td>
              <td>
                <button
                  type="button"
                  className="btn btn--small btn--secondary"
                  onClick={() => void onDelete(i)}
                  aria-label={t("warranty.claim.deleteHour", { n: i + 1 })}
                >
                  {t("warranty.list.delete")}
                </button>
              </td>
            </tr>
          ))}
          <AddRow
            cols={cols}
            values={v}
            set={(k, x) => setV((o) => ({ ...o, [k]: x }))}
            total={total}
            totalLabel={t("warranty.claim.hours.price")}
            onAdd={() => void onAdd()}
            addLabel={t("warranty.claim.hours.add")}
            idPrefix="hour"
          />
        </tbody>
      </table>
    </TableScroll>
  );
}
