"use client";

/**
 * The line editor of the fixed price page (spec 2 §4 "Fixed price"): product group → article →
 * its prices for the customer (base-price), then quantity, discount and term supplement. Adding
 * checks the line against its limits; while a line is edited the add button is save and cancel.
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { FormField, SelectField } from "@/components/ui/form-field";
import { Loader } from "@/components/ui/loader";
import { customerKey, useApiQuery } from "@/lib/client/query";
import type { TArticleGroupsReply, TArticlesReply, TBasePriceReply } from "@/lib/trading/fixed-price-schemas";
import { useFieldError } from "./field-errors";
import { lineErrors, quantityInput, type FixedPriceLine } from "./fixed-price-state";
import type { FormErrors } from "@/lib/trading/agreement-rules";

interface Props {
  customerNumber: string;
  categoryCode: number;
  editing: FixedPriceLine | null;
  /** errors from the page (an article added twice) */
  errors: FormErrors;
  disabled: boolean;
  onAdd: (line: FixedPriceLine) => void;
  onSave: (line: FixedPriceLine) => void;
  onCancel: () => void;
}

const EMPTY = { CommitQuantity: "", manualDiscount: "", termSupplement: "" };

export function FixedPriceEditor({ customerNumber, categoryCode, editing, errors, disabled, onAdd, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const [groupId, setGroupId] = useState("");
  // an edited line fills the editor (the page gives it a new key per line edited)
  const [articleNr, setArticleNr] = useState(editing?.articleNr ?? "");
  const [values, setValues] = useState(
    editing
      ? { CommitQuantity: editing.CommitQuantity, manualDiscount: editing.manualDiscount, termSupplement: editing.termSupplement }
      : EMPTY,
  );
  const [own, setOwn] = useState<FormErrors>({});
  const pageError = useFieldError(errors);
  const err = useFieldError(own);

  const groups = useApiQuery<TArticleGroupsReply>(
    ["trading", "fixed-price", "groups", categoryCode],
    "/api/fixed-price-agreement/article-groups",
    { categoryId: categoryCode },
    { method: "GET", log: "[fixed-price] groups" },
  );
  const articles = useApiQuery<TArticlesReply>(
    ["trading", "fixed-price", "articles", groupId],
    "/api/fixed-price-agreement/articles",
    { articleGroupId: groupId },
    { method: "GET", enabled: Boolean(groupId) && !editing, log: "[fixed-price] articles" },
  );
  const price = useApiQuery<TBasePriceReply>(
    customerKey(customerNumber, "trading", "fixed-price", "base-price", articleNr),
    "/api/fixed-price-agreement/base-price",
    { articleId: articleNr, customerNumber },
    { method: "GET", enabled: Boolean(articleNr), log: "[fixed-price] base price" },
  );
  const p = editing ?? (price.data ? toLine(price.data) : null);

  const submit = () => {
    if (!p) {
      setOwn({ article: [{ key: "fixedPrice.errors.articleRequired" }] });
      return;
    }
    const line: FixedPriceLine = { ...p, ...values };
    const e = lineErrors(line);
    setOwn(e);
    if (Object.keys(e).length) return;
    if (editing) onSave(line);
    else {
      onAdd(line);
      setArticleNr("");
      setValues(EMPTY);
    }
  };
  const set = (field: keyof typeof EMPTY) => (ev: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: field === "CommitQuantity" ? quantityInput(ev.target.value) : ev.target.value }));
  const fieldError = (f: string) => err(f === "CommitQuantity" ? "quantity" : f);

  return (
    <fieldset className="fixed-price-editor" disabled={disabled} aria-label={t("fixedPrice.editor")}>
      {editing ? (
        <p>
          <strong>{editing.articleName}</strong> ({editing.articleNr})
        </p>
      ) : (
        <>
          <SelectField
            id="fp-group"
            label={t("fixedPrice.group")}
            value={groupId}
            onChange={(e) => {
              setGroupId(e.target.value);
              setArticleNr("");
            }}
          >
            <option value="">{groups.isPending ? t("fixedPrice.loading") : t("fixedPrice.choose")}</option>
            {groups.data?.Groups.map((g) => (
              <option key={g.ProductGroupId} value={String(g.ProductGroupId)}>
                {g.ProductGroupName}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="fp-article"
            label={t("fixedPrice.article")}
            value={articleNr}
            disabled={!groupId}
            error={err("article") ?? pageError("article")}
            onChange={(e) => setArticleNr(e.target.value)}
          >
            <option value="">{articles.isFetching ? t("fixedPrice.loading") : t("fixedPrice.choose")}</option>
            {articles.data?.Items.map((a) => (
              <option key={a.ItemNumber} value={a.ItemNumber}>
                {a.ItemName} ({a.ItemNumber})
              </option>
            ))}
          </SelectField>
        </>
      )}
      {articleNr && price.isFetching && !editing ? <Loader variant="inline" label={t("fixedPrice.loadingPrice")} showLabel /> : null}
      {price.isError && !editing ? (
        <p className="alert alert--error" role="alert">
          {t("fixedPrice.errors.loadFailed")}
        </p>
      ) : null}
      {p ? (
        <p className="fixed-price-prices" aria-live="polite">
          {t("fixedPrice.defaultPrice")}: {p.defaultPrice} · {t("fixedPrice.customerPrice")}: <strong>{p.customerPrice}</strong>{" "}
          {t("fixedPrice.perTon")}
        </p>
      ) : null}
      <FormField
        label={`${t("fixedPrice.quantity")} (${t("fixedPrice.ton")})`}
        name="CommitQuantity"
        id="fp-quantity"
        inputMode="numeric"
        value={values.CommitQuantity}
        onChange={set("CommitQuantity")}
        error={fieldError("CommitQuantity")}
      />
      <FormField
        label={t("fixedPrice.manualDiscount")}
        name="manualDiscount"
        id="fp-discount"
        inputMode="decimal"
        value={values.manualDiscount}
        onChange={set("manualDiscount")}
        error={fieldError("manualDiscount")}
      />
      <FormField
        label={t("fixedPrice.termSupplement")}
        name="termSupplement"
        id="fp-supplement"
        inputMode="decimal"
        value={values.termSupplement}
        onChange={set("termSupplement")}
        error={fieldError("termSupplement")}
      />
      <div className="trading-actions">
        {editing ? (
          <>
            <button type="button" className="btn btn--primary" onClick={submit}>
              {t("fixedPrice.saveLine")}
            </button>
            <button type="button" className="btn btn--secondary" onClick={onCancel}>
              {t("fixedPrice.cancel")}
            </button>
          </>
        ) : (
          <button type="button" className="btn btn--primary" onClick={submit} disabled={!p}>
            {t("fixedPrice.add")}
          </button>
        )}
      </div>
    </fieldset>
  );
}

const toLine = (p: TBasePriceReply): FixedPriceLine => ({
  articleNr: p.articleNr,
  articleName: p.articleName,
  defaultPrice: p.defaultPrice,
  customerPrice: p.customerPrice,
  limits: p.limits,
  ...EMPTY,
});
