"use client";

/**
 * `useApiMutation(path)`: a state change through the portal's client data layer (decision 023),
 * never retried. Its own module (decision 111) so that a page that saves but does not query
 * (profile, delivery addresses) does not load the query cache; `lib/client/query.ts` re-exports it.
 */
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { apiFetch } from "./api-fetch";
import { logFailure } from "./call-errors";
import type { QueryKey } from "./query-cache";
import { QueryClientContext } from "./query-context";

export interface MutationResult<TReply, TBody> {
  /** sends the change; rejects with the ApiError (the screen shows its own message) */
  mutateAsync: (body: TBody) => Promise<TReply>;
  /** the same, for a caller that reads the outcome from the result */
  mutate: (body: TBody) => void;
  reset: () => void;
  status: "idle" | "pending" | "error" | "success";
  data: TReply | undefined;
  error: unknown;
  isIdle: boolean;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
}

export interface ApiMutationOptions<TVars = unknown> {
  method?: "POST" | "GET";
  /** the request body from the variables (default: the variables themselves) */
  body?: (vars: TVars) => unknown;
  /** the console prefix of a failure ("<log> failed"); unset: the caller reports failures itself */
  log?: string;
  /** keys to mark stale after a success (screens showing them load again) */
  invalidates?: QueryKey[];
}

/**
 * A state change through `path` (a function of the variables for calls with the id in the path).
 * Never retried; `mutateAsync` throws the ApiError so a screen can show its own message.
 */
export function useApiMutation<TReply = unknown, TBody = Record<string, unknown> | FormData>(
  path: string | ((body: TBody) => string),
  options: ApiMutationOptions<TBody> = {},
): MutationResult<TReply, TBody> {
  const holder = useContext(QueryClientContext);
  if (!holder) throw new Error("useApiMutation outside <QueryProvider>");
  type State = Pick<MutationResult<TReply, TBody>, "status" | "data" | "error">;
  const [state, setState] = useState<State>({ status: "idle", data: undefined, error: null });
  const latest = useRef({ path, options });
  useEffect(() => {
    latest.current = { path, options };
  });
  // only the newest call's outcome is shown (an older one ending later does not overwrite it)
  const newest = useRef(0);

  const mutateAsync = useCallback(
    async (vars: TBody): Promise<TReply> => {
      const { path: to, options: opts } = latest.current;
      const call = ++newest.current;
      const show = (next: State) => {
        if (call === newest.current) setState(next);
      };
      show({ status: "pending", data: undefined, error: null });
      try {
        const url = typeof to === "function" ? to(vars) : to;
        const reply =
          opts.method === "GET"
            ? await apiFetch<TReply>(url, { method: "GET" })
            : await apiFetch<TReply>(url, { body: opts.body ? opts.body(vars) : vars });
        // no client yet: nothing was queried on this page, so nothing is stale
        const client = holder.client;
        if (client) for (const key of opts.invalidates ?? []) await client.invalidate(key);
        show({ status: "success", data: reply, error: null });
        return reply;
      } catch (error) {
        if (opts.log) logFailure(opts.log, "", error);
        show({ status: "error", data: undefined, error });
        throw error;
      }
    },
    [holder],
  );
  const mutate = useCallback((vars: TBody) => void mutateAsync(vars).catch(() => {}), [mutateAsync]);
  const reset = useCallback(() => {
    newest.current++;
    setState({ status: "idle", data: undefined, error: null });
  }, []);

  return useMemo(
    () => ({
      ...state,
      mutateAsync,
      mutate,
      reset,
      isIdle: state.status === "idle",
      isPending: state.status === "pending",
      isError: state.status === "error",
      isSuccess: state.status === "success",
    }),
    [state, mutateAsync, mutate, reset],
  );
}
