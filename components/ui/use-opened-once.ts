"use client";

/**
 * For a dialog loaded on its first opening (React.lazy, decision 100): true from the first render
 * in which `open` is true on, so the dialog mounts then (its chunk loads) and stays mounted, and
 * still plays its closing transition.
 */
import { useState } from "react";

export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // adjusting state while rendering (React re-renders at once, before the children)
  if (open && !opened) setOpened(true);
  return opened || open;
}
