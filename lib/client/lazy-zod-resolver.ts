"use client";

/**
 * A react-hook-form resolver that validates exactly as `zodResolver` of `@hookform/resolvers/zod`
 * (same messages, field names, modes: it IS zodResolver, called with the loaded schema), but loads
 * the schema's module — and with it zod, ~32 kB gzip — on the first validation instead of with
 * the page (decision 099). `warm()` starts that load early (the form's first focus or pointer
 * press), so the first submit does not wait for it.
 *
 * The loader is called once per resolver; its promise (and zodResolver's) is kept. A loader that
 * fails is retried on the next validation (a flaky network must not leave a form unsendable).
 * Client code imports only types and constants (lib/<area>/constants.ts) from modules that build
 * schemas at module level; the schema itself comes through the loader:
 *   const resolver = lazyZodResolver(() => import("@/lib/contact/schemas").then((m) => m.contactFormSchema(signedIn)));
 */
import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

export interface LazyZodResolverOptions {
  /** zodResolver's resolver options: "sync" parses with `parse`, `raw` returns the raw values. */
  mode?: "async" | "sync";
  raw?: boolean;
}

export type LazyResolver<TFieldValues extends FieldValues, TContext = unknown, TTransformed = TFieldValues> = Resolver<
  TFieldValues,
  TContext,
  TTransformed
> & {
  /** Starts loading the schema (idempotent); call on the form's first focus or pointer press. */
  warm: () => void;
};

export function lazyZodResolver<TFieldValues extends FieldValues, TContext = unknown, TTransformed = TFieldValues>(
  load: () => Promise<ZodType>,
  resolverOptions: LazyZodResolverOptions = {},
): LazyResolver<TFieldValues, TContext, TTransformed> {
  const get = lazyLoad(() =>
    Promise.all([load(), import("@hookform/resolvers/zod")]).then(([schema, { zodResolver }]) =>
      (zodResolver as unknown as (s: ZodType, so: undefined, ro: LazyZodResolverOptions) => Resolver<TFieldValues, TContext, TTransformed>)(
        schema,
        undefined,
        resolverOptions,
      ),
    ),
  );
  const resolver = (async (values, context, options) => {
    const zod = await get();
    return zod(values, context, options);
  }) as LazyResolver<TFieldValues, TContext, TTransformed>;
  resolver.warm = get.warm;
  return resolver;
}

export interface Lazy<T> {
  /** The loaded value; the load starts on the first call and is kept (retried after a failure). */
  (): Promise<T>;
  /** Starts the load (idempotent), ignoring a failure (the next call retries). */
  warm: () => void;
}

/**
 * A module (or a value from one) loaded on first use: for forms that check with `schema.safeParse`
 * on submit instead of a resolver, `const schemas = lazyLoad(() => import("@/lib/x/schemas"))`,
 * `(await schemas()).ZRequest.safeParse(values)`, and `warmOn(schemas)` on the form.
 */
export function lazyLoad<T>(load: () => Promise<T>): Lazy<T> {
  let loading: Promise<T> | null = null;
  const get = (() => {
    if (!loading) {
      const p = load();
      loading = p;
      p.catch(() => {
        if (loading === p) loading = null;
      });
    }
    return loading;
  }) as Lazy<T>;
  get.warm = () => {
    get().catch(() => undefined);
  };
  return get;
}

/** The props that warm lazy modules (a resolver, a results table): spread on the `<form>` (focus bubbles in React). */
export function warmOn(...lazies: { warm: () => void }[]) {
  const warm = () => {
    for (const lazy of lazies) lazy.warm();
  };
  return { onFocus: warm, onPointerDown: warm };
}
