"use client";

import { useEffect, useId } from "react";

/**
 * The warning on leaving a page with unsaved changes (spec 1 §5 "Social security number", spec 3
 * "Privacy policy"). While any form on the page is dirty: the browser's own question on reload,
 * closing the tab or a typed address (beforeunload), and `message` in a confirmation before a
 * link takes the user elsewhere (client-side navigation never fires beforeunload). One set of
 * listeners for all the page's forms, so a page with two dirty forms asks once.
 */
const dirtyForms = new Set<string>();
let leaveMessage = "";

function onBeforeUnload(e: BeforeUnloadEvent) {
  e.preventDefault();
  e.returnValue = "";
}

function onLinkClick(e: MouseEvent) {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const link = e.target instanceof Element ? e.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin === window.location.origin && url.pathname === window.location.pathname && url.search === window.location.search) return;
  if (!window.confirm(leaveMessage)) {
    e.preventDefault();
    e.stopPropagation();
  }
}

function sync() {
  if (dirtyForms.size > 0) {
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onLinkClick, true);
  } else {
    window.removeEventListener("beforeunload", onBeforeUnload);
    document.removeEventListener("click", onLinkClick, true);
  }
}

export function useLeaveWarning(dirty: boolean, message: string): void {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    leaveMessage = message;
    dirtyForms.add(id);
    sync();
    return () => {
      dirtyForms.delete(id);
      sync();
    };
  }, [dirty, id, message]);
}
