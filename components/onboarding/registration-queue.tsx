"use client";

/**
 * Staff's registration queue (issue 12 item 4; decision 077): registrations by status, their
 * attachments (opened from the private file store), approve (once: the button waits for the
 * reply and the server ignores a second approval) or reject with a reason.
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { QueryState } from "@/components/providers/query-state";
import { ApiError } from "@/lib/client/api-fetch";
import { areaKey, useApiMutation, useApiQuery } from "@/lib/client/query";
import type { RegistrationItem } from "@/lib/onboarding/schemas";
import { TableScroll } from "@/components/ui/table-scroll";

const STATUSES = ["pending", "approved", "rejected"] as const;
type Status = (typeof STATUSES)[number];
const KEY = areaKey("onboarding", "registrations");

export function RegistrationQueue() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>("pending");
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const query = useApiQuery<{ registrations: RegistrationItem[] }>(
    [...KEY, status],
    "/api/onboarding/registrations",
    { status },
    { method: "GET" },
  );
  return (
    <section aria-label={t("onboarding.queue.title")}>
      <div className="field">
        <label htmlFor="registration-status">{t("onboarding.queue.status")}</label>
        <select id="registration-status" value={status} onChange={(e) => setStatus(e.target.value as Status)}>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`onboarding.queue.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {notice ? (
        <p className={notice.ok ? "alert alert--ok" : "alert alert--error"} role={notice.ok ? "status" : "alert"}>
          {notice.text}
        </p>
      ) : null}
      <QueryState query={query}>
        {(data) =>
          data.registrations.length === 0 ? (
            <p>{t("onboarding.queue.empty")}</p>
          ) : (
            <TableScroll label={t("onboarding.queue.title")}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t("onboarding.queue.name")}</th>
                    <th scope="col">{t("onboarding.queue.personNumber")}</th>
                    <th scope="col">{t("onboarding.queue.contact")}</th>
                    <th scope="col">{t("onboarding.queue.organisation")}</th>
                    <th scope="col">{t("onboarding.queue.attachments")}</th>
                    <th scope="col">{t("onboarding.queue.received")}</th>
                    <th scope="col">{t("onboarding.queue.decision")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.registrations.map((r) => (
                    <Row key={r.id} r={r} onNotice={setNotice} />
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )
        }
      </QueryState>
    </section>
  );
}

function Row({ r, onNotice }: { r: RegistrationItem; onNotice: (n: { ok: boolean; text: string }) => void }) {
  const { t } = useTranslation();
  const approve = useApiMutation<{ customerNumber: string }>("/api/onboarding/approve-registration", { invalidates: [KEY] });
  const reject = useApiMutation("/api/onboarding/reject-registration", { invalidates: [KEY] });
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const name = `${r.firstName} ${r.lastName}`;
  const fail = (e: unknown) => onNotice({ ok: false, text: e instanceof ApiError ? e.message : t("errors.INTERNAL") });
  const doApprove = async () => {
    try {
      const reply = await approve.mutateAsync({ id: r.id });
      onNotice({ ok: true, text: t("onboarding.queue.approvedDone", { customerNumber: reply.customerNumber }) });
    } catch (e) {
      fail(e);
    }
  };
  const doReject = async () => {
    if (!reason.trim()) {
      setReasonError(t("onboarding.validation.rejectReason"));
      return;
    }
    try {
      await reject.mutateAsync({ id: r.id, reason });
      onNotice({ ok: true, text: t("onboarding.queue.rejectedDone") });
    } catch (e) {
      fail(e);
    }
  };
  const busy = approve.isPending || reject.isPending;
  return (
    <tr aria-label={name}>
      <td>{name}</td>
      <td>{r.personNumber}</td>
      <td>
        {r.email}
        <br />
        {r.mobile}
        {r.phone ? ` / ${r.phone}` : null}
      </td>
      <td>
        {r.companyName ?? ""} {r.organisationNumber ?? ""}
      </td>
      <td>
        <ul className="plain-list">
          {r.attachments.map((a) => (
            <li key={a.field}>
              <a href={a.url} target="_blank" rel="noopener noreferrer">
                {t(`onboarding.register.${a.field}`)}: {a.name}
              </a>
            </li>
          ))}
        </ul>
      </td>
      <td>{r.createdAt.slice(0, 10)}</td>
      <td>
        {r.status === "approved" && r.customerNumber ? t("onboarding.queue.customerNumber", { customerNumber: r.customerNumber }) : null}
        {r.status === "rejected" ? r.rejectReason : null}
        {r.status === "pending" && !rejecting ? (
          <>
            <button type="button" className="btn" disabled={busy} onClick={() => void doApprove()}>
              {t("onboarding.queue.approve")}
            </button>{" "}
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => setRejecting(true)}>
              {t("onboarding.queue.reject")}
            </button>
          </>
        ) : null}
        {r.status === "pending" && rejecting ? (
          <div>
            <label htmlFor={`reason-${r.id}`}>{t("onboarding.queue.reason")}</label>
            <textarea
              id={`reason-${r.id}`}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(null);
              }}
              aria-invalid={reasonError ? true : undefined}
            />
            {reasonError ? <p className="field-error">{reasonError}</p> : null}
            <button type="button" className="btn" disabled={busy} onClick={() => void doReject()}>
              {t("onboarding.queue.confirmReject")}
            </button>{" "}
            <button type="button" className="btn btn--secondary" onClick={() => setRejecting(false)}>
              {t("onboarding.queue.cancel")}
            </button>
          </div>
        ) : null}
      </td>
    </tr>
  );
}
