"use client";

import { useEffect } from "react";

/**
 * Marks `<html data-hydrated="true">` once React has hydrated the page, so tools that drive the
 * portal (the end-to-end tests' `visit()`, decision 085) can wait until clicks and typing reach
 * React instead of guessing with a delay. Rendered last in the root layout; draws nothing.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
