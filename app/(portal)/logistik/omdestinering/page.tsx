import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { ReDestinationView } from "@/components/re-destination/re-destination-view";
import { isAppError } from "@/lib/api/errors";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { listReDestinationOptions } from "@/lib/re-destination/list-re-destination-options";
import type { ReDestinationOptions } from "@/lib/re-destination/schemas";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("reDestination.title") };
}

/**
 * Re-destination (spec 3 "Re-destination search", "step one"; issue 5 part 10): search confirmed
 * deliveries of a warehouse, pick lines, choose the new warehouse, date and lorry type, review and
 * apply, then the receipt. Staff see every customer's lines; customers their own; transporters
 * get a notice (the calls answer 403).
 */
export default async function ReDestinationPage() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  let options: ReDestinationOptions | null = null;
  let notice = "reDestination.noAccess";
  try {
    options = await listReDestinationOptions(await getDb(), { actor, market });
  } catch (e) {
    if (!isAppError(e) || e.code !== "FORBIDDEN") throw e;
    if (!actor.roles.transporter) notice = "errors.noActiveCustomer";
  }
  return (
    <div className="redest-page">
      <h1>{t("reDestination.title")}</h1>
      <p>{t("reDestination.intro")}</p>
      {options ? (
        <ReDestinationView
          market={market}
          options={options}
          isInternal={actor.roles.internal}
          customerNumber={actor.roles.internal ? null : actor.activeCustomerNumber}
        />
      ) : (
        <p className="alert alert--info">{t(notice)}</p>
      )}
    </div>
  );
}
