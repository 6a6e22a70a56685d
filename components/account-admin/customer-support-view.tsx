"use client";

/**
 * The internal start page's customer activation table (spec 2 §2, §4, §5, §8; issue 12 item 9):
 * rows of organisation number, customer number (digits only; may be empty when deactivating) and
 * active; saving sends each row to POST /api/customer-support/update. A refused row keeps its
 * error text and an orange outline; saved rows are removed; an unexpected failure shows the
 * generic message block.
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { ApiError } from "@/lib/client/api-fetch";
import { useApiMutation } from "@/lib/client/mutation";
import { TableScroll } from "@/components/ui/table-scroll";

interface Row {
  id: number;
  organizationNumber: string;
  customerNumber: string;
  isActive: boolean;
  error?: string;
}

let nextId = 1;
const emptyRow = (): Row => ({ id: nextId++, organizationNumber: "", customerNumber: "", isActive: true });

export function CustomerSupportView() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const [generic, setGeneric] = useState(false);
  const [saved, setSaved] = useState<number | null>(null);
  const update = useApiMutation<{ customerNumbers: string[] }>("/api/customer-support/update");

  const set = (id: number, patch: Partial<Row>) => setRows((rs) => rs.map((r) => (r.id === id ? { ...r, ...patch, error: undefined } : r)));

  async function save() {
    setGeneric(false);
    setSaved(null);
    const left: Row[] = [];
    let count = 0;
    for (const row of rows) {
      if (!/^\d*$/.test(row.customerNumber.trim())) {
        left.push({ ...row, error: t("validation.customerNumber.valid") });
        continue;
      }
      try {
        const reply = await update.mutateAsync({
          organizationNumber: row.organizationNumber.trim(),
          customerNumber: row.customerNumber.trim(),
          isActive: row.isActive,
        });
        count += reply.customerNumbers.length;
      } catch (e) {
        if (e instanceof ApiError && e.status < 500) {
          const fields = Object.values(e.body.fields ?? {}).flat();
          left.push({ ...row, error: fields.length ? fields.join(" ") : e.message });
        } else {
          setGeneric(true);
          left.push(row);
        }
      }
    }
    setRows(left.length ? left : [emptyRow()]);
    if (count) setSaved(count);
  }

  return (
    <section aria-label={t("accountAdmin.support.title")}>
      {generic ? (
        <div className="alert alert--error" role="alert">
          {t("accountAdmin.support.failed")}
        </div>
      ) : null}
      {saved ? <p role="status">{t("accountAdmin.support.saved", { count: saved })}</p> : null}
      <TableScroll>
        <table className="table customer-support">
          <thead>
            <tr>
              <th scope="col">{t("accountAdmin.support.organizationNumber")}</th>
              <th scope="col">{t("accountAdmin.support.customerNumber")}</th>
              <th scope="col">{t("accountAdmin.support.isActive")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.id} className={r.error ? "row--error" : undefined} style={r.error ? { outline: "2px solid orange" } : undefined}>
                <td>
                  <input
                    aria-label={`${t("accountAdmin.support.organizationNumber")} ${i + 1}`}
                    value={r.organizationNumber}
                    onChange={(e) => set(r.id, { organizationNumber: e.target.value })}
                  />
                </td>
                <td>
                  <input
                    aria-label={`${t("accountAdmin.support.customerNumber")} ${i + 1}`}
                    inputMode="numeric"
                    value={r.customerNumber}
                    onChange={(e) => set(r.id, { customerNumber: e.target.value })}
                    aria-invalid={r.error ? true : undefined}
                  />
                  {r.error ? <p className="field-error">{r.error}</p> : null}
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${t("accountAdmin.support.isActive")} ${i + 1}`}
                    checked={r.isActive}
                    onChange={(e) => set(r.id, { isActive: e.target.checked })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <button type="button" className="btn btn--secondary" onClick={() => setRows((rs) => [...rs, emptyRow()])}>
        {t("accountAdmin.support.addRow")}
      </button>
      <button type="button" className="btn" disabled={update.isPending} onClick={() => void save()}>
        {t("accountAdmin.support.save")}
      </button>
    </section>
  );
}
