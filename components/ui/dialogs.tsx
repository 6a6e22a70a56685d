"use client";

/**
 * Modal dialogs (spec 1 §2 generic widgets, §4 "Modal", §8 error dialog types).
 *
 * - `<DialogProvider>` wraps the app once; `useDialogs()` gives promise-based `alert`, `confirm`
 *   and `info` dialogs (queued: one shows at a time).
 * - `<Modal>` is the same frame for free content (controlled by `open`).
 *
 * Both use the native <dialog> element opened with showModal(): the rest of the page is inert,
 * Tab is kept inside, Escape, the backdrop and the close button close it, it fades out (~200 ms,
 * none under prefers-reduced-motion) and focus returns to the element that opened it.
 */
import "./ui.css";
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { useTranslation } from "react-i18next";

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
  /** resolves true for the confirm button, false for cancel, close, Escape or the backdrop */
  confirm(opts: DialogOptions): Promise<boolean>;
  /** like alert, with the info icon by default */
  info(opts: DialogOptions): Promise<void>;
}

/** Modal fade time; the spec's 1.5 s and 2 s fades are for notices, not for modals. */
export const MODAL_FADE_MS = 200;

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `root`, in order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest("[hidden], [inert]") && el.getClientRects().length > 0,
  );
}

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Keeps Tab and Shift+Tab cycling inside `root`. Returns true when it moved focus. */
export function trapTab(e: KeyboardEvent<HTMLElement>, root: HTMLElement): boolean {
  if (e.key !== "Tab") return false;
  const items = focusableIn(root);
  if (items.length === 0) {
    e.preventDefault();
    return true;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (e.shiftKey && (active === first || active === root || !root.contains(active))) {
    e.preventDefault();
    last.focus();
    return true;
  }
  if (!e.shiftKey && (active === last || !root.contains(active))) {
    e.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

interface ModalFrameProps {
  open: boolean;
  /** backdrop click, Escape or the close button */
  onRequestClose: () => void;
  /** after the fade-out, when the dialog is closed and focus is back */
  onClosed?: () => void;
  role: "dialog" | "alertdialog";
  labelledBy: string;
  describedBy?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  className?: string;
  dataType?: string;
  children: ReactNode;
}

/** The native <dialog> with fade in/out, backdrop click, Escape, Tab trap and focus return. */
function ModalFrame({ open, onRequestClose, onClosed, role, labelledBy, describedBy, initialFocus, closeOnBackdrop = true, className, dataType, children }: ModalFrameProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const ownClose = useRef(false);
  const pointerDownOnBackdrop = useRef(false);
  const callbacks = useRef({ onRequestClose, onClosed });
  useLayoutEffect(() => {
    callbacks.current = { onRequestClose, onClosed };
  });

  const restoreFocus = useCallback(() => {
    const el = opener.current;
    opener.current = null;
    if (el && el.isConnected && typeof el.focus === "function") el.focus();
  }, []);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      if (closing.current) {
        clearTimeout(closing.current);
        closing.current = null;
      }
      if (!dialog.open) {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
        dialog.dataset.state = "opening";
        dialog.showModal();
        void dialog.offsetWidth; // start the fade from opacity 0
      }
      dialog.dataset.state = "open";
      const target = initialFocus?.current ?? focusableIn(dialog)[0] ?? dialog;
      target.focus();
    } else if (dialog.open && !closing.current) {
      dialog.dataset.state = "closing";
      const finish = () => {
        closing.current = null;
        ownClose.current = true;
        dialog.close();
        dialog.dataset.state = "closed";
        restoreFocus();
        callbacks.current.onClosed?.();
      };
      if (prefersReducedMotion()) finish();
      else closing.current = setTimeout(finish, MODAL_FADE_MS);
    }
    // only `open` drives the frame (initialFocus is a ref, read when it opens)
  }, [open]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (closing.current) clearTimeout(closing.current);
      closing.current = null;
      if (dialog?.open) {
        ownClose.current = true; // its close event must not count as the user closing it
        dialog.close();
      }
    };
  }, []);

  return (
    <dialog
      ref={ref}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={`ui-modal${className ? ` ${className}` : ""}`}
      data-type={dataType}
      data-state="closed"
      onCancel={(e) => {
        // Escape: fade out like every other way of closing
        e.preventDefault();
        callbacks.current.onRequestClose();
      }}
      onClose={() => {
        if (ownClose.current) {
          ownClose.current = false;
          return;
        }
        // closed by the browser itself (e.g. Escape pressed twice): settle at once
        if (ref.current) ref.current.dataset.state = "closed";
        restoreFocus();
        callbacks.current.onRequestClose();
        callbacks.current.onClosed?.();
      }}
      onPointerDown={(e) => {
        pointerDownOnBackdrop.current = e.target === ref.current;
      }}
      onClick={(e) => {
        // a click on the dialog element itself (not its box) is a click on the backdrop
        if (closeOnBackdrop && e.target === ref.current && pointerDownOnBackdrop.current) callbacks.current.onRequestClose();
        pointerDownOnBackdrop.current = false;
      }}
      onKeyDown={(e) => {
        if (ref.current) trapTab(e, ref.current);
      }}
    >
      {children}
    </dialog>
  );
}

function CloseButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="ui-modal__close" aria-label={t("ui.dialog.close")} title={t("ui.dialog.close")} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

export interface ModalProps {
  open: boolean;
  /** called for the close button, Escape and (unless closeOnBackdrop is false) the backdrop; set open to false to fade out */
  onClose: () => void;
  /** after the fade-out */
  onClosed?: () => void;
  title: ReactNode;
  children: ReactNode;
  /** buttons row at the bottom */
  footer?: ReactNode;
  /** element to focus when it opens (default: the first focusable) */
  initialFocus?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  /** "wide" for tables and forms */
  size?: "normal" | "wide";
  className?: string;
}

/** A modal with free content (e.g. the delivery-fee calculator or announcements). */
export function Modal({ open, onClose, onClosed, title, children, footer, initialFocus, closeOnBackdrop, size = "normal", className }: ModalProps) {
  const titleId = useId();
  return (
    <ModalFrame
      open={open}
      onRequestClose={onClose}
      onClosed={onClosed}
      role="dialog"
      labelledBy={titleId}
      initialFocus={initialFocus}
      closeOnBackdrop={closeOnBackdrop}
      className={`${size === "wide" ? "ui-modal--wide" : ""}${className ? ` ${className}` : ""}`.trim() || undefined}
    >
      <div className="ui-modal__box">
        <div className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">{title}</h2>
          <CloseButton onClick={onClose} />
        </div>
        <div className="ui-modal__body">{children}</div>
        {footer ? <div className="ui-modal__actions">{footer}</div> : null}
      </div>
    </ModalFrame>
  );
}

type DialogKind = "alert" | "confirm" | "info";

interface Entry {
  id: number;
  kind: DialogKind;
  opts: DialogOptions;
  resolve: (value: boolean) => void;
}

const DEFAULT_TYPE: Record<DialogKind, DialogType> = { alert: "error", confirm: "warning", info: "info" };

function MessageDialog({ entry, open, onAnswer, onClosed }: { entry: Entry; open: boolean; onAnswer: (value: boolean) => void; onClosed: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { kind, opts } = entry;
  const type = opts.type ?? DEFAULT_TYPE[kind];
  const isConfirm = kind === "confirm";
  return (
    <ModalFrame
      open={open}
      onRequestClose={() => onAnswer(false)}
      onClosed={onClosed}
      role={kind === "info" ? "dialog" : "alertdialog"}
      labelledBy={titleId}
      describedBy={messageId}
      initialFocus={isConfirm ? cancelRef : okRef}
      className={`ui-dialog ui-dialog--${type}`}
      dataType={type}
    >
      <div className="ui-modal__box">
        <div className="ui-modal__header">
          <span className={`ui-dialog__icon ${type}`} aria-hidden="true" />
          <h2 id={titleId} className="ui-modal__title">{opts.title}</h2>
          <CloseButton onClick={() => onAnswer(false)} />
        </div>
        <div id={messageId} className="ui-modal__body ui-dialog__message">
          {typeof opts.message === "string" ? <p>{opts.message}</p> : opts.message}
        </div>
        <div className="ui-modal__actions">
          {isConfirm ? (
            <button type="button" ref={cancelRef} className="btn btn--secondary" onClick={() => onAnswer(false)}>
              {opts.cancelText ?? t("ui.dialog.cancel")}
            </button>
          ) : null}
          <button type="button" ref={okRef} className="btn" onClick={() => onAnswer(true)}>
            {opts.confirmText ?? t("ui.dialog.ok")}
          </button>
        </div>
      </div>
    </ModalFrame>
  );
}

const DialogContext = createContext<Dialogs | null>(null);

/** Wrap the app once (inside the I18nProvider) to make `useDialogs()` available. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Entry[]>([]);
  const [closingId, setClosingId] = useState<number | null>(null);
  const nextId = useRef(0);
  const result = useRef(false);
  const current = queue[0];

  const push = useCallback(
    (kind: DialogKind, opts: DialogOptions) =>
      new Promise<boolean>((resolve) => {
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
      {current ? <MessageDialog key={current.id} entry={current} open={closingId !== current.id} onAnswer={answer} onClosed={closed} /> : null}
    </DialogContext.Provider>
  );
}

/** alert / confirm / info dialogs; needs a <DialogProvider> above. */
export function useDialogs(): Dialogs {
  const ctx = useContext(DialogContext);
  if (!ctx) throw new Error("useDialogs() needs <DialogProvider> around the app (components/ui/dialogs.tsx)");
  return ctx;
}
