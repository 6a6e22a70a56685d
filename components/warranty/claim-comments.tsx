"use client";

/**
 * A claim's comments page (comments?id={submissionId}; issue 16 item 4): the claim with its lines
 * and totals, the comments of the store and the importer, a new comment (store staff of the
 * claim's store and admins; farmers read only), and for admins the status changes the
 * transitions allow (decision 062). The submitter is e-mailed of each (server side).
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { SubmitButton } from "@/components/ui/submit-button";
import { QueryState } from "@/components/providers/query-state";
import { ApiError } from "@/lib/client/api-fetch";
import { areaKey, useApiMutation, useApiQuery } from "@/lib/client/query";
import { formatDateTime } from "@/lib/market/format";
import { formatCentsFi, parseHundredths } from "@/lib/warranty/money";
import type { TClaimDetailResponse } from "@/lib/warranty/schemas";
import { STATUS_KEYS, type ClaimStatus } from "@/lib/warranty/status";
import "./warranty.css";

const eur = (s: string) => `${formatCentsFi(parseHundredths(s) ?? 0)} €`;

export function ClaimComments({ id }: { id: string }) {
  const { t } = useTranslation();
  const key = areaKey("warranty", "claim", id);
  const q = useApiQuery<TClaimDetailResponse>(key, "/api/warrantyform/claim", { id }, { method: "GET" });
  const comment = useApiMutation<{ id: number }>("/api/warrantyform/comment", { invalidates: [key] });
  const status = useApiMutation<{ status: ClaimStatus }>("/api/warrantyform/status", { invalidates: [key] });
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function send(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!body.trim()) {
      setError(t("warranty.validation.comment"));
      return;
    }
    try {
      await comment.mutateAsync({ id, body });
      setBody("");
    } catch (err) {
      setError(err instanceof ApiError ? err.body.message : t("warranty.form.failed"));
    }
  }

  async function move(from: ClaimStatus, to: ClaimStatus) {
    setError(null);
    try {
      await status.mutateAsync({ id, from, to, ...(body.trim() ? { comment: body } : {}) });
      setBody("");
    } catch (err) {
      setError(err instanceof ApiError ? err.body.message : t("warranty.form.failed"));
    }
  }

  return (
    <QueryState query={q}>
      {(d) => (
        <div className="warranty-claim">
          <p>
            <strong>{t("warranty.claimColumns.status")}: </strong>
            <span data-testid="claim-status">{t(STATUS_KEYS[d.claim.Status])}</span>
          </p>
          <dl className="warranty-totals">
            <dt>{t("warranty.claimColumns.serialNumber")}</dt>
            <dd>{d.claim.KoneenSarjanumero}</dd>
            <dt>{t("warranty.claimColumns.makeAndModel")}</dt>
            <dd>{d.claim.KoneenMerkkiJaMalli}</dd>
            <dt>{t("warranty.claimColumns.shop")}</dt>
            <dd>{d.claim.HuoltoliikkeenNimi.split("$")[0]}</dd>
            <dt>{t("warranty.claimColumns.warrantyStart")}</dt>
            <dd>{d.claim.TakuunAlkamispaivamaara}</dd>
            <dt>{t("warranty.claim.partsTotal")}</dt>
            <dd>{eur(d.partsTotal)}</dd>
            <dt>{t("warranty.claim.workTotal")}</dt>
            <dd>{eur(d.workTotal)}</dd>
            <dt>{t("warranty.claim.total")}</dt>
            <dd data-testid="claim-total">{eur(d.claim.Yhteensa)}</dd>
          </dl>
          <h2>{t("warranty.comments.title")}</h2>
          {d.comments.length ? (
            <ul className="warranty-comments">
              {d.comments.map((c) => (
                <li key={c.id} data-side={c.side}>
                  <p>
                    <strong>{c.authorName}</strong> <span>{formatDateTime(c.createdAt, "fi")}</span>
                    {c.statusTo ? (
                      <span>{` · ${t("warranty.comments.statusTo", { status: t(STATUS_KEYS[c.statusTo as ClaimStatus]) })}`}</span>
                    ) : null}
                  </p>
                  <p>{c.body}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("warranty.comments.none")}</p>
          )}
          {d.canComment ? (
            <form onSubmit={(e) => void send(e)} noValidate className="no-print">
              <div className="field">
                <label htmlFor="warranty-comment">{t("warranty.comments.new")}</label>
                <textarea id="warranty-comment" rows={3} value={body} onChange={(e) => setBody(e.target.value)} maxLength={4000} />
              </div>
              {error ? (
                <p className="alert alert--error" role="alert">
                  {error}
                </p>
              ) : null}
              <div className="warranty-actions">
                <SubmitButton pending={comment.isPending}>{t("warranty.comments.send")}</SubmitButton>
                {d.nextStatuses.map((s) => (
                  <button
                    key={s}
                    type="button"
                    className="btn btn--secondary"
                    disabled={status.isPending}
                    onClick={() => void move(d.claim.Status, s)}
                  >
                    {t("warranty.comments.moveTo", { status: t(STATUS_KEYS[s]) })}
                  </button>
                ))}
              </div>
            </form>
          ) : (
            <p className="alert alert--info">{t("warranty.comments.readOnly")}</p>
          )}
        </div>
      )}
    </QueryState>
  );
}
