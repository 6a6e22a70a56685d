"use client";

/**
 * The admins' news editor (issue 15 item 2): every article (drafts too) with publish/unpublish,
 * and a form for a new or an existing article in Finnish and Swedish with categories and a
 * publish time (yy-mm-dd HH:mm, Helsinki; spec 4 §9).
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { ReorderableList } from "@/components/ui/reorderable-list";
import { useDialogs } from "@/components/ui/dialogs";
import { SubmitButton } from "@/components/ui/submit-button";
import { agroDateTime } from "@/lib/agrodesk/format";
import { ApiError } from "@/lib/client/api-fetch";
import { areaKey, useApiFetch, useApiMutation, useApiQuery } from "@/lib/client/query";
import { localInstant, toLocal } from "@/lib/market/dates";
import { todayIn } from "@/lib/market/format";
import { DateTimePicker } from "@/components/ui/date-time-picker";
import type { TArticle } from "@/lib/news/schemas";
import type { Category } from "./news-list";

type Listed = { Id: number; TitleFi: string; PublishAt: string; Published: boolean };
const KEY = areaKey("news-admin");

const HELSINKI = "Europe/Helsinki";

/** The picker's wall time "2026-11-26T14:30" (Helsinki) → ISO instant, or null */
export function publishAtIso(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m || !m[1]) return null;
  return localInstant(m[1], Number(m[2]) * 60 + Number(m[3]), HELSINKI).toISOString();
}

/** An instant → the picker's wall time in Helsinki */
const wallTime = (at: Date) => {
  const l = toLocal(at, HELSINKI);
  return `${l.date}T${l.time}`;
};

const empty = () => ({
  id: 0,
  titleFi: "",
  titleSv: "",
  bodyFi: "",
  bodySv: "",
  categoryNumbers: [] as number[],
  publishAt: wallTime(new Date()),
  published: false,
});

export function NewsEditor({ categories: initialCategories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [categories, setCategories] = useState(initialCategories);
  const reorder = useApiMutation<{ Categories: { Number: number; NameFi: string }[] }>("/api/news/reordercategories");
  const api = useApiFetch();
  const list = useApiQuery<{ Articles: Listed[] }>(KEY, "/api/news/list", null, { method: "GET", log: "news" });
  const save = useApiMutation<{ Article: TArticle }>("/api/news/save", { invalidates: [KEY] });
  const publish = useApiMutation<{ Article: TArticle }>("/api/news/publish", { invalidates: [KEY] });
  const [form, setForm] = useState(empty);
  // the earliest publish day: today, or an edited article's own earlier day (it keeps it)
  const [storedDay, setStoredDay] = useState<string | null>(null);
  const today = todayIn("fi");
  const minDay = storedDay && storedDay < today ? storedDay : today;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);

  async function edit(id: number) {
    const { Article: a } = await api.fetch<{ Article: TArticle }>([...KEY, id], "/api/news/article", { id }, { method: "GET" });
    setForm({
      id: a.Id,
      titleFi: a.TitleFi,
      titleSv: a.TitleSv,
      bodyFi: a.BodyFi,
      bodySv: a.BodySv,
      categoryNumbers: a.CategoryNumbers,
      publishAt: wallTime(new Date(a.PublishAt)),
      published: a.Published,
    });
    setStoredDay(toLocal(new Date(a.PublishAt), HELSINKI).date);
    setErrors({});
    setNotice(null);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const iso = publishAtIso(form.publishAt);
    if (!iso) {
      setErrors({ publishAt: t("agrodesk.news.validation.publishAt") });
      return;
    }
    try {
      const { Article: a } = await save.mutateAsync({ ...form, id: form.id || undefined, publishAt: iso });
      setForm((f) => ({ ...f, id: a.Id }));
      setErrors({});
      setNotice(t("agrodesk.news.admin.saved"));
    } catch (err) {
      if (err instanceof ApiError && err.body.fields)
        setErrors(Object.fromEntries(Object.entries(err.body.fields).map(([k, v]) => [k, v[0] ?? ""])));
      else setNotice(err instanceof Error ? err.message : String(err));
    }
  }

  const field = (name: "titleFi" | "titleSv", label: string) => (
    <FormField
      name={name}
      label={label}
      value={form[name]}
      error={errors[name]}
      onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
    />
  );
  const area = (name: "bodyFi" | "bodySv", label: string) => (
    <div className="field">
      <label htmlFor={`f-${name}`}>{label}</label>
      <textarea id={`f-${name}`} rows={6} value={form[name]} onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))} />
      {errors[name] ? <p className="field-error">{errors[name]}</p> : null}
    </div>
  );

  return (
    <div className="news-editor">
      <section className="news-editor__categories">
        <h2>{t("agrodesk.news.admin.categoryOrder")}</h2>
        <ReorderableList
          label={t("agrodesk.news.admin.categoryOrder")}
          items={categories}
          itemKey={(c) => c.Number}
          itemText={(c) => c.Name}
          onSave={async (numbers) => {
            const reply = await reorder.mutateAsync({ categoryNumbers: numbers });
            setCategories(reply.Categories.map((c) => ({ Number: c.Number, Name: c.NameFi })));
          }}
          onError={(e) =>
            void dialogs.alert({
              title: t("agrodesk.news.admin.categoryOrder"),
              message: e instanceof ApiError ? `${e.status} ${e.message}` : String(e),
            })
          }
        />
      </section>
      <section>
        <h2>{t("agrodesk.news.admin.list")}</h2>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => {
            setForm(empty());
            setStoredDay(null);
          }}
        >
          {t("agrodesk.news.admin.new")}
        </button>
        <ul className="news-editor__list">
          {(list.data?.Articles ?? []).map((a) => (
            <li key={a.Id}>
              <span>{a.TitleFi}</span> <span>{agroDateTime(new Date(a.PublishAt))}</span>{" "}
              <span>{a.Published ? t("agrodesk.news.admin.published") : t("agrodesk.news.admin.draft")}</span>
              <button
                type="button"
                className="btn btn--link"
                aria-label={`${t("agrodesk.news.admin.edit")}: ${a.TitleFi}`}
                onClick={() => void edit(a.Id)}
              >
                {t("agrodesk.news.admin.edit")}
              </button>
              <button
                type="button"
                className="btn btn--link"
                aria-label={`${a.Published ? t("agrodesk.news.admin.unpublish") : t("agrodesk.news.admin.publish")}: ${a.TitleFi}`}
                onClick={() => void publish.mutateAsync({ id: a.Id, published: !a.Published })}
              >
                {a.Published ? t("agrodesk.news.admin.unpublish") : t("agrodesk.news.admin.publish")}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <form className="news-editor__form" onSubmit={(e) => void submit(e)} noValidate>
        <h2>{form.id ? t("agrodesk.news.admin.edit") : t("agrodesk.news.admin.new")}</h2>
        {field("titleFi", t("agrodesk.news.admin.titleFi"))}
        {area("bodyFi", t("agrodesk.news.admin.bodyFi"))}
        {field("titleSv", t("agrodesk.news.admin.titleSv"))}
        {area("bodySv", t("agrodesk.news.admin.bodySv"))}
        <fieldset>
          <legend>{t("agrodesk.news.categories")}</legend>
          {categories.map((c) => (
            <label key={c.Number} className="checkbox">
              <input
                type="checkbox"
                checked={form.categoryNumbers.includes(c.Number)}
                onChange={(e) =>
                  setForm((f) => ({
                    ...f,
                    categoryNumbers: e.target.checked ? [...f.categoryNumbers, c.Number] : f.categoryNumbers.filter((n) => n !== c.Number),
                  }))
                }
              />
              {c.Name}
            </label>
          ))}
        </fieldset>
        <DateTimePicker
          market="fi"
          format="agro"
          id="f-publishAt"
          label={t("agrodesk.news.admin.publishDay")}
          timeLabel={t("agrodesk.news.admin.publishTime")}
          value={form.publishAt}
          min={minDay}
          error={errors.publishAt}
          onChange={(v) => setForm((f) => ({ ...f, publishAt: v }))}
        />
        <label className="checkbox">
          <input type="checkbox" checked={form.published} onChange={(e) => setForm((f) => ({ ...f, published: e.target.checked }))} />
          {t("agrodesk.news.admin.published")}
        </label>
        {notice ? (
          <p className="alert alert--info" role="status">
            {notice}
          </p>
        ) : null}
        <SubmitButton pending={save.isPending}>{t("agrodesk.news.admin.save")}</SubmitButton>
      </form>
    </div>
  );
}
