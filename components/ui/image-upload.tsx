"use client";

/**
 * Image upload widget (spec 1 §4 "Image upload", "Image delete", §5, §7, §8, §9) for the profile,
 * user card, company and machine images.
 *
 * Choosing (or pasting) an image previews it and shows Upload and Cancel. Only jpeg/png/jpg are
 * taken (another type is ignored silently); above 10485760 bytes a dialog says the file is too
 * large. Upload posts multipart (`UploadedImage` + `extraFields`) to `handleUrl` and expects
 * `{ success, imageUrl }`. Delete asks first, then posts `extraFields` to `deleteUrl`.
 * Needs <DialogProvider> above it.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import { checkImage, IMAGE_FIELD, IMAGE_TYPES } from "@/lib/ui/image-rules";
import { useDialogs } from "./dialogs";
import { Loader } from "./loader";
import { useImagePaste } from "./use-image-paste";

/** Fired on window when the header avatar changes; detail: { url }. */
export const AVATAR_CHANGED_EVENT = "portal:avatar-changed";

/** Points every header avatar (img[data-header-avatar]) at a new image and tells listeners. */
export function updateHeaderAvatar(url: string) {
  document.querySelectorAll<HTMLImageElement>("img[data-header-avatar]").forEach((img) => {
    img.src = url;
  });
  window.dispatchEvent(new CustomEvent(AVATAR_CHANGED_EVENT, { detail: { url } }));
}

interface ImageReply {
  success: boolean;
  imageUrl: string;
}

function isImageReply(v: unknown): v is ImageReply {
  return typeof v === "object" && v !== null && typeof (v as ImageReply).success === "boolean";
}

export interface ImageUploadProps {
  /** the widget's name, e.g. "Profilbild" (legend of its group) */
  label: ReactNode;
  /** the saved image now */
  imageUrl: string;
  /** alt text of the image (default: the label when it is a string) */
  alt?: string;
  /** the saved image is the user's own, not the default one: the delete link shows (default true) */
  hasImage?: boolean;
  /** upload endpoint (multipart: UploadedImage + extraFields) */
  handleUrl: string;
  /** delete endpoint (multipart: extraFields); without it there is no delete link */
  deleteUrl?: string;
  /** more multipart fields, e.g. { machineId: "42" } */
  extraFields?: Record<string, string>;
  /** also show the new image in the header (img[data-header-avatar]) */
  updateHeaderAvatar?: boolean;
  /** where a pasted image is taken: while focus is inside the widget (default) or anywhere on the page */
  pasteScope?: "widget" | "document";
  onUploaded?: (imageUrl: string) => void;
  onDeleted?: (imageUrl: string) => void;
  disabled?: boolean;
  id?: string;
  className?: string;
}

interface Pending {
  file: File;
  url: string;
}

export function ImageUpload({
  label,
  imageUrl,
  alt,
  hasImage = true,
  handleUrl,
  deleteUrl,
  extraFields,
  updateHeaderAvatar: toHeader = false,
  pasteScope = "widget",
  onUploaded,
  onDeleted,
  disabled,
  id,
  className,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const autoId = useId();
  const inputId = id ?? `image-${autoId}`;
  const [saved, setSaved] = useState(imageUrl);
  const [own, setOwn] = useState(hasImage);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState<null | "upload" | "delete">(null);
  const [status, setStatus] = useState("");
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadRef = useRef<HTMLButtonElement>(null);
  const pendingRef = useRef<Pending | null>(null);

  // a new saved image from the page (e.g. after navigation) replaces ours (adjusted during render, not in an effect)
  const [fromPage, setFromPage] = useState({ imageUrl, hasImage });
  if (fromPage.imageUrl !== imageUrl || fromPage.hasImage !== hasImage) {
    if (fromPage.imageUrl !== imageUrl) setSaved(imageUrl);
    if (fromPage.hasImage !== hasImage) setOwn(hasImage);
    setFromPage({ imageUrl, hasImage });
  }

  function setPreview(next: Pending | null) {
    if (pendingRef.current) URL.revokeObjectURL(pendingRef.current.url);
    pendingRef.current = next;
    setPending(next);
  }

  useEffect(
    () => () => {
      if (pendingRef.current) URL.revokeObjectURL(pendingRef.current.url);
    },
    [],
  );

  function choose(file: File) {
    const verdict = checkImage(file);
    if (verdict === "ignore") return; // another type: silently ignored, the old preview stays
    if (verdict === "tooLarge") {
      void dialogs.alert({ type: "error", title: t("ui.image.tooLargeTitle"), message: t("ui.image.tooLarge") });
      return;
    }
    setPreview({ file, url: URL.createObjectURL(file) });
    setStatus(t("ui.image.chosen", { name: file.name }));
  }

  function cancel() {
    setPreview(null);
    if (inputRef.current) inputRef.current.value = "";
    setStatus("");
    inputRef.current?.focus();
  }

  function fields(): FormData {
    const body = new FormData();
    for (const [k, v] of Object.entries(extraFields ?? {})) body.append(k, v);
    return body;
  }

  function showSaved(url: string) {
    setSaved(url);
    if (toHeader) updateHeaderAvatar(url);
  }

  async function upload() {
    const chosen = pendingRef.current;
    if (!chosen || busy) return;
    const body = fields();
    body.append(IMAGE_FIELD, chosen.file, chosen.file.name);
    setBusy("upload");
    setStatus("");
    let message: string | null = null;
    try {
      const reply = await apiFetch<unknown>(handleUrl, { method: "POST", body });
      if (isImageReply(reply) && reply.success && typeof reply.imageUrl === "string" && reply.imageUrl) {
        showSaved(reply.imageUrl);
        setOwn(true);
        setPreview(null);
        if (inputRef.current) inputRef.current.value = "";
        setStatus(t("ui.image.uploaded"));
        onUploaded?.(reply.imageUrl);
      } else {
        message = t("ui.image.tryAgain");
      }
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return; // session ended: on the way to the start page
      message =
        e instanceof ApiError
          ? t("ui.image.tryAgain")
          : t("ui.image.transportError", { error: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(null);
    }
    if (message) {
      // failure: back to the previous image
      setPreview(null);
      if (inputRef.current) inputRef.current.value = "";
      await dialogs.alert({ type: "error", title: t("ui.image.uploadFailedTitle"), message });
      inputRef.current?.focus();
    }
  }

  async function remove() {
    if (!deleteUrl || busy) return;
    const yes = await dialogs.confirm({
      type: "warning",
      title: t("ui.image.deleteTitle"),
      message: t("ui.image.deleteConfirm"),
      confirmText: t("ui.image.deleteYes"),
      cancelText: t("ui.image.deleteNo"),
    });
    if (!yes) return;
    setBusy("delete");
    setStatus("");
    let failed = false;
    try {
      const reply = await apiFetch<unknown>(deleteUrl, { method: "POST", body: fields() });
      if (isImageReply(reply) && reply.success && typeof reply.imageUrl === "string" && reply.imageUrl) {
        showSaved(reply.imageUrl);
        setOwn(false);
        setStatus(t("ui.image.deleted"));
        onDeleted?.(reply.imageUrl);
      } else {
        failed = true;
      }
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      failed = true;
    } finally {
      setBusy(null);
    }
    if (failed) {
      await dialogs.alert({ type: "error", title: t("ui.image.deleteFailedTitle"), message: t("ui.image.deleteFailed") });
    }
    inputRef.current?.focus();
  }

  // a pasted image is chosen like a picked file
  useImagePaste({ rootRef, scope: pasteScope, enabled: !disabled && !busy, onImage: choose });

  // the buttons are hidden while busy; afterwards focus goes back into the widget
  const wasBusy = useRef(false);
  useEffect(() => {
    if (!busy && wasBusy.current && (!document.activeElement || document.activeElement === document.body)) inputRef.current?.focus();
    wasBusy.current = busy !== null;
  }, [busy]);

  // after choosing, the Upload button is next
  useEffect(() => {
    if (pending && document.activeElement === document.body) uploadRef.current?.focus();
  }, [pending]);

  const shown = pending?.url ?? saved;
  const altText = alt ?? (typeof label === "string" ? label : "");

  return (
    <fieldset
      ref={rootRef}
      className={`ui-image${className ? ` ${className}` : ""}`}
      data-state={busy ?? (pending ? "preview" : "saved")}
      disabled={disabled}
    >
      <legend className="ui-image__legend">{label}</legend>
      <div className="ui-image__frame">
        {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) or a signed-in /api/files image: the optimizer can fetch neither */}
        <img className="ui-image__img" src={shown} alt={pending ? t("ui.image.previewAlt", { name: pending.file.name }) : altText} />
        {busy ? <Loader variant="overlay" label={busy === "upload" ? t("ui.image.uploading") : t("ui.image.deleting")} /> : null}
      </div>
      <div className="ui-image__actions">
        {!busy ? (
          <>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              className="visually-hidden ui-image__input"
              accept={IMAGE_TYPES.join(",")}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) choose(file);
              }}
            />
            <label htmlFor={inputId} className="btn btn--secondary ui-image__choose">
              {t("ui.image.choose")}
            </label>
            {pending ? (
              <>
                <button ref={uploadRef} type="button" className="btn ui-image__upload" onClick={() => void upload()}>
                  {t("ui.image.upload")}
                </button>
                <button type="button" className="btn btn--secondary ui-image__cancel" onClick={cancel}>
                  {t("ui.image.cancel")}
                </button>
              </>
            ) : null}
            {!pending && own && deleteUrl ? (
              <button type="button" className="ui-linkbutton ui-image__delete" onClick={() => void remove()}>
                {t("ui.image.delete")}
              </button>
            ) : null}
          </>
        ) : null}
      </div>
      <p className="ui-image__hint">{t("ui.image.pasteHint")}</p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </fieldset>
  );
}
