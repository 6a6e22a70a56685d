"use client";

/**
 * Paste an image into the image upload widget (spec 1 §4 "Image upload"): while focus is inside
 * the widget, or anywhere on the page (scope "document", but not into another text field). At most
 * one paste a second; the pasted image gets a random name.
 */
import { useEffect, useRef, type RefObject } from "react";
import { clipboardImageIndex, createPasteThrottle, randomPasteName } from "@/lib/ui/image-rules";

function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return (
    !!el && (el.isContentEditable || el.tagName === "TEXTAREA" || (el.tagName === "INPUT" && (el as HTMLInputElement).type !== "file"))
  );
}

export function useImagePaste({
  rootRef,
  scope,
  enabled,
  onImage,
}: {
  rootRef: RefObject<HTMLElement | null>;
  scope: "widget" | "document";
  enabled: boolean;
  onImage: (file: File) => void;
}) {
  const acceptPaste = useRef(createPasteThrottle());
  const state = useRef({ enabled, onImage });
  useEffect(() => {
    state.current = { enabled, onImage };
  });
  useEffect(() => {
    const target: EventTarget | null = scope === "document" ? document : rootRef.current;
    if (!target) return;
    const listener = (event: Event) => {
      const e = event as ClipboardEvent;
      if (!state.current.enabled) return;
      const items = e.clipboardData?.items;
      if (!items) return;
      const index = clipboardImageIndex(items);
      if (index < 0) return;
      if (scope === "document" && isEditable(e.target) && !rootRef.current?.contains(e.target as Node)) return;
      e.preventDefault();
      if (!acceptPaste.current()) return; // within 1 second of the last paste
      const blob = items[index]?.getAsFile();
      if (!blob) return;
      state.current.onImage(new File([blob], randomPasteName(blob.type), { type: blob.type, lastModified: Date.now() }));
    };
    target.addEventListener("paste", listener);
    return () => target.removeEventListener("paste", listener);
  }, [scope, rootRef]);
}
