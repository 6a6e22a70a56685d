"use client";

import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { lazyZodResolver, warmOn } from "@/lib/client/lazy-zod-resolver";
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { useAddressItems } from "./use-address-items";
import type { Market } from "@/lib/market";
import type { TAddressView, TReceiverForm } from "@/lib/profile/address-schemas";

type Receiver = TAddressView["receivers"][number];

/** Who is notified about deliveries at an address: list, remove, add (name and a mobile or e-mail). */
export function ReceiversEditor({
  market,
  addressId,
  receivers,
  onChanged,
}: {
  market: Market;
  addressId: number;
  receivers: Receiver[];
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  // zod and the schema load on the first focus or validation (decision 099)
  const resolver = useMemo(
    () => lazyZodResolver<TReceiverForm>(() => import("@/lib/profile/address-schemas").then((m) => m.receiverFormFor(market))),
    [market],
  );
  const { register, handleSubmit, setError, reset, formState } = useForm<TReceiverForm>({
    resolver,
    defaultValues: { Name: "", Mobile: "", Email: "" },
  });
  const { error, addItem, removeItem } = useAddressItems<TReceiverForm>({
    addressId,
    addPath: "/api/profile/delivery-address/add-receiver",
    removePath: "/api/profile/delivery-address/remove-receiver",
    onChanged,
    setError,
    reset: () => reset(),
  });
  const onAdd = handleSubmit(addItem);
  const onRemove = removeItem;
  const err = (k: keyof TReceiverForm) => {
    const m = formState.errors[k]?.message;
    return m ? t(m) : undefined;
  };
  return (
    <section className="profile-receivers" aria-labelledby={`receivers-${addressId}`}>
      <h4 id={`receivers-${addressId}`}>{t("profile.receiver.title")}</h4>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {receivers.length === 0 ? <p>{t("profile.receiver.none")}</p> : null}
      <ul className="profile-list">
        {receivers.map((r) => (
          <li key={r.id}>
            {[r.name, r.mobile, r.email].filter(Boolean).join(", ")}{" "}
            <button type="button" className="btn btn--link" onClick={() => void onRemove(r.id)}>
              {t("profile.receiver.remove", { name: r.name })}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={onAdd} noValidate className="profile-inline-form" aria-label={t("profile.receiver.add")} {...warmOn(resolver)}>
        <FormField id={`receiver-${addressId}-name`} label={t("profile.receiver.Name")} error={err("Name")} {...register("Name")} />
        <FormField
          id={`receiver-${addressId}-mobile`}
          type="tel"
          label={t("profile.receiver.Mobile")}
          error={err("Mobile")}
          {...register("Mobile")}
        />
        <FormField
          id={`receiver-${addressId}-email`}
          type="email"
          label={t("profile.receiver.Email")}
          error={err("Email")}
          {...register("Email")}
        />
        <button type="submit" className="btn btn--secondary" disabled={formState.isSubmitting}>
          {t("profile.receiver.add")}
        </button>
      </form>
    </section>
  );
}
