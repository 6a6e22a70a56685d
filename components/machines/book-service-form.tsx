"use client";

/**
 * Book service (spec 1 §2, §4 "Book service"): category → the customer's machines of it
 * (GET /api/book-service/get-machine-by-category); more than 6 machines give a dropdown, 6 or
 * fewer give links; workshop (starred cities first), preferred date and description →
 * POST /api/book-service/book. The request is e-mailed to the workshop and shows on the machine.
 */
import "./machines.css";
import { NavLink } from "@/components/shell/nav-link";
import { useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useShellContext } from "@/components/shell/shell-context";
import { FormField, SelectField } from "@/components/ui/form-field";
import { Loader } from "@/components/ui/loader";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/client/api-fetch";
import { customerKey, useApiMutation, useApiQuery } from "@/lib/client/query";
import { machineChoiceKind } from "@/lib/machines/book-rules";
import type { WorkshopCity } from "@/lib/machines/list-workshops";
import type { TBookableMachine, TSubCategory } from "@/lib/machines/schemas";

type Field = "machineId" | "workshopId" | "preferredDate" | "description";
const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;

export function BookServiceForm({
  categories,
  cities,
  initialCategory,
  initialMachineId,
}: {
  categories: TSubCategory[];
  cities: WorkshopCity[];
  initialCategory?: string;
  initialMachineId?: number;
}) {
  const { t } = useTranslation();
  const shell = useShellContext();
  const [category, setCategory] = useState(initialCategory ?? "");
  const [machineId, setMachineId] = useState(initialMachineId ? String(initialMachineId) : "");
  const [workshopId, setWorkshopId] = useState("");
  const [preferredDate, setPreferredDate] = useState("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const book = useApiMutation<{ bookingId: number }>("/api/book-service/book");

  const machines = useApiQuery<TBookableMachine[]>(
    customerKey(shell?.activeCustomerNumber, "machines", "by-category", category),
    "/api/book-service/get-machine-by-category",
    { categoryKey: category },
    { method: "GET", enabled: category !== "" },
  );
  const list = machines.data ?? [];
  const kind = machineChoiceKind(list.length);
  const machineText = (m: TBookableMachine) => t("machines.book.machineOption", { modelName: m.modelName, serialNumber: m.serialNumber });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailed(null);
    const next: Partial<Record<Field, string>> = {};
    if (!machineId) next.machineId = t("machines.validation.machineId");
    if (!workshopId) next.workshopId = t("machines.validation.workshop");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(preferredDate)) next.preferredDate = t("machines.validation.preferredDate");
    if (!description.trim() || description.length > 1000) next.description = t("machines.validation.description");
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const r = await book.mutateAsync({ machineId, workshopId, preferredDate, description });
      setDone(r.bookingId);
    } catch (err) {
      const fields = err instanceof ApiError ? err.body.fields : undefined;
      if (fields) {
        const server: Partial<Record<Field, string>> = {};
        for (const [k, msgs] of Object.entries(fields)) if (msgs[0]) server[k as Field] = KEY.test(msgs[0]) ? t(msgs[0]) : msgs[0];
        setErrors(server);
      }
      setFailed(err instanceof ApiError && err.body.message ? err.body.message : t("machines.book.failed"));
    }
  }

  if (done !== null) {
    return (
      <div className="alert alert--success" role="status">
        <p>{t("machines.book.sent")}</p>
        <NavLink href={`/maskiner/${machineId}`}>
          {list.find((m) => String(m.id) === machineId)?.modelName ?? t("machines.detail.back")}
        </NavLink>
      </div>
    );
  }

  return (
    <form className="machine-form" onSubmit={(e) => void submit(e)} noValidate>
      {failed ? (
        <p className="alert alert--error" role="alert">
          {failed}
        </p>
      ) : null}
      <SelectField
        id="book-category"
        label={t("machines.book.category")}
        value={category}
        onChange={(e) => {
          setCategory(e.target.value);
          setMachineId("");
        }}
      >
        <option value="">{t("machines.addForm.choose")}</option>
        {categories.map((c) => (
          <option key={c.Value} value={c.Value}>
            {c.Text}
          </option>
        ))}
      </SelectField>
      {category === "" ? null : machines.isPending ? (
        <Loader label={t("machines.addForm.loading")} />
      ) : machines.isError ? (
        <p className="alert alert--error">{t("machines.book.machinesFailed")}</p>
      ) : kind === "none" ? (
        <p className="alert alert--info">{t("machines.book.noMachines")}</p>
      ) : kind === "dropdown" ? (
        <SelectField
          id="book-machine"
          label={t("machines.book.machine")}
          value={machineId}
          error={errors.machineId}
          onChange={(e) => setMachineId(e.target.value)}
        >
          <option value="">{t("machines.book.chooseMachine")}</option>
          {list.map((m) => (
            <option key={m.id} value={String(m.id)}>
              {machineText(m)}
            </option>
          ))}
        </SelectField>
      ) : (
        <fieldset className="field">
          <legend>{t("machines.book.machine")}</legend>
          <ul className="machine-choices" data-testid="machine-links">
            {list.map((m) => (
              <li key={m.id}>
                <button type="button" aria-pressed={machineId === String(m.id)} onClick={() => setMachineId(String(m.id))}>
                  {machineText(m)}
                </button>
              </li>
            ))}
          </ul>
          {errors.machineId ? <p className="field-error">{errors.machineId}</p> : null}
        </fieldset>
      )}
      <SelectField
        id="book-workshop"
        label={t("machines.book.workshop")}
        value={workshopId}
        error={errors.workshopId}
        onChange={(e) => setWorkshopId(e.target.value)}
      >
        <option value="">{t("machines.addForm.choose")}</option>
        {cities.map((c) => (
          <optgroup key={c.city} label={c.starred ? `★ ${c.city}` : c.city}>
            {c.workshops.map((w) => (
              <option key={w.id} value={String(w.id)}>
                {w.name}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <FormField
        id="book-date"
        name="preferredDate"
        type="date"
        label={t("machines.book.preferredDate")}
        value={preferredDate}
        error={errors.preferredDate}
        onChange={(e) => setPreferredDate(e.target.value)}
      />
      <div className="field">
        <label htmlFor="book-description">{t("machines.book.description")}</label>
        <textarea
          id="book-description"
          rows={4}
          maxLength={1000}
          value={description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? "book-description-error" : undefined}
          onChange={(e) => setDescription(e.target.value)}
        />
        {errors.description ? (
          <p className="field-error" id="book-description-error">
            {errors.description}
          </p>
        ) : null}
      </div>
      <div>
        <SubmitButton pending={book.isPending} pendingText={t("machines.book.sending")}>
          {t("machines.book.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
