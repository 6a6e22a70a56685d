"use client";

import { useForm } from "react-hook-form";
import { lazyZodResolver, warmOn } from "@/lib/client/lazy-zod-resolver";
import { useTranslation } from "@/lib/i18n/react";
import { FormField, SelectField } from "@/components/ui/form-field";
import { useAddressItems } from "./use-address-items";
import type { TAddressView, TSiloForm } from "@/lib/profile/address-schemas";
import { SILO_ACCESSIBILITY } from "@/lib/profile/constants";

type Silo = TAddressView["silos"][number];

// zod and the schema load on the first focus or validation (decision 099)
const resolver = lazyZodResolver<TSiloForm>(() => import("@/lib/profile/address-schemas").then((m) => m.ZSiloForm));

/** The silos of a delivery address (spec 1 §3 "Silo"): list, remove, add (number required, accessibility 10, 18 or 24 m). */
export function SilosEditor({ addressId, silos, onChanged }: { addressId: number; silos: Silo[]; onChanged: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, reset, formState } = useForm<TSiloForm>({
    resolver,
    defaultValues: { Number: "", Accessibility: "" },
  });
  const { error, addItem, removeItem } = useAddressItems<TSiloForm>({
    addressId,
    addPath: "/api/profile/delivery-address/add-silo",
    removePath: "/api/profile/delivery-address/remove-silo",
    onChanged,
    setError,
    reset: () => reset(),
  });
  const onAdd = handleSubmit(addItem);
  const onRemove = removeItem;
  const numberError = formState.errors.Number?.message;
  const accessError = formState.errors.Accessibility?.message;
  return (
    <section className="profile-silos" aria-labelledby={`silos-${addressId}`}>
      <h4 id={`silos-${addressId}`}>{t("profile.silo.title")}</h4>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {silos.length === 0 ? <p>{t("profile.silo.none")}</p> : null}
      <ul className="profile-list">
        {silos.map((s) => (
          <li key={s.id} data-silo={s.number}>
            {t("profile.silo.item", { number: s.number, meters: s.accessibility })}{" "}
            <button type="button" className="btn btn--link" onClick={() => void onRemove(s.id)}>
              {t("profile.silo.remove", { number: s.number })}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={onAdd} noValidate className="profile-inline-form" aria-label={t("profile.silo.add")} {...warmOn(resolver)}>
        <FormField
          id={`silo-${addressId}-number`}
          label={t("profile.silo.Number")}
          error={numberError ? t(numberError) : undefined}
          {...register("Number")}
        />
        <SelectField
          id={`silo-${addressId}-access`}
          label={t("profile.silo.Accessibility")}
          error={accessError ? t(accessError) : undefined}
          {...register("Accessibility")}
        >
          <option value="">{t("profile.silo.choose")}</option>
          {SILO_ACCESSIBILITY.map((m) => (
            <option key={m} value={m}>
              {t("profile.silo.meters", { meters: m })}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn btn--secondary" disabled={formState.isSubmitting}>
          {t("profile.silo.add")}
        </button>
      </form>
    </section>
  );
}
