"use client";

import { useTranslation } from "@/lib/i18n/react";
import type { SyncState } from "./use-offline-mix";

/** Says when the phone is offline, how many readings wait, and when they have reached the server. */
export function SyncIndicator({ online, pending, sync }: { online: boolean; pending: number; sync: SyncState }) {
  const { t } = useTranslation();
  const offline = !online || sync === "offline";
  return (
    <div
      className={`fm-sync${offline ? " fm-sync--offline" : ""}`}
      role="status"
      data-testid="sync-state"
      data-state={offline ? "offline" : sync}
    >
      {offline ? <p>{t("feedMix.offline.offline")}</p> : null}
      {pending > 0 ? <p>{t("feedMix.offline.pending", { count: pending })}</p> : null}
      {!offline && pending === 0 && sync === "synced" ? <p>{t("feedMix.offline.synced")}</p> : null}
      {!offline && pending > 0 && sync === "syncing" ? <p>{t("feedMix.offline.syncing")}</p> : null}
    </div>
  );
}
