"use client";

import { useTranslation } from "@/lib/i18n/react";

export interface LoaderProps {
  /** inline: a spinner in the text flow; overlay: covers the nearest positioned parent; page: covers the window */
  variant?: "inline" | "overlay" | "page";
  /** what is loading (default "Laddar…"); read by screen readers, shown when showLabel */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

/** A loading indicator announced politely to screen readers (role="status"). */
export function Loader({ variant = "inline", label, showLabel = false, className }: LoaderProps) {
  const { t } = useTranslation();
  const text = label ?? t("app.loading");
  const Tag = variant === "inline" ? "span" : "div";
  return (
    <Tag role="status" aria-live="polite" className={`ui-loader ui-loader--${variant}${className ? ` ${className}` : ""}`}>
      <span className="spinner ui-loader__spinner" aria-hidden="true" />
      <span className={showLabel ? "ui-loader__label" : "visually-hidden"}>{text}</span>
    </Tag>
  );
}
