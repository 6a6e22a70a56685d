"use client";

/**
 * The analysis request form (spec 2 §2, §3 "Analysis request", §5, §7, §8): company information
 * prefilled (get-company-info/{customer}; staff pick the customer with get-customer-list?term=),
 * articles of the facility (get-articles/{faci}), packages of facility/article/trigger and their
 * analyses (an alert 'Error when trying to get package content!' when those cannot be loaded);
 * required fields say 'Detta fält är obligatoriskt.', the weight 'Ange vikt i ton'. A saved request
 * opens its preview; a failed save shows an information modal.
 */
import "./analysis.css";
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { FormField, SelectField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/client/api-fetch";
import { areaKey, useApiFetch, useApiMutation, useApiQuery } from "@/lib/client/query";
import { lazyLoad, warmOn } from "@/lib/client/lazy-zod-resolver";
import { TRIGGERS } from "@/lib/analysis/constants";
import type { TCompanyInfo, TOption, TPackageContent, TSaveAnalysisInput, TSaveAnalysisResponse } from "@/lib/analysis/schemas";

/** zod and the schema load on the form's first focus or submit (decision 099). */
const schemas = lazyLoad(() => import("@/lib/analysis/schemas"));

type Values = Record<keyof TSaveAnalysisInput, string>;
type Field = keyof Values;
const TEL = "tel";
const EMAIL = "email";
const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;
const REQUIRED_FIELDS: Field[] = [
  "Trigger",
  "Faci",
  "CustomerNumber",
  "Name",
  "Address",
  "PostalAddress",
  "PhoneNumber",
  "Article",
  "AnalysisPackage",
  "Weight",
];

const fromCompany = (c: TCompanyInfo | null): Partial<Values> =>
  c
    ? {
        CustomerNumber: c.CustomerNumber,
        Name: c.Name,
        Address: c.Address,
        PostalAddress: c.PostalAddress,
        PhoneNumber: c.PhoneNumber,
        MobilePhone: c.MobilePhone,
        Email: c.Email,
      }
    : {};

export function AnalysisForm({ facilities, company, staff }: { facilities: TOption[]; company: TCompanyInfo | null; staff: boolean }) {
  const { t } = useTranslation();
  const router = useRouter();
  const dialogs = useDialogs();
  const api = useApiFetch();
  const [values, setValues] = useState<Values>({
    Trigger: "",
    Faci: "",
    CustomerNumber: "",
    Name: "",
    Address: "",
    PostalAddress: "",
    PhoneNumber: "",
    MobilePhone: "",
    Email: "",
    Article: "",
    ItemDescSort: "",
    AnalysisPackage: "",
    Weight: "",
    OtherInformation: "",
    ...fromCompany(company),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [term, setTerm] = useState("");
  const [found, setFound] = useState<{ CustomerNumber: string; Name: string }[]>([]);
  const save = useApiMutation<TSaveAnalysisResponse>("/api/analysis-request/save-analysis");

  const articles = useApiQuery<TOption[]>(
    areaKey("analysis", "articles", values.Faci),
    `/api/analysis-request/get-articles/${values.Faci}`,
    null,
    {
      method: "GET",
      enabled: values.Faci !== "",
      staleTime: 60_000,
    },
  );
  const packagePath = `/api/analysis-request/get-analysis-package-facility/${values.Faci}/${values.Article}/${values.Trigger}`;
  const packages = useApiQuery<TOption[]>(areaKey("analysis", "packages", values.Faci, values.Article, values.Trigger), packagePath, null, {
    method: "GET",
    enabled: values.Faci !== "" && values.Article !== "" && values.Trigger !== "",
    staleTime: 60_000,
  });
  const contentPath = `/api/analysis-request/get-analysis-in-package/${values.AnalysisPackage}/${values.Article}/${values.Faci}`;
  const content = useApiQuery<TPackageContent>(
    areaKey("analysis", "content", values.AnalysisPackage, values.Article, values.Faci),
    contentPath,
    null,
    {
      method: "GET",
      enabled: values.AnalysisPackage !== "" && values.Article !== "" && values.Faci !== "",
      staleTime: 60_000,
    },
  );
  const contentFailed = content.isError;
  useEffect(() => {
    if (contentFailed) void dialogs.alert({ title: t("analysis.fields.AnalysisPackage"), message: t("analysis.errors.packageContent") });
  }, [contentFailed, dialogs, t]);

  function set(field: Field, value: string) {
    setValues((v) => {
      if (field === "Faci") return { ...v, Faci: value, Article: "", AnalysisPackage: "" };
      if (field === "Article" || field === "Trigger") return { ...v, [field]: value, AnalysisPackage: "" };
      return { ...v, [field]: value };
    });
  }

  async function searchCustomers() {
    if (term.trim().length < 2) return;
    const list = await api
      .fetch<{ CustomerNumber: string; Name: string }[]>(
        areaKey("analysis", "customers", term),
        "/api/analysis-request/get-customer-list",
        { term },
        { method: "GET" },
      )
      .catch(() => []);
    setFound(list);
  }

  async function pickCustomer(number: string) {
    setFound([]);
    try {
      const info = await api.fetch<TCompanyInfo>(
        areaKey("analysis", "company", number),
        `/api/analysis-request/get-company-info/${number}`,
        null,
        { method: "GET" },
      );
      setValues((v) => ({ ...v, ...fromCompany(info) }));
    } catch {
      setValues((v) => ({ ...v, CustomerNumber: number }));
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = (await schemas()).ZSaveAnalysisRequest.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const f = issue.path[0] as Field;
        next[f] ??= KEY.test(issue.message) ? t(issue.message) : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const r = await save.mutateAsync(values);
      router.push(`/mitt-foretag/analysbestallning/forhandsgranskning?analysisId=${r.AnalysisId}&articleNo=${values.Article}`);
    } catch (err) {
      const fields = err instanceof ApiError ? err.body.fields : undefined;
      if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, m[0] ?? ""])));
      await dialogs.info({ title: t("analysis.saveFailedTitle"), message: t("analysis.saveFailed") });
    }
  }

  const label = (f: Field) => `${t(`analysis.fields.${f}`)}${REQUIRED_FIELDS.includes(f) ? " *" : ""}`;
  const text = (f: Field, type = "text") => (
    <FormField
      id={`analysis-${f}`}
      name={f}
      type={type}
      label={label(f)}
      value={values[f]}
      error={errors[f]}
      onChange={(e) => set(f, e.target.value)}
    />
  );
  const select = (f: Field, options: TOption[], opts: { disabled?: boolean; busy?: boolean } = {}) => (
    <SelectField
      id={`analysis-${f}`}
      label={label(f)}
      value={values[f]}
      error={errors[f]}
      disabled={opts.disabled}
      onChange={(e) => set(f, e.target.value)}
    >
      <option value="">{opts.busy ? t("analysis.loading") : t("analysis.choose")}</option>
      {options.map((o) => (
        <option key={o.Value} value={o.Value}>
          {o.Text}
        </option>
      ))}
    </SelectField>
  );

  return (
    <form className="analysis-form" onSubmit={(e) => void submit(e)} noValidate {...warmOn(schemas)}>
      {staff ? (
        <div className="field">
          <label htmlFor="analysis-customer-search">{t("analysis.customerSearch")}</label>
          <input
            id="analysis-customer-search"
            type="search"
            value={term}
            aria-describedby="analysis-customer-search-hint"
            onChange={(e) => setTerm(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                void searchCustomers();
              }
            }}
          />
          <p className="field-help" id="analysis-customer-search-hint">
            {t("analysis.customerSearchHint")}
          </p>
          <button type="button" className="btn btn--secondary" onClick={() => void searchCustomers()}>
            {t("analysis.customerSearch")}
          </button>
          {found.length ? (
            <ul>
              {found.map((c) => (
                <li key={c.CustomerNumber}>
                  <button type="button" className="btn btn--link" onClick={() => void pickCustomer(c.CustomerNumber)}>
                    {`${c.CustomerNumber} ${c.Name}`}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="analysis-form__grid">
        {select(
          "Trigger",
          TRIGGERS.map((v) => ({ Value: v, Text: t(`analysis.triggers.${v}`) })),
        )}
        {select("Faci", facilities)}
        {select("Article", articles.data ?? [], { disabled: !values.Faci, busy: articles.isFetching })}
        {text("ItemDescSort")}
        {select("AnalysisPackage", packages.data ?? [], { disabled: !values.Article || !values.Trigger, busy: packages.isFetching })}
        {text("Weight")}
      </div>
      {content.data?.length ? (
        <div className="analysis-content" aria-live="polite">
          <h2>{t("analysis.packageContent")}</h2>
          <ul>
            {content.data.map((a) => (
              <li key={a.Code}>{`${a.Name} (${a.Unit})`}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="analysis-form__grid">
        <FormField
          id="analysis-CustomerNumber"
          name="CustomerNumber"
          label={label("CustomerNumber")}
          value={values.CustomerNumber}
          error={errors.CustomerNumber}
          readOnly={!staff}
          onChange={(e) => set("CustomerNumber", e.target.value)}
        />
        {text("Name")}
        {text("Address")}
        {text("PostalAddress")}
        {text("PhoneNumber", TEL)}
        {text("MobilePhone", TEL)}
        {text("Email", EMAIL)}
      </div>
      <div className="field">
        <label htmlFor="analysis-OtherInformation">{label("OtherInformation")}</label>
        <textarea
          id="analysis-OtherInformation"
          rows={3}
          maxLength={1000}
          value={values.OtherInformation}
          onChange={(e) => set("OtherInformation", e.target.value)}
        />
      </div>
      <div>
        <SubmitButton pending={save.isPending} pendingText={t("analysis.saving")}>
          {t("analysis.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
