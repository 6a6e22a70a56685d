/**
 * The agreement's PDF in a new tab: a form posting transid, pageId and agreementnumber. Its own
 * module, so the start page's open agreements take this form without the agreement rows,
 * accordion and context of My agreements (decision 104).
 */
export function ViewAgreementForm({
  agreementNumber,
  transId,
  pageId,
  label,
}: {
  agreementNumber: string;
  transId: string;
  pageId: number;
  label: string;
}) {
  return (
    <form method="post" action="/api/agreementpdf/ViewAgreement" target="_blank" className="agr-inline-form">
      <input type="hidden" name="transid" value={transId} />
      <input type="hidden" name="pageId" value={String(pageId)} />
      <input type="hidden" name="agreementnumber" value={agreementNumber} />
      <button type="submit" className="btn btn--secondary btn--small">
        {label}
        <span className="visually-hidden"> {agreementNumber}</span>
      </button>
    </form>
  );
}
