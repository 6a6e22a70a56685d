"use client";

/**
 * A search (or calculation) form's state without react-hook-form (decision 108): the fields' text, the field
 * messages of the call's own zod schema (loaded with the schema module on the form's first focus,
 * decision 099), and the server's field messages after a 400. For search filters only — their
 * values become a query (or a calculation) and nothing is saved; a form that saves data keeps react-hook-form.
 *
 * As react-hook-form's defaults did: a send is checked first and the first field with a message
 * gets the focus; after the first send every change is checked again.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { serverMessages } from "@/lib/client/apply-server-errors";

/** What the hook needs of a zod schema (only its type is imported: the module loads lazily). */
export interface SearchSchema<R> {
  safeParse(
    value: unknown,
  ): { success: true; data: R } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type SearchErrors<V> = Partial<Record<keyof V & string, string>>;

type Checked<V, R> = { ok: true; data: R; errors: SearchErrors<V> } | { ok: false; errors: SearchErrors<V> };

/** The first message of each field (the schema's messages are translation keys). */
async function check<V, R>(schema: () => Promise<SearchSchema<R>>, values: V): Promise<Checked<V, R>> {
  const r = (await schema()).safeParse(values);
  if (r.success) return { ok: true, data: r.data, errors: {} };
  const errors: SearchErrors<V> = {};
  for (const issue of r.error.issues) {
    const field = String(issue.path[0] ?? "") as keyof V & string;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

export function useSearchForm<V extends object, R>(defaults: V, schema: () => Promise<SearchSchema<R>>) {
  const [values, setValues] = useState(defaults);
  /** the newest values, also between a change and the render after it (two widgets reporting in one tick) */
  const latest = useRef(defaults);
  const [errors, setErrors] = useState<SearchErrors<V>>({});
  const sent = useRef(false);
  const checks = useRef(0);
  const form = useRef<HTMLFormElement | null>(null);
  const [focusFirst, setFocusFirst] = useState(0);
  const [submitting, setSubmitting] = useState(false);

  // after a refused send, the first field with a message gets the focus (once it is marked)
  useEffect(() => {
    if (focusFirst) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusFirst]);

  /** Changes some fields; after the first send the form is checked again. */
  function set(patch: Partial<V>) {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setValues(next);
    if (!sent.current) return;
    const n = ++checks.current;
    void check(schema, next).then((r) => {
      if (n === checks.current) setErrors(r.errors);
    });
  }

  /** Starts again from these values: no messages, nothing sent. */
  function reset(next: V) {
    checks.current++;
    sent.current = false;
    latest.current = next;
    setValues(next);
    setErrors({});
  }

  /** The form's onSubmit: checks the values, then calls `onValid` with the request and the values checked (or `onInvalid`). */
  function submit(onValid: (request: R, values: V) => unknown, onInvalid?: (errors: SearchErrors<V>) => void) {
    return async (e?: FormEvent<HTMLFormElement>) => {
      e?.preventDefault();
      if (e) form.current = e.currentTarget;
      sent.current = true;
      const n = ++checks.current;
      setSubmitting(true);
      try {
        const checked = latest.current;
        const r = await check(schema, checked);
        if (n !== checks.current) return;
        setErrors(r.errors);
        if (r.ok) await onValid(r.data, checked);
        else {
          setFocusFirst((k) => k + 1);
          onInvalid?.(r.errors);
        }
      } finally {
        setSubmitting(false);
      }
    };
  }

  /** Puts a 400 reply's field messages on the fields; returns the general message otherwise. */
  function serverErrors(e: unknown, fallback: string): string | null {
    const { fields, general } = serverMessages(e, fallback);
    if (fields.length) setErrors((prev) => ({ ...prev, ...Object.fromEntries(fields) }));
    return general;
  }

  /** `submitting`: from a send until its check and `onValid` are done */
  return { values, set, reset, errors, submit, submitting, serverErrors };
}
