"use client";

import { useTranslation } from "@/lib/i18n/react";

/** Previous / next page of a server-paged list, with "rows a–b of n". */
export function Pager({ total, skip, take, onSkip }: { total: number; skip: number; take: number; onSkip: (skip: number) => void }) {
  const { t } = useTranslation();
  if (total === 0) return null;
  return (
    <div className="warranty-actions no-print">
      <button type="button" className="btn btn--secondary" disabled={skip === 0} onClick={() => onSkip(Math.max(0, skip - take))}>
        {t("warranty.list.previous")}
      </button>
      <span aria-live="polite">{t("warranty.list.range", { from: skip + 1, to: Math.min(total, skip + take), total })}</span>
      <button type="button" className="btn btn--secondary" disabled={skip + take >= total} onClick={() => onSkip(skip + take)}>
        {t("warranty.list.next")}
      </button>
    </div>
  );
}
