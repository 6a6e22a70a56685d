"use client";

/**
 * The editors' validation errors as bullets in a modal (spec 3 §5 "Presentation of errors"). The
 * modal (React Aria's Modal) loads with the first errors, not with the page (decision 100).
 */
import { lazy, Suspense } from "react";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { ApiError } from "@/lib/client/api-fetch";
import type { RuleError } from "@/lib/facilities/rules";

/** The messages of a failed call: its per-field messages, else its message. */
export function serverMessages(e: unknown): string[] | null {
  if (!(e instanceof ApiError)) return null;
  const fields = Object.values(e.body.fields ?? {}).flat();
  return fields.length ? [...new Set(fields)] : null;
}

const ErrorsDialog = lazy(() => import("./errors-dialog").then((m) => ({ default: m.ErrorsDialog })));

export function ErrorsModal({ errors, onClose }: { errors: string[] | RuleError[] | null; onClose: () => void }) {
  const wanted = useOpenedOnce(Boolean(errors?.length));
  return wanted ? (
    <Suspense fallback={null}>
      <ErrorsDialog errors={errors} onClose={onClose} />
    </Suspense>
  ) : null;
}
