"use client";

import { useEffect } from "react";
import { PRINT_DELAY_MS } from "@/lib/prices/constants";

/** Opens the browser's print dialog PRINT_DELAY_MS (spec 3 §9: 3000 ms) after the print view opened. */
export function AutoPrint({ note }: { note: string }) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <p className="price-print__note" role="status">
      {note}
    </p>
  );
}
