"use client";

import { useState } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { useTranslation } from "@/lib/i18n/react";
import { applyServerErrors } from "@/lib/client/apply-server-errors";
import { useApiMutation } from "@/lib/client/mutation";

/**
 * The add and remove calls of a delivery address's item list (silos, notification receivers):
 * one error text for the list, field errors from the server onto the add form, and a reload of
 * the addresses after each change.
 */
export function useAddressItems<F extends FieldValues>(opts: {
  addressId: number;
  addPath: string;
  removePath: string;
  onChanged: () => void;
  setError: UseFormSetError<F>;
  reset: () => void;
}) {
  const { t } = useTranslation();
  const [error, setErrorText] = useState<string | null>(null);
  const add = useApiMutation<{ id: number }, F & { addressId: number }>(opts.addPath);
  const remove = useApiMutation<unknown, { id: number }>(opts.removePath);
  return {
    error,
    addItem: async (values: F) => {
      setErrorText(null);
      try {
        await add.mutateAsync({ ...values, addressId: opts.addressId });
        opts.reset();
        opts.onChanged();
      } catch (e) {
        setErrorText(applyServerErrors(e, opts.setError, t("profile.errors.saveFailed")));
      }
    },
    removeItem: async (id: number) => {
      setErrorText(null);
      try {
        await remove.mutateAsync({ id });
        opts.onChanged();
      } catch {
        setErrorText(t("profile.errors.saveFailed"));
      }
    },
  };
}
