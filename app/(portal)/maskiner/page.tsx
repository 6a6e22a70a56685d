import "server-only";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getDb } from "@/db";
import { MachineList } from "@/components/machines/machine-list";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { loadMachineList } from "@/lib/machines/load-machine-page";
import { isMachineView, MACHINE_VIEW_COOKIE, type MachineView } from "@/lib/machines/view";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("machines.title") };
}

/** The machine list of the customer in play (spec 1 §2 "Machines"); ?toggle=grid|list picks the view, else the remembered one. */
export default async function MachinesPage({ searchParams }: { searchParams: Promise<{ toggle?: string }> }) {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const { toggle } = await searchParams;
  const machines = await loadMachineList(await getDb(), actor);
  const remembered = (await cookies()).get(MACHINE_VIEW_COOKIE)?.value;
  const view: MachineView = isMachineView(toggle) ? toggle : isMachineView(remembered) ? remembered : "grid";
  return (
    <div>
      <h1>{t("machines.title")}</h1>
      <p>{t("machines.intro")}</p>
      {machines ? (
        <MachineList machines={machines} market={market} initialView={view} />
      ) : (
        <p className="alert alert--info">{t("machines.noCustomer")}</p>
      )}
    </div>
  );
}
