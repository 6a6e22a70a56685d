"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import type { TMix, TMixResponse } from "@/lib/feed-mix/schemas";
import { isOfflineError, replay, type MixOp } from "./offline-mix";
import { loadMixLocally, loadQueue, saveMixLocally, saveQueue } from "./offline-store";

export type SyncState = "idle" | "syncing" | "synced" | "offline";

/**
 * The open mix as the mixing view uses it: the device's copy with the unsent changes applied,
 * `act(op)` to make a change (applied at once, queued, sent when possible), the connection and
 * sync state, and the last refused change's message. Sent in order, one at a time; a change the
 * server refuses (4xx) is dropped and the server's copy shown.
 */
export function useOfflineMix(mixId: number) {
  const [server, setServer] = useState<TMix | null>(null);
  const [queue, setQueue] = useState<MixOp[]>([]);
  const [online, setOnline] = useState(true);
  const [sync, setSync] = useState<SyncState>("idle");
  const [error, setError] = useState<unknown>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const flushing = useRef(false);

  const accept = useCallback((mix: TMix) => {
    saveMixLocally(mix);
    setServer(mix);
  }, []);

  const refresh = useCallback(async () => {
    try {
      const r = await apiFetch<TMixResponse>(`/api/maiturimix/getfeedformix?mixId=${mixId}`, { method: "GET" });
      accept(r.Mix);
      setLoadError(null);
    } catch (e) {
      if (isOfflineError(e)) setOnline(false);
      else setLoadError(e);
    }
  }, [accept, mixId]);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    let sent = 0;
    try {
      for (;;) {
        const q = loadQueue(mixId);
        const op = q[0];
        if (!op) break;
        setSync("syncing");
        try {
          const r = await apiFetch<TMixResponse>(`/api/maiturimix/${op.call}`, { body: { ...op.params, idempotencyKey: op.key } });
          accept(r.Mix);
          sent++;
        } catch (e) {
          if (isOfflineError(e)) {
            setOnline(false);
            setSync("offline");
            return;
          }
          // refused (e.g. a component confirmed from another phone): drop it, show the server's copy
          setError(e);
          await refresh();
        }
        const rest = loadQueue(mixId).slice(1);
        saveQueue(mixId, rest);
        setQueue(rest);
      }
      setOnline(true);
      setSync(sent > 0 ? "synced" : "idle");
    } finally {
      flushing.current = false;
    }
  }, [accept, mixId, refresh]);

  useEffect(() => {
    const local = loadMixLocally(mixId);
    const q = loadQueue(mixId);
    /* eslint-disable react-hooks/set-state-in-effect -- the device's copy is read once after mounting (no localStorage on the server) */
    if (local) setServer(local);
    setQueue(q);
    setOnline(navigator.onLine);
    /* eslint-enable react-hooks/set-state-in-effect */
    const goOnline = () => {
      setOnline(true);
      void flush().then(() => refresh());
    };
    const goOffline = () => {
      setOnline(false);
      setSync("offline");
    };
    window.addEventListener("online", goOnline);
    window.addEventListener("offline", goOffline);
    if (navigator.onLine) void (q.length ? flush() : refresh());
    return () => {
      window.removeEventListener("online", goOnline);
      window.removeEventListener("offline", goOffline);
    };
  }, [mixId, flush, refresh]);

  const act = useCallback(
    (op: MixOp) => {
      setError(null);
      const q = [...loadQueue(mixId), op];
      saveQueue(mixId, q);
      setQueue(q);
      if (navigator.onLine) void flush();
      else setSync("offline");
    },
    [flush, mixId],
  );

  const mix = server ? replay(server, queue) : null;
  return { mix, pending: queue.length, online, sync, error, loadError, act, refresh, isRefused: error instanceof ApiError };
}
