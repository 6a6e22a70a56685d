"use client";

import { useTranslation } from "@/lib/i18n/react";
import { ReorderableList } from "@/components/ui/reorderable-list";
import type { EditRow } from "./edit-draft";

/**
 * A recipe's loading order (issue 17 item 1): the rows reorder by drag and drop or the keyboard.
 * The order is part of the form or draft it sits in, stored with the recipe by its own save.
 */
export function LoadingOrder({ rows, onChange }: { rows: EditRow[]; onChange: (rows: EditRow[]) => void }) {
  const { t } = useTranslation();
  return (
    <ReorderableList
      className="fm-order"
      label={t("feedMix.edit.loadingOrder")}
      items={rows}
      itemKey={(r) => r.FeedId}
      itemText={(r) => r.FeedName}
      renderItem={(r, i) => `${i + 1}. ${r.FeedName}`}
      onSave={(keys) => {
        onChange(keys.flatMap((k) => rows.filter((r) => r.FeedId === k)));
        return Promise.resolve();
      }}
    />
  );
}
