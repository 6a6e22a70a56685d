"use client";

/**
 * Alert, confirm and info dialogs (spec 1 §2 generic widgets, §8 error dialog types).
 *
 * `<DialogProvider>` wraps the app once; `useDialogs()` gives promise-based `alert`, `confirm` and
 * `info` dialogs (queued: one shows at a time). They are React Aria modal dialogs (modal.tsx):
 * alert and confirm are `alertdialog`s described by their message; confirm starts on Cancel, the
 * others on OK. The provider also holds the toast region (toast.tsx). The dialog itself
 * (message-dialog.tsx) is loaded when the first one is asked for; `<Modal>` for free content is
 * imported from modal.tsx by the screens that use it (decision 093).
 */
import "./ui.css";
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { ToastRegion } from "./toast";

/** Loaded with the first dialog asked for: React Aria's modal stays out of first-load JavaScript (decision 093). */
const MessageDialog = lazy(() => import("./message-dialog"));
const loadMessageDialog = () => void import("./message-dialog");

export type DialogType = "warning" | "error" | "info";

export interface DialogOptions {
  /** icon class: warning, error or info (default: alert → error, confirm → warning, info → info) */
  type?: DialogType;
  title: string;
  message: ReactNode;
  /** text of the confirm/OK button (default "OK") */
  confirmText?: string;
  /** text of the cancel button of a confirm dialog (default "Avbryt") */
  cancelText?: string;
}

export interface Dialogs {
  /** an alert with one OK button; resolves when it has closed */
  alert(opts: DialogOptions): Promise<void>;
  /** resolves true for the confirm button, false for cancel, close, Escape or a click outside */
  confirm(opts: DialogOptions): Promise<boolean>;
  /** like alert, with the info icon by default */
  info(opts: DialogOptions): Promise<void>;
}

export type DialogKind = "alert" | "confirm" | "info";

interface Entry {
  id: number;
  kind: DialogKind;
  opts: DialogOptions;
  resolve: (value: boolean) => void;
}

const DialogContext = createContext<Dialogs | null>(null);

/** Wrap the app once (inside the I18nProvider) to make `useDialogs()` and toasts available. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Entry[]>([]);
  const [closingId, setClosingId] = useState<number | null>(null);
  const nextId = useRef(0);
  const result = useRef(false);
  const current = queue[0];

  const push = useCallback(
    (kind: DialogKind, opts: DialogOptions) =>
      new Promise<boolean>((resolve) => {
        loadMessageDialog();
        nextId.current += 1;
        const entry: Entry = { id: nextId.current, kind, opts, resolve };
        setQueue((q) => [...q, entry]);
      }),
    [],
  );

  const dialogs = useMemo<Dialogs>(
    () => ({
      alert: (opts) => push("alert", opts).then(() => undefined),
      confirm: (opts) => push("confirm", opts),
      info: (opts) => push("info", opts).then(() => undefined),
    }),
    [push],
  );

  const answer = (value: boolean) => {
    if (!current || closingId === current.id) return;
    result.current = value;
    setClosingId(current.id);
  };

  const closed = () => {
    if (!current) return;
    const value = result.current;
    result.current = false;
    setQueue((q) => q.slice(1));
    current.resolve(value);
  };

  return (
    <DialogContext.Provider value={dialogs}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <MessageDialog
            key={current.id}
            kind={current.kind}
            opts={current.opts}
            open={closingId !== current.id}
            onAnswer={answer}
            onClosed={closed}
          />
        </Suspense>
      ) : null}
      <ToastRegion />
    </DialogContext.Provider>
  );
}

/** alert / confirm / info dialogs; needs a <DialogProvider> above. */
export function useDialogs(): Dialogs {
  const ctx = useContext(DialogContext);
  if (!ctx) throw new Error("useDialogs() needs <DialogProvider> around the app (components/ui/dialogs.tsx)");
  return ctx;
}
