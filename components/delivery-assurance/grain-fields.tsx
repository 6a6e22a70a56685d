"use client";

/** Step 1, the grain: article, sort, harvest year, quantity and the yes/no questions (glyphosate when asked). */
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";
import type { DeliveryAssuranceFormData } from "@/lib/delivery-assurance/load-form-data";
import { ChoiceField } from "./choice-field";
import { SelectField } from "./select-field";
import { useYesNo, type StepOneFields } from "./use-delivery-assurance-form";

export function GrainFields({
  id,
  field,
  choice,
  errorOf,
  data,
  askGlyphosate,
}: StepOneFields & { data: DeliveryAssuranceFormData; askGlyphosate: boolean }) {
  const { t } = useTranslation();
  const yesNo = useYesNo();
  const choose = t("deliveryAssurance.form.choose");
  return (
    <fieldset className="da-form__section">
      <legend>{t("deliveryAssurance.form.grainHeading")}</legend>
      <div className="da-form__grid">
        <SelectField
          id={id("Article")}
          label={t("deliveryAssurance.form.article")}
          choose={choose}
          error={errorOf("Article")}
          {...field("Article")}
        >
          {data.articles.map((a) => (
            <option key={a.itemNumber} value={a.itemNumber}>{`${a.name} (${a.itemNumber})`}</option>
          ))}
        </SelectField>
        <FormField
          id={id("Sort")}
          label={t("deliveryAssurance.form.sort")}
          maxLength={60}
          autoComplete="off"
          error={errorOf("Sort")}
          {...field("Sort")}
        />
        <SelectField
          id={id("HarvestYear")}
          label={t("deliveryAssurance.form.harvestYear")}
          choose={choose}
          error={errorOf("HarvestYear")}
          {...field("HarvestYear")}
        >
          {data.harvestYears.map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </SelectField>
        <FormField
          id={id("Quantity")}
          label={t("deliveryAssurance.form.quantity")}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t("deliveryAssurance.form.quantityHint")}
          error={errorOf("Quantity")}
          {...field("Quantity")}
        />
      </div>
      <div className="da-form__grid">
        <ChoiceField legend={t("deliveryAssurance.form.torkat")} options={yesNo} error={errorOf("Torkat")} {...choice("Torkat")} />
        <ChoiceField legend={t("deliveryAssurance.form.red")} options={yesNo} error={errorOf("Red")} {...choice("Red")} />
        <ChoiceField
          legend={t("deliveryAssurance.form.straforkortat")}
          options={yesNo}
          error={errorOf("Straforkortat")}
          {...choice("Straforkortat")}
        />
        {askGlyphosate ? (
          <ChoiceField legend={t("deliveryAssurance.form.glyfosat")} options={yesNo} error={errorOf("Glyfosat")} {...choice("Glyfosat")} />
        ) : null}
        <ChoiceField legend={t("deliveryAssurance.form.slam")} options={yesNo} error={errorOf("Slam")} {...choice("Slam")} />
      </div>
    </fieldset>
  );
}
