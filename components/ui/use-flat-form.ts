"use client";

/**
 * A form of flat fields without react-hook-form (decisions 108, 112): the fields' values, the field
 * messages of the call's own zod schema (loaded with the schema module on the form's first focus,
 * decision 099), and the server's field messages after a 400. For search and calculation forms,
 * and for a saving form of flat fields whose page is over the first-load budget with
 * react-hook-form (the delivery assurance); other saving forms keep react-hook-form.
 *
 * As react-hook-form's defaults did: a send is checked first and the first field with a message
 * gets the focus (also after a 400 with field messages); after the first send every change is
 * checked again. `set`, `get`, `reset`, `submit` and `serverErrors` keep their identity across
 * renders, so effects may depend on them.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { serverMessages } from "@/lib/client/apply-server-errors";

/** What the hook needs of a zod schema (only its type is imported: the module loads lazily). */
export interface FlatFormSchema<R> {
  safeParse(
    value: unknown,
  ): { success: true; data: R } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FlatFormErrors<V> = Partial<Record<keyof V & string, string>>;

type Checked<V, R> = { ok: true; data: R; errors: FlatFormErrors<V> } | { ok: false; errors: FlatFormErrors<V> };

/** The first message of each field (the schema's messages are translation keys). */
async function check<V, R>(schema: () => Promise<FlatFormSchema<R>>, values: V): Promise<Checked<V, R>> {
  const r = (await schema()).safeParse(values);
  if (r.success) return { ok: true, data: r.data, errors: {} };
  const errors: FlatFormErrors<V> = {};
  for (const issue of r.error.issues) {
    const field = String(issue.path[0] ?? "") as keyof V & string;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

const FOCUSABLE = "input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])";

/** The first field marked invalid; for a group (a fieldset of radio buttons) its first enabled control. */
export function focusFirstInvalid(root: ParentNode | null): void {
  const marked = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!marked) return;
  (marked.matches(FOCUSABLE) ? marked : (marked.querySelector<HTMLElement>(FOCUSABLE) ?? marked)).focus();
}

export function useFlatForm<V extends object, R>(defaults: V, schema: () => Promise<FlatFormSchema<R>>) {
  const [values, setValues] = useState(defaults);
  /** the newest values, also between a change and the render after it (two widgets reporting in one tick) */
  const latest = useRef(defaults);
  const schemaRef = useRef(schema);
  useEffect(() => {
    schemaRef.current = schema;
  });
  const [errors, setErrors] = useState<FlatFormErrors<V>>({});
  const sent = useRef(false);
  const checks = useRef(0);
  const form = useRef<HTMLFormElement | null>(null);
  const [focusFirst, setFocusFirst] = useState(0);
  const [submitting, setSubmitting] = useState(false);

  // after a refused send, the first field with a message gets the focus (once it is marked)
  useEffect(() => {
    if (focusFirst) focusFirstInvalid(form.current);
  }, [focusFirst]);

  /** The newest values (also those set in this tick). */
  const get = useCallback(() => latest.current, []);

  /** Changes some fields; after the first send the form is checked again. */
  const set = useCallback((patch: Partial<V>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setValues(next);
    if (!sent.current) return;
    const n = ++checks.current;
    void check(() => schemaRef.current(), next).then((r) => {
      if (n === checks.current) setErrors(r.errors);
    });
  }, []);

  /** Starts again from these values: no messages, nothing sent. */
  const reset = useCallback((next: V) => {
    checks.current++;
    sent.current = false;
    latest.current = next;
    setValues(next);
    setErrors({});
  }, []);

  /** The form's onSubmit: checks the values, then calls `onValid` with the request and the values checked (or `onInvalid`). */
  const submit = useCallback(
    (onValid: (request: R, values: V) => unknown, onInvalid?: (errors: FlatFormErrors<V>) => void) =>
      async (e?: FormEvent<HTMLFormElement>) => {
        e?.preventDefault();
        if (e) form.current = e.currentTarget;
        sent.current = true;
        const n = ++checks.current;
        setSubmitting(true);
        try {
          const checked = latest.current;
          const r = await check(() => schemaRef.current(), checked);
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
      },
    [],
  );

  /** Puts a 400 reply's field messages on the fields (the first gets the focus); returns the general message otherwise. */
  const serverErrors = useCallback((e: unknown, fallback: string): string | null => {
    const { fields, general } = serverMessages(e, fallback);
    if (fields.length) {
      setErrors((prev) => ({ ...prev, ...Object.fromEntries(fields) }));
      setFocusFirst((k) => k + 1);
    }
    return general;
  }, []);

  /** `submitting`: from a send until its check and `onValid` are done */
  return { values, get, set, reset, errors, submit, submitting, serverErrors };
}
