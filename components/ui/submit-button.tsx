"use client";

import { useEffect, useRef, useState, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { useFormStatus } from "react-dom";

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  /**
   * The form's work is running: pass react-hook-form's `formState.isSubmitting` (or your own
   * busy flag). Without it the button follows a React form action (useFormStatus), or, for a plain
   * form posted by the browser, stays disabled until the page is left.
   */
  pending?: boolean;
  /** label while pending (default: the normal label) */
  pendingText?: ReactNode;
}

/** How long a submit may go unclaimed (no pending state, default prevented) before the button frees itself. */
const CLAIM_MS = 100;

/**
 * A submit button that is disabled from the first click until the form's work finishes (spec 1
 * §4 "Form submit buttons are disabled after the first click"), with a spinner meanwhile.
 */
export function SubmitButton({ pending, pendingText, children, disabled, className, onClick, ...rest }: SubmitButtonProps) {
  const status = useFormStatus();
  const running = pending ?? status.pending;
  const ref = useRef<HTMLButtonElement>(null);
  const [locked, setLocked] = useState(false);
  const lockedRef = useRef(false);
  const runningRef = useRef(running);
  const seenRunning = useRef(false);

  useEffect(() => {
    runningRef.current = running;
    if (running) {
      seenRunning.current = true;
    } else if (seenRunning.current) {
      // the work has finished: free the button
      seenRunning.current = false;
      lockedRef.current = false;
      setLocked(false);
    }
  }, [running]);

  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const onSubmit = (e: Event) => {
      lockedRef.current = true;
      setLocked(true);
      timers.push(
        setTimeout(() => {
          if (seenRunning.current || runningRef.current) return; // wait for the work to end
          if (e.defaultPrevented) {
            // a script took the submit and is not busy (e.g. validation failed at once)
            lockedRef.current = false;
            setLocked(false);
          }
          // not prevented: the browser is posting the form and leaving the page
        }, CLAIM_MS),
      );
    };
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) {
        lockedRef.current = false;
        setLocked(false);
      }
    };
    form.addEventListener("submit", onSubmit);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      form.removeEventListener("submit", onSubmit);
      window.removeEventListener("pageshow", onPageShow);
      timers.forEach(clearTimeout);
    };
  }, []);

  const busy = running || locked;

  function click(e: MouseEvent<HTMLButtonElement>) {
    // a second click before the re-render must not submit again
    if (lockedRef.current || runningRef.current) {
      e.preventDefault();
      return;
    }
    onClick?.(e);
  }

  return (
    <button
      {...rest}
      ref={ref}
      type="submit"
      className={className ?? "btn"}
      disabled={disabled || busy}
      data-pending={busy ? "true" : undefined}
      onClick={click}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {busy && pendingText !== undefined ? pendingText : children}
    </button>
  );
}
