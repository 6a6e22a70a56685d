"use client";

/**
 * The fixed price agreement page (spec 2 §2, §4 "Fixed price", §5; decision 065): category and
 * article lines (kept in browser storage until saved) → call-off number, designation and dates →
 * receiver (staff) → review → save and sign. Save posts the spec's JSON to
 * /api/fixed-price-agreement/save with the page's idempotency key; the farmer's signing link opens
 * in a new tab, staff's receiver gets it by e-mail/SMS.
 */
import "./trading.css";
import "./fixed-price.css";
import { useEffect, useReducer, useRef } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { newIdempotencyKey } from "@/lib/client/idempotency-key";
import { DatePicker } from "@/components/ui/date-picker";
import { FormField, SelectField } from "@/components/ui/form-field";
import { MY_AGREEMENTS_PAGE } from "@/lib/agreements/constants";
import { ApiError } from "@/lib/client/api-fetch";
import { customerKey, useApiMutation } from "@/lib/client/query";
import type { Market } from "@/lib/market";
import { todayIn } from "@/lib/market/format";
import type { FormErrors } from "@/lib/trading/agreement-rules";
import { maskPersonalNumber } from "@/lib/trading/constants";
import type { FixedPriceOptions } from "@/lib/trading/fixed-price-options";
import {
  CALL_OFF_MAX,
  DESIGNATION_MAX,
  FIXED_PRICE_UNIT,
  endOfMonths,
  isCallOff,
  latestEndDate,
  linePrice,
  toAmount,
} from "@/lib/trading/fixed-price-rules";
import type { TSaveAgreementReply } from "@/lib/trading/schemas";
import { useFieldError } from "./field-errors";
import { FixedPriceEditor } from "./fixed-price-editor";
import {
  fixedPriceReducer,
  initialFixedPrice,
  readStored,
  REMOVE_FADE_MS,
  stepsOf,
  storageKey,
  type FixedPriceLine,
  type FixedPriceState,
} from "./fixed-price-state";
import { MOVE_ON_MS, REENABLE_MS } from "./purchase-wizard";
import { WizardActions } from "./wizard-actions";
import { ReceiverStep } from "./receiver-step";
import type { WizardState } from "./wizard-state";
import { TableScroll } from "@/components/ui/table-scroll";

const LINES_FIELD = "agreementsLines";
/** a line's fields whose server message shows under the article's name */
const LINE_FIELDS = ["CommitQuantity", "quantity", "manualDiscount", "termSupplement", "articleNr"] as const;
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

const priceOf = (l: FixedPriceLine) => linePrice(l.customerPrice, toAmount(l.manualDiscount || "0"), toAmount(l.termSupplement || "0"));

export function FixedPricePage({ options, market }: { options: FixedPriceOptions; market: Market }) {
  const { t } = useTranslation();
  const [s, dispatch] = useReducer(fixedPriceReducer, undefined, () => initialFixedPrice(newIdempotencyKey(), options.isInternal));
  const save = useApiMutation<TSaveAgreementReply>("/api/fixed-price-agreement/save", {
    invalidates: [customerKey(options.customerNumber, "agreements")],
  });
  const tab = useRef<Window | null>(null);
  const today = todayIn(market);
  const category = options.categories.find((c) => c.code === s.categoryCode) ?? null;
  const endMode = category?.endMode === "date" ? "date" : "months";
  const err = useFieldError(s.errors);
  const key = storageKey(options.customerNumber);

  // what the browser kept from an earlier visit, then keep every change until saved
  useEffect(() => {
    const stored = readStored(window.localStorage.getItem(key));
    if (stored) dispatch({ type: "hydrate", stored });
  }, [key]);
  useEffect(() => {
    if (s.step === "done") return;
    window.localStorage.setItem(key, JSON.stringify({ categoryCode: s.categoryCode, lines: s.lines, header: s.header }));
  }, [key, s.step, s.categoryCode, s.lines, s.header]);

  // months categories: the end date follows the start and the number of months
  useEffect(() => {
    if (endMode !== "months" || !s.header.fromDate) return;
    const end = endOfMonths(s.header.fromDate, Number(s.header.months) || 1);
    if (end !== s.header.endDate) dispatch({ type: "header", field: "endDate", value: end });
  }, [endMode, s.header.fromDate, s.header.months, s.header.endDate]);

  const remove = (articleNr: string) => {
    dispatch({ type: "removeStart", articleNr });
    setTimeout(() => dispatch({ type: "removeEnd", articleNr }), REMOVE_FADE_MS);
  };

  const fail = (message: string, errors?: FormErrors) => {
    tab.current?.close();
    tab.current = null;
    dispatch({ type: "failed", message, errors });
    setTimeout(() => dispatch({ type: "ready" }), REENABLE_MS);
  };

  const onSave = async () => {
    if (s.busy) return;
    dispatch({ type: "saving" });
    if (!options.isInternal) tab.current = window.open("", "_blank");
    const r = s.receiver;
    let reply: TSaveAgreementReply;
    try {
      reply = await save.mutateAsync({
        agreementType: "FastPrisAvtalFoder",
        receiverId: r.ReceiverId ?? "",
        receiverName: r.ReceiverName ?? "",
        receiverEmail: r.ReceiverEmail ?? "",
        receiverMobilePhoneNumber: r.ReceiverMobilePhoneNumber ?? "",
        receiverPersonalNumber: r.ReceiverPersonalNumber ?? "",
        fromDate: s.header.fromDate,
        endDate: s.header.endDate,
        customerNumber: options.customerNumber,
        customerName: options.customerName,
        callOffAgreementNr: s.header.callOffAgreementNr,
        designation: s.header.designation,
        agreementsLines: s.lines.map((l) => ({
          articleNr: l.articleNr,
          quantity: l.CommitQuantity,
          unit: FIXED_PRICE_UNIT,
          price: priceOf(l),
          termSupplement: l.termSupplement,
          discountPerUnit: l.manualDiscount,
        })),
        IdempotencyKey: s.idempotencyKey,
      });
    } catch (e) {
      if (!(e instanceof ApiError)) return fail(t("fixedPrice.errors.saveFailed"));
      if (e.status === 400 && e.body.fields) {
        // lines come back as agreementsLines.<i>.<field>; the page keys them by article
        const errors: FormErrors = {};
        for (const [k, list] of Object.entries(e.body.fields)) {
          const m = /^agreementsLines\.(\d+)\.(\w+)$/.exec(k);
          const field = m ? `${s.lines[Number(m[1])]?.articleNr}.${m[2] === "discountPerUnit" ? "manualDiscount" : m[2]}` : k;
          errors[field] = list.map((key) => ({ key }));
        }
        return fail(Object.values(e.body.fields).flat().join(" "), errors);
      }
      return fail(e.body.message);
    }
    window.localStorage.removeItem(key);
    const result = { agreementNumber: reply.AgreementNumber ?? "", signingUrl: reply.SigningUrl };
    if (options.isInternal || !reply.SigningUrl) return dispatch({ type: "saved", result });
    if (tab.current) {
      tab.current.opener = null;
      tab.current.location.href = reply.SigningUrl;
    }
    setTimeout(() => dispatch({ type: "saved", result }), MOVE_ON_MS);
  };

  const steps = stepsOf(options.isInternal);
  const total = s.lines.reduce((sum, l) => sum + (Number(l.CommitQuantity) || 0), 0);
  const editing = s.lines.find((l) => l.articleNr === s.editing) ?? null;
  const receiverState: WizardState = {
    step: "receiver",
    values: s.receiver,
    errors: s.errors,
    busy: s.busy,
    failure: null,
    idempotencyKey: s.idempotencyKey,
    isInternal: true,
    result: null,
  };
  const linesError = err(LINES_FIELD);
  const canContinue = s.step !== "header" || isCallOff(s.header.callOffAgreementNr);

  return (
    <div className="fixed-price" data-step={s.step} aria-busy={s.busy || undefined}>
      <p>{t("trading.wizard.customer", { number: options.customerNumber })}</p>
      <ol className="trading-steps">
        {steps.map((step) => (
          <li key={step} aria-current={step === s.step ? "step" : undefined}>
            {t(`fixedPrice.steps.${step}`)}
          </li>
        ))}
      </ol>

      {s.step === "lines" ? (
        <section className="trading-step" aria-labelledby="fp-lines-title">
          <h2 id="fp-lines-title">{t("fixedPrice.steps.lines")}</h2>
          <SelectField
            id="fp-category"
            label={t("fixedPrice.category")}
            value={s.categoryCode === null ? "" : String(s.categoryCode)}
            onChange={(e) => dispatch({ type: "category", code: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t("fixedPrice.choose")}</option>
            {options.categories.map((c) => (
              <option key={c.code} value={String(c.code)}>
                {c.code} {c.name}
              </option>
            ))}
          </SelectField>
          {s.categoryCode !== null ? (
            <FixedPriceEditor
              key={s.editing ?? "new"}
              customerNumber={options.customerNumber}
              categoryCode={s.categoryCode}
              editing={editing}
              errors={s.errors}
              disabled={s.busy}
              onAdd={(line) => dispatch({ type: "addLine", line })}
              onSave={(line) => dispatch({ type: "saveLine", line })}
              onCancel={() => dispatch({ type: "edit", articleNr: null })}
            />
          ) : null}
          <LinesTable state={s} onEdit={(nr) => dispatch({ type: "edit", articleNr: nr })} onRemove={remove} err={err} />
          <p className="hint">{t("fixedPrice.keptLocally")}</p>
          {linesError ? (
            <p className="field-error" role="alert">
              {linesError}
            </p>
          ) : null}
        </section>
      ) : null}

      {s.step === "header" ? (
        <fieldset className="trading-step" disabled={s.busy}>
          <legend>{t("fixedPrice.steps.header")}</legend>
          <FormField
            label={t("fixedPrice.callOff")}
            name="callOffAgreementNr"
            id="fp-callOff"
            maxLength={CALL_OFF_MAX}
            autoCapitalize="characters"
            aria-describedby="fp-callOff-hint"
            value={s.header.callOffAgreementNr}
            onChange={(e) => dispatch({ type: "header", field: "callOffAgreementNr", value: e.target.value })}
            error={err("callOffAgreementNr")}
          />
          <p className="hint" id="fp-callOff-hint">
            {t("fixedPrice.callOffHint")}
          </p>
          <FormField
            label={t("fixedPrice.designation")}
            name="designation"
            id="fp-designation"
            maxLength={DESIGNATION_MAX}
            aria-describedby="fp-designation-hint"
            value={s.header.designation}
            onChange={(e) => dispatch({ type: "header", field: "designation", value: e.target.value })}
            error={err("designation")}
          />
          <p className="hint" id="fp-designation-hint">
            {t("fixedPrice.designationHint")}
          </p>
          <DatePicker
            market={market}
            id="fp-fromDate"
            label={t("fixedPrice.fromDate")}
            value={s.header.fromDate}
            min={today}
            max={latestEndDate(today)}
            onChange={(iso, change) => dispatch({ type: "header", field: "fromDate", value: iso || change.typed })}
            error={err("fromDate")}
          />
          {endMode === "date" ? (
            <DatePicker
              market={market}
              id="fp-endDate"
              label={t("fixedPrice.endDate")}
              value={s.header.endDate}
              min={s.header.fromDate || today}
              max={latestEndDate(today)}
              onChange={(iso, change) => dispatch({ type: "header", field: "endDate", value: iso || change.typed })}
              error={err("endDate")}
            />
          ) : (
            <>
              <SelectField
                id="fp-months"
                label={t("fixedPrice.months")}
                value={s.header.months}
                error={err("endDate")}
                onChange={(e) => dispatch({ type: "header", field: "months", value: e.target.value })}
              >
                {MONTHS.map((m) => (
                  <option key={m} value={String(m)}>
                    {t("fixedPrice.monthsOption", { count: m })}
                  </option>
                ))}
              </SelectField>
              {s.header.endDate ? <p>{t("fixedPrice.runsUntil", { date: s.header.endDate })}</p> : null}
            </>
          )}
        </fieldset>
      ) : null}

      {s.step === "receiver" ? (
        <ReceiverStep
          state={receiverState}
          customerNumber={options.customerNumber}
          set={(field, value) => dispatch({ type: "receiver", field: field as "ReceiverId", value: String(value) })}
        />
      ) : null}

      {s.step === "review" ? (
        <section className="trading-step" aria-labelledby="fp-review">
          <h2 id="fp-review">{t("fixedPrice.steps.review")}</h2>
          <LinesTable state={s} err={err} />
          <dl className="trading-review">
            {(
              [
                [t("fixedPrice.category"), category ? `${category.code} ${category.name}` : ""],
                [t("fixedPrice.callOff"), s.header.callOffAgreementNr],
                [t("fixedPrice.designation"), s.header.designation],
                [t("fixedPrice.fromDate"), s.header.fromDate],
                [t("fixedPrice.endDate"), s.header.endDate],
                [t("fixedPrice.totalQuantity"), `${total} ${t("fixedPrice.ton")}`],
                [t("trading.wizard.receiver"), s.receiver.ReceiverName ?? ""],
                [
                  t("trading.wizard.receiverPn"),
                  s.receiver.ReceiverPersonalNumber ? maskPersonalNumber(s.receiver.ReceiverPersonalNumber) : "",
                ],
              ] as [string, string][]
            )
              .filter(([, v]) => v)
              .map(([label, v]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
          </dl>
        </section>
      ) : null}

      {s.step === "done" && s.result ? (
        <section className="trading-step" aria-live="polite">
          <h2>{t("fixedPrice.steps.done")}</h2>
          <p className="alert alert--success">
            {s.result.signingUrl ? (
              <>
                {t("trading.wizard.doneSigning", { number: s.result.agreementNumber })}{" "}
                <a href={s.result.signingUrl} target="_blank" rel="noopener noreferrer">
                  {t("trading.wizard.openSigning")}
                </a>
              </>
            ) : (
              t("trading.wizard.doneSent", { number: s.result.agreementNumber, name: s.receiver.ReceiverName ?? "" })
            )}
          </p>
          <p className="trading-actions">
            <a className="btn btn--secondary" href={MY_AGREEMENTS_PAGE[market].path}>
              {t("trading.wizard.myAgreements")}
            </a>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => dispatch({ type: "restart", idempotencyKey: newIdempotencyKey() })}
            >
              {t("fixedPrice.another")}
            </button>
          </p>
        </section>
      ) : null}

      {s.failure ? (
        <p className="alert alert--error" role="alert">
          {s.failure}
        </p>
      ) : null}
      {s.step !== "done" ? (
        <WizardActions
          busy={s.busy}
          canGoBack={s.step !== "lines"}
          isReview={s.step === "review"}
          saveLabel={options.isInternal ? t("trading.wizard.saveInternal") : t("trading.wizard.save")}
          blocked={s.step !== "review" && (!canContinue || s.editing !== null)}
          onBack={() => dispatch({ type: "back" })}
          onNext={() => dispatch({ type: "next", today, endMode })}
          onSave={() => void onSave()}
        />
      ) : null}
    </div>
  );
}

function LinesTable({
  state,
  onEdit,
  onRemove,
  err,
}: {
  state: FixedPriceState;
  onEdit?: (articleNr: string) => void;
  onRemove?: (articleNr: string) => void;
  err: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  if (!state.lines.length) return <p className="empty">{t("fixedPrice.noLines")}</p>;
  return (
    <TableScroll>
      <table className="table fixed-price-lines">
        <caption>{t("fixedPrice.linesCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("fixedPrice.articleNr")}</th>
            <th scope="col">{t("fixedPrice.article")}</th>
            <th scope="col" className="num">
              {t("fixedPrice.defaultPrice")}
            </th>
            <th scope="col" className="num">
              {t("fixedPrice.customerPrice")}
            </th>
            <th scope="col" className="num">
              {t("fixedPrice.manualDiscount")}
            </th>
            <th scope="col" className="num">
              {t("fixedPrice.termSupplement")}
            </th>
            <th scope="col" className="num">
              {t("fixedPrice.price")}
            </th>
            <th scope="col" className="num">
              {t("fixedPrice.quantity")}
            </th>
            <th scope="col">{t("fixedPrice.unit")}</th>
            {onEdit ? <th scope="col">{t("fixedPrice.actions")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {state.lines.map((l) => {
            const lineErr = LINE_FIELDS.map((f) => err(`${l.articleNr}.${f}`)).find(Boolean);
            return (
              <tr key={l.articleNr} className={state.removing.includes(l.articleNr) ? "is-removing" : undefined}>
                <td>{l.articleNr}</td>
                <td>
                  {l.articleName}
                  {lineErr ? <p className="field-error">{lineErr}</p> : null}
                </td>
                <td className="num">{l.defaultPrice}</td>
                <td className="num">{l.customerPrice}</td>
                <td className="num">{l.manualDiscount || "0"}</td>
                <td className="num">{l.termSupplement || "0"}</td>
                <td className="num">{priceOf(l)}</td>
                <td className="num">{l.CommitQuantity}</td>
                <td>{FIXED_PRICE_UNIT}</td>
                {onEdit && onRemove ? (
                  <td>
                    <button
                      type="button"
                      className="btn btn--link"
                      disabled={state.busy || state.removing.includes(l.articleNr)}
                      onClick={() => onEdit(l.articleNr)}
                      aria-label={t("fixedPrice.editLine", { name: l.articleName })}
                    >
                      {t("fixedPrice.edit")}
                    </button>
                    <button
                      type="button"
                      className="btn btn--link"
                      disabled={state.busy || state.removing.includes(l.articleNr)}
                      onClick={() => onRemove(l.articleNr)}
                      aria-label={t("fixedPrice.removeLine", { name: l.articleName })}
                    >
                      {t("fixedPrice.remove")}
                    </button>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
