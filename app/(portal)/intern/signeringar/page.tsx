import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StaffSigningList } from "@/components/signing/staff-signing-list";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("signingStaff.title") };
}

/** Staff: the signing state of the acted-for customer's agreements, with resend and cancel (issue 11 item 3). */
export default async function StaffSigningPage() {
  const actor = await requireActorPage();
  if (!actor.roles.internal) notFound();
  const { t, market } = await getServerT();
  const customerNumber = actor.actingCustomerNumber;
  return (
    <section aria-labelledby="signing-staff-title">
      <h1 id="signing-staff-title">{t("signingStaff.title")}</h1>
      <p>{t("signingStaff.intro")}</p>
      {customerNumber ? (
        <StaffSigningList key={customerNumber} customerNumber={customerNumber} market={market} />
      ) : (
        <p className="alert alert--info">{t("signingStaff.noCustomer")}</p>
      )}
    </section>
  );
}
