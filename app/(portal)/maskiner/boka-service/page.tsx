import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { BookServiceForm } from "@/components/machines/book-service-form";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { loadMachineDetail } from "@/lib/machines/load-machine-page";
import { listSubCategories } from "@/lib/machines/list-sub-categories";
import { listWorkshops } from "@/lib/machines/list-workshops";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("machines.book.title") };
}

/** Book service (spec 1 §2, §4): categories and workshops (starred cities first) with the page; ?machineId= preselects a machine. */
export default async function BookServicePage({ searchParams }: { searchParams: Promise<{ machineId?: string }> }) {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const db = await getDb();
  const { machineId } = await searchParams;
  const [{ machineSubCategories }, cities] = await Promise.all([
    listSubCategories(db, { market, machineDataType: "type" }),
    listWorkshops(db, { market, userId: actor.userId }),
  ]);
  const chosen = machineId && /^[1-9]\d{0,8}$/.test(machineId) ? await loadMachineDetail(db, actor, Number(machineId)) : null;
  const categoryOf = chosen ? machineSubCategories.find((c) => c.Text === chosen.machine.typeName)?.Value : undefined;
  return (
    <div>
      <h1>{t("machines.book.title")}</h1>
      <p>{t("machines.book.intro")}</p>
      {actor.activeCustomerNumber ? (
        <BookServiceForm
          categories={machineSubCategories}
          cities={cities}
          initialCategory={categoryOf}
          initialMachineId={chosen ? chosen.machine.id : undefined}
        />
      ) : (
        <p className="alert alert--info">{t("machines.noCustomer")}</p>
      )}
    </div>
  );
}
