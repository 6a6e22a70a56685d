"use client";

import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { lazyZodResolver, warmOn } from "@/lib/client/lazy-zod-resolver";
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { applyServerErrors } from "@/lib/client/apply-server-errors";
import { useApiMutation } from "@/lib/client/mutation";
import type { Market } from "@/lib/market";
import type { TAddress, TAddressForm } from "@/lib/profile/address-schemas";
import { useLeaveWarning } from "./use-leave-warning";

const FIELDS = [
  ["Name", "off"],
  ["Street", "street-address"],
  ["ZipCode", "postal-code"],
  ["Place", "address-level2"],
  ["Mobile", "tel"],
] as const;

/** Creates (no id) or changes a delivery address: street, zip, place and mobile required and valid by the market's rules. */
export function AddressForm({
  market,
  id,
  initial,
  onSaved,
  onCancel,
}: {
  market: Market;
  id?: number;
  initial: TAddressForm;
  onSaved: (id: number) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const save = useApiMutation<{ id: number }, TAddress & { id?: number }>("/api/profile/delivery-address/save");
  // zod and the schema load on the first focus or validation (decision 099)
  const resolver = useMemo(
    () =>
      lazyZodResolver<TAddressForm, unknown, TAddress>(() => import("@/lib/profile/address-schemas").then((m) => m.addressFormFor(market))),
    [market],
  );
  const { register, handleSubmit, setError, formState } = useForm<TAddressForm, unknown, TAddress>({
    resolver,
    defaultValues: initial,
  });
  useLeaveWarning(formState.isDirty && !formState.isSubmitSuccessful, t("profile.unsaved"));
  const prefix = `address-${id ?? "new"}`;
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const reply = await save.mutateAsync({ ...values, id });
      onSaved(reply.id);
    } catch (e) {
      setFormError(applyServerErrors(e, setError, t("profile.errors.saveFailed")));
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="profile-form"
      aria-label={id ? t("profile.address.edit") : t("profile.address.new")}
      {...warmOn(resolver)}
    >
      {formError ? (
        <p className="alert alert--error" role="alert">
          {formError}
        </p>
      ) : null}
      {FIELDS.map(([name, autoComplete]) => {
        const m = formState.errors[name]?.message;
        return (
          <FormField
            key={name}
            id={`${prefix}-${name}`}
            label={t(`profile.address.${name}`)}
            type={name === "Mobile" ? "tel" : "text"}
            autoComplete={autoComplete}
            error={m ? t(m) : undefined}
            {...register(name)}
          />
        );
      })}
      <div className="form-actions">
        <button type="submit" className="btn" disabled={formState.isSubmitting}>
          {t("profile.address.save")}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn--secondary" onClick={onCancel}>
            {t("profile.address.cancel")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
