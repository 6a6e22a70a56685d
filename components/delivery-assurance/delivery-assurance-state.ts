/** The delivery assurance page's two steps as one reducer (pure): the form, then the registered assurances. */
import type { DeliveryAssuranceRow } from "@/lib/delivery-assurance/schemas";

export interface DeliveryAssuranceState {
  step: 1 | 2;
  rows: DeliveryAssuranceRow[];
  /** how many rows the last save created (the step 2 notice) */
  created: number;
}

export type DeliveryAssuranceAction =
  { type: "saved"; rows: DeliveryAssuranceRow[] } | { type: "newForm" } | { type: "rows"; rows: DeliveryAssuranceRow[] };

const rowId = (r: Pick<DeliveryAssuranceRow, "ioNumber" | "lineNumber">) => `${r.ioNumber}-${r.lineNumber}`;

export function deliveryAssuranceReducer(s: DeliveryAssuranceState, a: DeliveryAssuranceAction): DeliveryAssuranceState {
  switch (a.type) {
    case "saved": {
      // the saved rows first, replacing the same lines listed before
      const known = new Set(a.rows.map(rowId));
      return { step: 2, rows: [...a.rows, ...s.rows.filter((r) => !known.has(rowId(r)))], created: a.rows.length };
    }
    case "newForm":
      return { ...s, step: 1, created: 0 };
    case "rows":
      return { ...s, rows: a.rows };
  }
}
