"use client";

/**
 * The modal frame of every dialog (spec 1 §2 generic widgets, §4 "Modal", §8), on React Aria
 * Components: ModalOverlay + Modal + Dialog give the rest of the page aria-hidden, keep Tab inside,
 * close on Escape and (unless turned off) on a click outside, and return focus to the element that
 * opened it. It fades in and out (~200 ms, none under prefers-reduced-motion; ui.css).
 *
 * `<Modal>` is the frame for free content (controlled by `open`); alert/confirm/info dialogs come
 * from `useDialogs()` (dialogs.tsx).
 */
import "./ui.css";
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "@/lib/i18n/react";
import { inAriaLocale } from "./aria-locale";

/** Modal fade time; the spec's 1.5 s and 2 s fades are for notices, not for modals. */
export const MODAL_FADE_MS = 200;

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `root`, in order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.tabIndex >= 0 && !el.closest("[hidden], [inert]"));
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * Inside the dialog: moves focus to `initialFocus` (or the first focusable element) when it opens,
 * and once it has faded out and unmounted, puts focus back on the opener at once (React Aria does it
 * a frame later) before calling `onClosed` — so a dialog opened right after (a queued alert) still
 * knows where focus came from.
 */
function Settle({
  open,
  onRequestClose,
  onClosed,
  initialFocus,
  dialogRef,
}: {
  open: boolean;
  onRequestClose: () => void;
  onClosed?: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  dialogRef: RefObject<HTMLElement | null>;
}) {
  const state = useRef({ open, onRequestClose, onClosed, opener: null as HTMLElement | null });
  useLayoutEffect(() => {
    state.current.open = open;
    state.current.onRequestClose = onRequestClose;
    state.current.onClosed = onClosed;
  });
  useLayoutEffect(() => {
    const active = document.activeElement;
    state.current.opener = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);
  useEffect(() => {
    const dialog = dialogRef.current;
    const target = initialFocus?.current ?? (dialog ? focusableIn(dialog)[0] : undefined);
    target?.focus();
    // once, when it opens (both are refs)
  }, [dialogRef, initialFocus]);
  // A control that disables itself (a submit button while its form works) drops focus to the page
  // body, where React Aria's Escape handling (on the dialog) no longer hears it: put focus back on the
  // dialog, and let Escape from the body close the topmost modal, as a native <dialog> does.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget) return;
      setTimeout(() => {
        if (state.current.open && dialog.isConnected && (!document.activeElement || document.activeElement === document.body))
          dialog.focus();
      }, 0);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented || !state.current.open) return;
      if (document.activeElement && document.activeElement !== document.body) return; // inside: React Aria's
      const overlays = document.querySelectorAll(".ui-modal-overlay");
      if (overlays[overlays.length - 1] !== dialog.closest(".ui-modal-overlay")) return; // not the topmost
      e.preventDefault();
      state.current.onRequestClose();
    };
    dialog.addEventListener("focusout", onFocusOut);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      dialog.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [dialogRef]);
  useEffect(() => {
    const s = state.current;
    return () => {
      if (s.open) return; // unmounted with the page, not closed
      const active = document.activeElement;
      if ((!active || active === document.body) && s.opener?.isConnected) s.opener.focus();
      s.onClosed?.();
    };
  }, []);
  return null;
}

export interface ModalFrameProps {
  open: boolean;
  /** Escape, a click outside (closeOnBackdrop) or the close button */
  onRequestClose: () => void;
  /** after the fade-out, when the dialog is gone and focus is back */
  onClosed?: () => void;
  role: "dialog" | "alertdialog";
  title: ReactNode;
  /** id of the element describing the dialog (alert dialogs: the message) */
  describedBy?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  className?: string;
  dataType?: string;
  /** before the title (the alert icon) */
  icon?: ReactNode;
  children: ReactNode;
}

/** Overlay, modal box and dialog with the title row and its close button. */
function ModalFrameInner({
  open,
  onRequestClose,
  onClosed,
  role,
  title,
  describedBy,
  initialFocus,
  closeOnBackdrop = true,
  className,
  dataType,
  icon,
  children,
}: ModalFrameProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLElement>(null);
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(next) => {
        if (!next) onRequestClose();
      }}
      isDismissable={closeOnBackdrop}
      className="ui-modal-overlay"
    >
      <AriaModal className={`ui-modal${className ? ` ${className}` : ""}`} data-type={dataType}>
        <Dialog ref={dialogRef} role={role} aria-describedby={describedBy} className="ui-modal__box">
          <Settle open={open} onRequestClose={onRequestClose} onClosed={onClosed} initialFocus={initialFocus} dialogRef={dialogRef} />
          <div className="ui-modal__header">
            {icon}
            <Heading slot="title" level={2} className="ui-modal__title">
              {title}
            </Heading>
            <button
              type="button"
              className="ui-modal__close"
              aria-label={t("ui.dialog.close")}
              title={t("ui.dialog.close")}
              onClick={onRequestClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export interface ModalProps {
  open: boolean;
  /** called for the close button, Escape and (unless closeOnBackdrop is false) a click outside; set open to false to fade out */
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
export function Modal({
  open,
  onClose,
  onClosed,
  title,
  children,
  footer,
  initialFocus,
  closeOnBackdrop,
  size = "normal",
  className,
}: ModalProps) {
  const classes = [size === "wide" ? "ui-modal--wide" : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <ModalFrame
      open={open}
      onRequestClose={onClose}
      onClosed={onClosed}
      role="dialog"
      title={title}
      initialFocus={initialFocus}
      closeOnBackdrop={closeOnBackdrop}
      className={classes || undefined}
    >
      <div className="ui-modal__body">{children}</div>
      {footer ? <div className="ui-modal__actions">{footer}</div> : null}
    </ModalFrame>
  );
}

/** ModalFrame in React Aria's locale of the portal language (components/ui/aria-locale.tsx). */
export const ModalFrame = inAriaLocale(ModalFrameInner);
