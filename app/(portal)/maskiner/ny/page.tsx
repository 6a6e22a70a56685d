import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { AddMachineForm } from "@/components/machines/add-machine-form";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { listSubCategories } from "@/lib/machines/list-sub-categories";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("machines.addForm.title") };
}

/** Add machine (spec 1 §4, §5): the types come with the page, brands and models load as they are chosen. */
export default async function AddMachinePage() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const { machineSubCategories } = await listSubCategories(await getDb(), { market, machineDataType: "type" });
  return (
    <div>
      <h1>{t("machines.addForm.title")}</h1>
      <p>{t("machines.addForm.intro")}</p>
      {actor.activeCustomerNumber ? (
        <AddMachineForm types={machineSubCategories} />
      ) : (
        <p className="alert alert--info">{t("machines.noCustomer")}</p>
      )}
    </div>
  );
}
