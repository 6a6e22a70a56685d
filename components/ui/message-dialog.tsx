"use client";

/**
 * The alert / confirm / info dialog that `useDialogs()` shows (dialogs.tsx). A module of its own,
 * loaded the first time a dialog is asked for: it brings React Aria's modal (Dialog pulls Menu and
 * Popover) and would otherwise sit in every page's first-load JavaScript (decision 093).
 */
import { useId, useRef } from "react";
import { useTranslation } from "@/lib/i18n/react";
import type { DialogKind, DialogOptions, DialogType } from "./dialogs";
import { ModalFrame } from "./modal";

const DEFAULT_TYPE: Record<DialogKind, DialogType> = { alert: "error", confirm: "warning", info: "info" };

export interface MessageDialogProps {
  kind: DialogKind;
  opts: DialogOptions;
  open: boolean;
  onAnswer: (value: boolean) => void;
  onClosed: () => void;
}

export default function MessageDialog({ kind, opts, open, onAnswer, onClosed }: MessageDialogProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const type = opts.type ?? DEFAULT_TYPE[kind];
  const isConfirm = kind === "confirm";
  return (
    <ModalFrame
      open={open}
      onRequestClose={() => onAnswer(false)}
      onClosed={onClosed}
      role={kind === "info" ? "dialog" : "alertdialog"}
      title={opts.title}
      describedBy={messageId}
      initialFocus={isConfirm ? cancelRef : okRef}
      className={`ui-dialog ui-dialog--${type}`}
      dataType={type}
      icon={<span className={`ui-dialog__icon ${type}`} aria-hidden="true" />}
    >
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
    </ModalFrame>
  );
}
