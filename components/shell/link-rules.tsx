"use client";

/**
 * Applies the link rules of lib/shell/links.ts to the main content (<main id="main">), also after
 * client navigations and content loaded later (a MutationObserver):
 * - external links open in a new tab (target=_blank, rel=noopener noreferrer);
 * - in no-logo mode (nologo=1 in the query) every page link gets nologo=1, and a click on an
 *   internal link navigates to that href (Next's <Link> would otherwise use its own href).
 */
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { isExternalLink, isNoLogo, withNoLogo } from "@/lib/shell/links";

const MAIN_ID = "main";

function applyTo(root: HTMLElement, noLogo: boolean): void {
  const origin = window.location.origin;
  for (const a of root.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const href = a.getAttribute("href") ?? "";
    if (isExternalLink(href, { origin })) {
      if (a.target !== "_blank") a.target = "_blank";
      const rel = new Set((a.getAttribute("rel") ?? "").split(/\s+/).filter(Boolean));
      if (!rel.has("noopener") || !rel.has("noreferrer")) {
        rel.add("noopener");
        rel.add("noreferrer");
        a.setAttribute("rel", [...rel].join(" "));
      }
    }
    if (noLogo) {
      const next = withNoLogo(href);
      if (next !== href) a.setAttribute("href", next);
    }
  }
}

export function LinkRules() {
  const params = useSearchParams();
  const router = useRouter();
  const noLogo = isNoLogo(params);

  useEffect(() => {
    const root = document.getElementById(MAIN_ID);
    if (!root) return;
    applyTo(root, noLogo);
    let scheduled = false;
    const observer = new MutationObserver(() => {
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        applyTo(root, noLogo);
      });
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["href"] });

    // No-logo mode: an internal link's click goes to the DOM href (with nologo=1), not Next's own.
    const onClick = (e: MouseEvent) => {
      if (!noLogo || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>("a[href]") : null;
      if (!a || !root.contains(a) || a.target === "_blank" || a.hasAttribute("download")) return;
      const href = a.getAttribute("href") ?? "";
      if (!href.startsWith("/") || href.startsWith("//")) return;
      e.preventDefault();
      router.push(href);
    };
    root.addEventListener("click", onClick, true);
    return () => {
      observer.disconnect();
      root.removeEventListener("click", onClick, true);
    };
  }, [noLogo, router]);

  return null;
}
