"use client";

/**
 * Step 1, the transport: own farm transport or a terms option; with own transport the lorry type,
 * night loading and load height when asked; the warehouse when the list is active and offers
 * any; other information.
 */
import { useTranslation } from "@/lib/i18n/react";
import type { DeliveryAssuranceFormData } from "@/lib/delivery-assurance/load-form-data";
import { TRANSPORTATIONS } from "@/lib/delivery-assurance/rules";
import { ChoiceField } from "./choice-field";
import { SelectField } from "./select-field";
import { useYesNo, type DeliveryAssuranceFormState, type StepOneFields } from "./use-delivery-assurance-form";

export function TransportFields({
  id,
  field,
  choice,
  errorOf,
  data,
  form,
}: StepOneFields & {
  data: DeliveryAssuranceFormData;
  form: Pick<DeliveryAssuranceFormState, "lists" | "own" | "asked" | "warehouseListVisible">;
}) {
  const { t } = useTranslation();
  const yesNo = useYesNo();
  const { lists, own, asked, warehouseListVisible } = form;
  const choose = t("deliveryAssurance.form.choose");
  return (
    <fieldset className="da-form__section">
      <legend>{t("deliveryAssurance.form.transportHeading")}</legend>
      <ChoiceField
        legend={t("deliveryAssurance.form.transportation")}
        options={TRANSPORTATIONS.map((v) => ({ value: v, label: t(`deliveryAssurance.form.transportations.${v}`) }))}
        error={errorOf("Transportation")}
        {...choice("Transportation")}
      />
      <div className="da-form__grid">
        {own ? (
          <SelectField
            id={id("LorryType")}
            label={t("deliveryAssurance.form.lorryType")}
            choose={choose}
            error={errorOf("LorryType")}
            {...field("LorryType")}
          >
            {data.lorryTypes.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        {asked.nightLoading ? (
          <ChoiceField
            legend={t("deliveryAssurance.form.nightLoading")}
            options={yesNo}
            error={errorOf("NightLoading")}
            {...choice("NightLoading")}
          />
        ) : null}
        {asked.loadHeight ? (
          <ChoiceField
            legend={t("deliveryAssurance.form.loadingHeight")}
            options={yesNo}
            error={errorOf("LoadingHeight")}
            {...choice("LoadingHeight")}
          />
        ) : null}
        {warehouseListVisible ? (
          <SelectField
            id={id("Warehouse")}
            label={t("deliveryAssurance.form.warehouse")}
            choose={choose}
            error={errorOf("Warehouse")}
            {...field("Warehouse")}
          >
            {lists.data.warehouses.map((w) => (
              <option key={w.Key} value={w.Key}>
                {w.Value}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={id("OtherInfo")}>{t("deliveryAssurance.form.otherInfo")}</label>
        <textarea
          id={id("OtherInfo")}
          rows={3}
          maxLength={500}
          aria-invalid={errorOf("OtherInfo") ? true : undefined}
          {...field("OtherInfo")}
        />
        {errorOf("OtherInfo") ? <p className="field-error">{errorOf("OtherInfo")}</p> : null}
      </div>
    </fieldset>
  );
}
