"use client";

/**
 * Toasts for quiet confirmations where the spec has no dialog or text on the page (decision 022):
 * sonner 2 (React Aria's toast is still UNSTABLE_ in 1.22). The region is a labelled live region
 * (polite); a toast never takes focus, pauses while hovered or focused, closes after 4 s or with
 * its close button, and Alt+T moves focus to the region. Errors and questions stay dialogs
 * (useDialogs), since a toast can be missed.
 *
 * `<ToastRegion>` is mounted once by `<DialogProvider>`; call `toast.success(text)` anywhere.
 * sonner (~10 kB gzip) is not part of a page's first-load JavaScript (decision 093): the first toast
 * loads it (toast-region.tsx), mounts its region and shows the toast once the region listens.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import type { toast as sonnerToast } from "sonner";

export const TOAST_DURATION_MS = 4000;

export type ToastKind = "success" | "info" | "warning";

type SonnerToast = typeof sonnerToast;

const SonnerRegion = lazy(() => import("./toast-region"));

/** sonner's toast once its region is mounted and subscribed; calls before that wait here. */
let ready: SonnerToast | null = null;
const waiting: ((s: SonnerToast) => void)[] = [];
const mountListeners = new Set<() => void>();
let wanted = false;

function withSonner(fn: (s: SonnerToast) => void): void {
  if (ready) return fn(ready);
  waiting.push(fn);
  if (!wanted) {
    wanted = true;
    for (const mount of mountListeners) mount();
  }
}

function onRegionReady(s: SonnerToast): void {
  ready = s;
  for (const fn of waiting.splice(0)) fn(s);
}

/** Shows a quiet confirmation (loading sonner the first time). */
function show(kind: ToastKind, message: string): void {
  withSonner((s) => {
    s[kind](message);
  });
}

export const toast = {
  success: (message: string) => show("success", message),
  info: (message: string) => show("info", message),
  warning: (message: string) => show("warning", message),
  dismiss: (id?: string | number) =>
    withSonner((s) => {
      s.dismiss(id);
    }),
};

export function ToastRegion() {
  const [mounted, setMounted] = useState(wanted);
  useEffect(() => {
    const mount = () => setMounted(true);
    mountListeners.add(mount);
    if (wanted) mount();
    return () => {
      mountListeners.delete(mount);
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerRegion duration={TOAST_DURATION_MS} onReady={onRegionReady} />
    </Suspense>
  );
}
