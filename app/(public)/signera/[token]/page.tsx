import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { SigningView } from "@/components/signing/signing-view";
import { isAppError } from "@/lib/api/errors";
import { headers } from "next/headers";
import { clientIp } from "@/lib/auth/request-info";
import { getServerT } from "@/lib/i18n/server";
import { openSigning } from "@/lib/signing/signing-page";
import type { TSigningStateReply } from "@/lib/signing/schemas";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("signing.page.title", { number: "" }), referrer: "no-referrer" };
}

/**
 * The public signing page (issue 11, decision 031): no portal session, only the link. Shows the
 * agreement (PDF) and its terms; the receiver confirms identity (last four digits of the personal
 * number + a one-time code) and signs.
 */
export default async function SigningPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const { t } = await getServerT();
  let state: TSigningStateReply | null = null;
  try {
    const h = await headers();
    state = await openSigning(await getDb(), { token, ip: clientIp((n) => h.get(n)) });
  } catch (e) {
    if (!isAppError(e)) throw e;
  }
  return (
    <div className="card card--narrow signing-page">
      {state ? (
        <SigningView token={token} initial={state} />
      ) : (
        <p className="alert alert--error" role="alert">
          {t("signing.page.invalid")}
        </p>
      )}
    </div>
  );
}
