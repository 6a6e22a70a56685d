import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { MachineDetail } from "@/components/machines/machine-detail";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { loadMachineDetail } from "@/lib/machines/load-machine-page";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("machines.title") };
}

/** One machine (spec 1 §2 "Machines": detail with engine hours, image, remove, service bookings); another customer's machine is a 404. */
export default async function MachinePage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await requireActorPage();
  const { market } = await getServerT();
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) notFound();
  const data = await loadMachineDetail(await getDb(), actor, Number(id));
  if (!data) notFound();
  return <MachineDetail {...data} market={market} />;
}
