"use client";

/**
 * Add machine (spec 1 §4 "Machine add", §5 "Add machine", §8): type, brand and model from
 * GET /api/add-machine/machine-sub-categories — a type change resets and reloads the brands, a
 * brand change reloads the models ('Fel att hämta märke' / 'Fel att hämta Modell' when they cannot
 * be loaded); the errors are listed under 'Du måste se över' (validated with the server's own
 * ZNewMachine); POST /api/add-machine/create → the machine start page, 'Fel att skapa ny maskin'
 * on failure.
 */
import "./machines.css";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { FormField, SelectField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/client/api-fetch";
import { areaKey, useApiMutation, useApiQuery } from "@/lib/client/query";
import { lazyLoad, warmOn } from "@/lib/client/lazy-zod-resolver";
import type { TCreateMachineResponse, TNewMachineInput, TSubCategoriesResponse } from "@/lib/machines/schemas";

/** zod and the schema load on the form's first focus or submit (decision 099). */
const schemas = lazyLoad(() => import("@/lib/machines/schemas"));

type Field = keyof TNewMachineInput;
const FIELDS: Field[] = ["MachineType", "MachineBrand", "MachineModel", "SerialNumber", "RegisteringNumber"];
const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;
const EMPTY = { MachineType: "", MachineBrand: "", MachineModel: "", SerialNumber: "", RegisteringNumber: "" };

export function AddMachineForm({ types }: { types: TSubCategoriesResponse["machineSubCategories"] }) {
  const { t } = useTranslation();
  const router = useRouter();
  const dialogs = useDialogs();
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const create = useApiMutation<TCreateMachineResponse, { newMachine: string }>("/api/add-machine/create");

  const brands = useApiQuery<TSubCategoriesResponse>(
    areaKey("machines", "brands", values.MachineType),
    "/api/add-machine/machine-sub-categories",
    { machineDataType: "brand", type: values.MachineType },
    { method: "GET", enabled: values.MachineType !== "", staleTime: 60_000 },
  );
  const models = useApiQuery<TSubCategoriesResponse>(
    areaKey("machines", "models", values.MachineType, values.MachineBrand),
    "/api/add-machine/machine-sub-categories",
    { machineDataType: "model", type: values.MachineType, brand: values.MachineBrand },
    { method: "GET", enabled: values.MachineType !== "" && values.MachineBrand !== "", staleTime: 60_000 },
  );

  const label: Record<Field, string> = {
    MachineType: t("machines.fields.type"),
    MachineBrand: t("machines.fields.brand"),
    MachineModel: t("machines.fields.model"),
    SerialNumber: t("machines.fields.serialNumber"),
    RegisteringNumber: t("machines.fields.registerNumber"),
  };
  const text = (m: string) => (KEY.test(m) ? t(m) : m);

  function set(field: Field, value: string) {
    // a changed field (and what it resets) loses its message
    setErrors((e) => {
      const next = { ...e, [field]: undefined };
      if (field === "MachineType") Object.assign(next, { MachineBrand: undefined, MachineModel: undefined });
      if (field === "MachineBrand") next.MachineModel = undefined;
      return next;
    });
    setValues((v) => {
      // a type change resets the brand and model; a brand change resets the model
      if (field === "MachineType") return { ...v, MachineType: value, MachineBrand: "", MachineModel: "" };
      if (field === "MachineBrand") return { ...v, MachineBrand: value, MachineModel: "" };
      return { ...v, [field]: value };
    });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = (await schemas()).ZNewMachine.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const f = issue.path[0] as Field;
        next[f] ??= text(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync({ newMachine: JSON.stringify(values) });
      router.push("/maskiner");
      router.refresh();
    } catch (err) {
      const fields = err instanceof ApiError ? err.body.fields : undefined;
      if (fields && Object.keys(fields).length) {
        const next: Partial<Record<Field, string>> = {};
        for (const [k, msgs] of Object.entries(fields)) {
          const f = k.replace(/^newMachine\./, "") as Field;
          if (FIELDS.includes(f) && msgs[0]) next[f] = msgs[0];
        }
        setErrors(next);
      }
      await dialogs.alert({ title: t("machines.addForm.createFailedTitle"), message: t("machines.errors.create") });
    }
  }

  const listed = FIELDS.filter((f) => errors[f]);
  return (
    <form className="machine-form" onSubmit={(e) => void submit(e)} noValidate {...warmOn(schemas)}>
      {listed.length ? (
        <div className="machine-errors" role="alert" aria-labelledby="machine-errors-title">
          <h2 id="machine-errors-title">{t("machines.addForm.errorsTitle")}</h2>
          <ul>
            {listed.map((f) => (
              <li key={f}>
                <a href={`#machine-${f}`}>{`${label[f]}: ${errors[f]}`}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <SelectField
        id="machine-MachineType"
        label={label.MachineType}
        value={values.MachineType}
        error={errors.MachineType}
        onChange={(e) => set("MachineType", e.target.value)}
      >
        <option value="">{t("machines.addForm.choose")}</option>
        {types.map((o) => (
          <option key={o.Value} value={o.Value}>
            {o.Text}
          </option>
        ))}
      </SelectField>
      <CascadeSelect
        field="MachineBrand"
        label={label.MachineBrand}
        value={values.MachineBrand}
        options={brands}
        loadError={t("machines.errors.brands")}
        error={errors.MachineBrand}
        parentChosen={Boolean(values.MachineType)}
        onChange={(v) => set("MachineBrand", v)}
      />
      <CascadeSelect
        field="MachineModel"
        label={label.MachineModel}
        value={values.MachineModel}
        options={models}
        loadError={t("machines.errors.models")}
        error={errors.MachineModel}
        parentChosen={Boolean(values.MachineBrand)}
        onChange={(v) => set("MachineModel", v)}
      />
      <FormField
        id="machine-SerialNumber"
        name="SerialNumber"
        label={label.SerialNumber}
        value={values.SerialNumber}
        error={errors.SerialNumber}
        autoComplete="off"
        onChange={(e) => set("SerialNumber", e.target.value)}
      />
      <FormField
        id="machine-RegisteringNumber"
        name="RegisteringNumber"
        label={label.RegisteringNumber}
        value={values.RegisteringNumber}
        error={errors.RegisteringNumber}
        autoComplete="off"
        onChange={(e) => set("RegisteringNumber", e.target.value)}
      />
      <div>
        <SubmitButton pending={create.isPending} pendingText={t("machines.addForm.saving")}>
          {t("machines.addForm.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}

/** A list that loads when the list before it is chosen (brand after type, model after brand; spec 1 §4). */
function CascadeSelect({
  field,
  label,
  value,
  options,
  loadError,
  error,
  parentChosen,
  onChange,
}: {
  field: "MachineBrand" | "MachineModel";
  label: string;
  value: string;
  options: { isError: boolean; isPending: boolean; isFetching: boolean; data?: TSubCategoriesResponse };
  loadError: string;
  error?: string;
  parentChosen: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      id={`machine-${field}`}
      label={label}
      value={value}
      error={options.isError ? loadError : error}
      onChange={(e) => onChange(e.target.value)}
      disabled={!parentChosen || options.isPending}
      aria-busy={options.isFetching || undefined}
    >
      <option value="">{options.isFetching ? t("machines.addForm.loading") : t("machines.addForm.choose")}</option>
      {(options.data?.machineSubCategories ?? []).map((o) => (
        <option key={o.Value} value={o.Value}>
          {o.Text}
        </option>
      ))}
    </SelectField>
  );
}
