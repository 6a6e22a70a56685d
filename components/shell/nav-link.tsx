"use client";

/**
 * The shell's in-app link (decision 099): an `<a>` that navigates like next/link — a plain left
 * click is a client navigation (`router.push`, no full load), a modified or middle click, a
 * `target` or `download` does what the browser does — and prefetches the route on hover or
 * focus, as next/link does for links in view. next/link itself (~3.5 kB gzip with its URL
 * helpers) would be the only user of its code on most pages: the header and menus are on every
 * page, the pages rarely link with it.
 */
import { useRouter } from "next/navigation";
import type { ComponentProps, FocusEvent, MouseEvent } from "react";

export function NavLink({ href, children, onClick, onMouseEnter, onFocus, ...rest }: ComponentProps<"a"> & { href: string }) {
  const router = useRouter();
  const prefetch = () => {
    if (href.startsWith("/") && !href.startsWith("//")) router.prefetch(href);
  };
  return (
    <a
      {...rest}
      href={href}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(e);
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        if ((rest.target && rest.target !== "_self") || rest.download !== undefined) return;
        if (!href.startsWith("/") || href.startsWith("//")) return;
        e.preventDefault();
        router.push(href);
      }}
      onMouseEnter={(e: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(e);
        prefetch();
      }}
      onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(e);
        prefetch();
      }}
    >
      {children}
    </a>
  );
}
