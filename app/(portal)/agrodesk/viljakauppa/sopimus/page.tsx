import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { ContractForm, type ContractPrefill } from "@/components/grain-trade/contract-form";
import { SimpleTable } from "@/components/ui/simple-table";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { requireActorPage } from "@/lib/auth/current";
import { listOwnContracts } from "@/lib/grain-trade/contracts";
import { grainRow } from "@/lib/grain-trade/prices";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("agrodesk.grain.form.title") };
}

/** The mortgage contract form (a tile's grain, location and price prefilled), and the user's own contracts below it. */
export default async function ContractPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  if (market !== "fi") notFound();
  requireAgroDesk(market, actor, "user");
  const sp = await searchParams;
  const db = await getDb();
  const prefill: ContractPrefill = {};
  if (typeof sp.row === "string" && /^\d{1,9}$/.test(sp.row)) {
    const row = await grainRow(db, Number(sp.row));
    const month = typeof sp.month === "string" ? sp.month : null;
    const price =
      row?.MonthPriceList.find((m) => m.Month === month && m.Price !== null) ?? row?.MonthPriceList.find((m) => m.Price !== null);
    if (row?.MortgageAllowed && price) {
      prefill.Grainname = row.GrainType;
      prefill.DeliveryLocation = row.DeliveryLocation;
      prefill.GrainPrice = String(price.Price);
    }
  }
  const [first = "", ...rest] = actor.name.split(" ");
  const own = await listOwnContracts(db, actor.userId);
  return (
    <div className="agrodesk">
      <h1>{t("agrodesk.grain.form.title")}</h1>
      <ContractForm prefill={prefill} initial={{ Firstname: first, LastName: rest.join(" "), Email: actor.email }} />
      <h2>{t("agrodesk.grain.form.own")}</h2>
      <SimpleTable
        caption={t("agrodesk.grain.form.own")}
        rows={own}
        getRowId={(r) => r.CreatedOn}
        emptyText={t("agrodesk.grain.contracts.empty")}
        stacked
        columns={[
          { id: "created", header: t("agrodesk.grain.fields.CreatedOn"), cell: (r) => r.CreatedOn.split("$")[0] ?? "", rowHeader: true },
          { id: "number", header: t("agrodesk.grain.fields.SopimusNumero"), cell: (r) => r.SopimusNumero },
          { id: "type", header: t("agrodesk.grain.fields.MortgageType"), cell: (r) => r.MortgageType },
          { id: "grain", header: t("agrodesk.grain.fields.Grainname"), cell: (r) => r.Grainname },
          { id: "weight", header: t("agrodesk.grain.fields.GrainWeight"), cell: (r) => String(r.GrainWeight) },
          { id: "location", header: t("agrodesk.grain.fields.DeliveryLocation"), cell: (r) => r.DeliveryLocation },
        ]}
      />
    </div>
  );
}
