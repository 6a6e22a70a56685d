"use client";

import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { QueryState } from "@/components/providers/query-state";
import { FormField, SelectField } from "@/components/ui/form-field";
import { Loader } from "@/components/ui/loader";
import { customerKey, useApiQuery } from "@/lib/client/query";
import type { FormErrors } from "@/lib/trading/agreement-rules";
import type { TReceiver } from "@/lib/trading/schemas";
import { useFieldError } from "./field-errors";

type ReceiverField = "ReceiverId" | "ReceiverName" | "ReceiverEmail" | "ReceiverMobilePhoneNumber" | "ReceiverPersonalNumber";

interface Props {
  /** the part of a wizard's state this step reads (the purchasing and the drying wizard) */
  state: { values: Partial<Record<ReceiverField, string>>; errors: FormErrors; busy: boolean };
  customerNumber: string;
  set: (field: ReceiverField, value: string) => void;
  /** shown under the fields (the drying wizard's terms) */
  children?: ReactNode;
}

/**
 * The receiver step (staff, spec 2 §4): one of the customer's signing users from
 * get-receivers-for-digital-signing (personal number masked but the last four), or another
 * receiver typed in (e-mail and personal number required, mobile optional).
 */
export function ReceiverStep({ state, customerNumber, set, children }: Props) {
  const { t } = useTranslation();
  const err = useFieldError(state.errors);
  const v = state.values;
  const query = useApiQuery<{ Receivers: TReceiver[] }>(
    customerKey(customerNumber, "trading", "receivers"),
    "/api/agreement/get-receivers-for-digital-signing",
    null,
    {
      method: "GET",
      log: "[trading] receivers",
    },
  );
  const choose = (id: string, list: TReceiver[]) => {
    set("ReceiverId", id);
    const r = list.find((x) => String(x.Id) === id);
    set("ReceiverName", r?.Name ?? "");
    set("ReceiverEmail", r?.Email ?? "");
    set("ReceiverMobilePhoneNumber", r?.MobilePhoneNumber ?? "");
    // a listed receiver's personal number stays on the server (the list shows it masked)
    set("ReceiverPersonalNumber", "");
  };
  const input = (field: ReceiverField) => ({
    name: field,
    value: String(v[field] ?? ""),
    error: err(field),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });
  return (
    <fieldset className="trading-step" disabled={state.busy}>
      <legend>{t("trading.wizard.stepReceiver")}</legend>
      <QueryState query={query} loading={<Loader variant="inline" label={t("trading.wizard.loading")} showLabel />}>
        {(data) => (
          <>
            {data.Receivers.length === 0 ? <p className="alert alert--info">{t("trading.wizard.noReceivers")}</p> : null}
            <SelectField
              id="trading-ReceiverId"
              label={t("trading.wizard.receiver")}
              value={v.ReceiverId ?? ""}
              error={err("ReceiverName")}
              onChange={(e) => choose(e.target.value, data.Receivers)}
            >
              <option value="">{t("trading.wizard.receiverOther")}</option>
              {data.Receivers.map((r) => (
                <option key={r.Id} value={String(r.Id)}>
                  {r.Name} ({r.PersonalNumber}, {r.RoleProfileName})
                </option>
              ))}
            </SelectField>
          </>
        )}
      </QueryState>
      {!v.ReceiverId ? (
        <>
          <FormField label={t("trading.wizard.receiverName")} {...input("ReceiverName")} />
          <FormField label={t("trading.wizard.receiverEmail")} type="email" {...input("ReceiverEmail")} />
          <FormField label={t("trading.wizard.receiverPn")} inputMode="numeric" {...input("ReceiverPersonalNumber")} />
          <FormField label={t("trading.wizard.receiverMobile")} type="tel" {...input("ReceiverMobilePhoneNumber")} />
        </>
      ) : null}
      {children}
    </fieldset>
  );
}
