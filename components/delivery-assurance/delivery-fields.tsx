"use client";

/**
 * Step 1, the delivery: the delivery type (Depa only with a depot agreement), the depot agreement
 * (chosen among several, or named when it is the only one), the delivery address and the date
 * within the delivery window.
 */
import { useTranslation } from "@/lib/i18n/react";
import { DatePicker } from "@/components/ui/date-picker";
import type { DeliveryAssuranceFormData } from "@/lib/delivery-assurance/load-form-data";
import { ChoiceField } from "./choice-field";
import { SelectField } from "./select-field";
import type { DeliveryAssuranceFormState, StepOneFields } from "./use-delivery-assurance-form";

export function DeliveryFields({
  id,
  field,
  choice,
  errorOf,
  data,
  form,
}: StepOneFields & {
  data: DeliveryAssuranceFormData;
  form: Pick<DeliveryAssuranceFormState, "values" | "change" | "lists" | "deliveryType" | "own" | "dateWindow">;
}) {
  const { t } = useTranslation();
  const { values, change, lists, deliveryType, own, dateWindow } = form;
  const { depaAvtals } = lists.data;
  const onlyDepa = depaAvtals.length === 1 ? depaAvtals[0] : undefined;
  const choose = t("deliveryAssurance.form.choose");
  return (
    <fieldset className="da-form__section">
      <legend>{t("deliveryAssurance.form.deliveryHeading")}</legend>
      <div className="da-form__grid">
        <ChoiceField
          legend={t("deliveryAssurance.form.deliveryType")}
          options={[
            { value: "Spon", label: t("deliveryAssurance.form.deliveryTypes.Spon") },
            { value: "Depa", label: t("deliveryAssurance.form.deliveryTypes.Depa"), disabled: depaAvtals.length === 0 },
          ]}
          hint={depaAvtals.length === 0 && lists.status === "ready" ? t("deliveryAssurance.form.depaDisabled") : undefined}
          error={errorOf("DeliveryType")}
          {...choice("DeliveryType")}
        />
        {deliveryType === "Depa" && depaAvtals.length > 1 ? (
          <SelectField
            id={id("DepaAvtal")}
            label={t("deliveryAssurance.form.depaAvtal")}
            choose={choose}
            error={errorOf("DepaAvtal")}
            {...field("DepaAvtal")}
          >
            {depaAvtals.map((d) => (
              <option key={d.Key} value={d.Key}>
                {d.Value}
              </option>
            ))}
          </SelectField>
        ) : null}
        {deliveryType === "Depa" && onlyDepa ? (
          <p className="field-help">{t("deliveryAssurance.form.depaAuto", { agreement: onlyDepa.Value })}</p>
        ) : null}
        <SelectField
          id={id("DeliveryAddress")}
          label={t("deliveryAssurance.form.deliveryAddress")}
          choose={choose}
          error={errorOf("DeliveryAddress")}
          {...field("DeliveryAddress")}
        >
          {data.deliveryAddresses.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {t("deliveryAssurance.form.addressOption", { name: a.name, address: a.address, city: a.city })}
            </option>
          ))}
        </SelectField>
        <DatePicker
          market={data.market}
          id={id("DeliveryDate")}
          label={t("deliveryAssurance.form.deliveryDate")}
          value={String(values.DeliveryDate ?? "")}
          onChange={(iso) => change("DeliveryDate", iso)}
          hint={`${t("deliveryAssurance.form.window", { from: dateWindow.from, to: dateWindow.to })}${own ? ` ${t("deliveryAssurance.form.ownTransportHint")}` : ""}`}
          error={errorOf("DeliveryDate")}
        />
      </div>
    </fieldset>
  );
}
