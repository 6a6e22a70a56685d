"use client";

/**
 * Staff's signing page (issue 11 item 3): the acted-for customer's agreements sent for signing,
 * each with its newest link's state (sent, opened, signed, expired, cancelled), the receiver and
 * the times; "Skicka igen" (a new link to the same receiver, the old one voided) and "Avbryt"
 * (the pending link ended), each after a confirmation. No token or link is ever shown.
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { QueryState } from "@/components/providers/query-state";
import { useDialogs } from "@/components/ui/dialogs";
import { Loader } from "@/components/ui/loader";
import { SimpleTable } from "@/components/ui/simple-table";
import { ApiError } from "@/lib/client/api-fetch";
import { customerKey, useApiMutation, useApiQuery } from "@/lib/client/query";
import type { Market } from "@/lib/market";
import { formatDateTime } from "@/lib/market/format";
import type { TSigningListReply, TSigningListRow } from "@/lib/signing/schemas";

type Row = TSigningListRow;

export function StaffSigningList({ customerNumber, market }: { customerNumber: string; market: Market }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const key = customerKey(customerNumber, "signing", "list");
  const query = useApiQuery<TSigningListReply>(
    key,
    "/api/signing/list",
    { CustomerNumber: customerNumber },
    {
      method: "GET",
      log: "[signing] list",
    },
  );
  const resend = useApiMutation<{ Message: string; ReceiverName: string }>("/api/signing/resend", { invalidates: [key] });
  const cancel = useApiMutation<{ Cancelled: boolean }>("/api/signing/cancel", { invalidates: [key] });
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const when = (v: string | null) => (v ? formatDateTime(v, market) : "–");

  async function act(row: Row, kind: "resend" | "cancel") {
    const values = { number: row.AgreementNumber, name: row.ReceiverName };
    const yes = await dialogs.confirm({
      type: "warning",
      title: t(`signingStaff.${kind}.title`),
      message: t(`signingStaff.${kind}.confirm`, values),
      confirmText: t(`signingStaff.${kind}.yes`),
      cancelText: t("signingStaff.keep"),
    });
    if (!yes) return;
    setBusy(row.AgreementNumber);
    setNotice("");
    try {
      if (kind === "resend") await resend.mutateAsync({ AgreementNumber: row.AgreementNumber });
      else if (!(await cancel.mutateAsync({ AgreementNumber: row.AgreementNumber })).Cancelled) throw new Error("not cancelled");
      setNotice(t(`signingStaff.${kind}.done`, values));
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      const message = e instanceof ApiError ? e.body.message : t(`signingStaff.${kind}.failed`, values);
      await dialogs.alert({ type: "error", title: t(`signingStaff.${kind}.failed`, values), message });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="signing-staff">
      <p role="status" className={notice ? "alert alert--ok" : "visually-hidden"}>
        {notice}
      </p>
      <QueryState query={query} loading={<Loader variant="inline" label={t("signingStaff.loading")} showLabel />}>
        {(data) =>
          data.Agreements.length === 0 ? (
            <p className="alert alert--info">{t("signingStaff.empty")}</p>
          ) : (
            <SimpleTable
              caption={t("signingStaff.caption", { customer: customerNumber })}
              rows={data.Agreements}
              getRowId={(r) => r.AgreementNumber}
              rowData={(r) => ({ "data-state": r.State })}
              columns={[
                { id: "number", header: t("signingStaff.number"), rowHeader: true, cell: (r) => r.AgreementNumber },
                { id: "type", header: t("signingStaff.type"), cell: (r) => r.AgreementType },
                { id: "receiver", header: t("signingStaff.receiver"), cell: (r) => r.ReceiverName },
                {
                  id: "state",
                  header: t("signingStaff.state"),
                  cell: (r) => (
                    <span className={`signing-state signing-state--${r.State}`}>
                      {t(`signingStaff.states.${r.State}`)}
                      {r.Sealed ? ` · ${t("signingStaff.sealed")}` : ""}
                    </span>
                  ),
                },
                { id: "sent", header: t("signingStaff.sentAt"), cell: (r) => when(r.SentAt) },
                { id: "opened", header: t("signingStaff.openedAt"), cell: (r) => when(r.OpenedAt) },
                {
                  id: "ended",
                  header: t("signingStaff.endsAt"),
                  cell: (r) => (r.State === "signed" ? when(r.SignedAt) : r.EndedAt ? when(r.EndedAt) : when(r.ExpiresAt)),
                },
                { id: "sends", header: t("signingStaff.sends"), className: "num", cell: (r) => String(r.Sends) },
                {
                  id: "actions",
                  header: <span className="visually-hidden">{t("signingStaff.actions")}</span>,
                  cell: (r) => (
                    <span className="signing-staff__actions">
                      {r.CanResend ? (
                        <button
                          type="button"
                          className="btn btn--secondary btn--small"
                          aria-label={t("signingStaff.resend.label", { number: r.AgreementNumber })}
                          disabled={busy !== null}
                          onClick={() => void act(r, "resend")}
                        >
                          {t("signingStaff.resend.button")}
                        </button>
                      ) : null}
                      {r.CanCancel ? (
                        <button
                          type="button"
                          className="btn btn--secondary btn--small"
                          aria-label={t("signingStaff.cancel.label", { number: r.AgreementNumber })}
                          disabled={busy !== null}
                          onClick={() => void act(r, "cancel")}
                        >
                          {t("signingStaff.cancel.button")}
                        </button>
                      ) : null}
                    </span>
                  ),
                },
              ]}
            />
          )
        }
      </QueryState>
    </div>
  );
}
