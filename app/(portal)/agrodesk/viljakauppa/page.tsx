import "server-only";
import type { Metadata } from "next";
import { NavLink } from "@/components/shell/nav-link";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { ContractList } from "@/components/grain-trade/contract-list";
import { GrainPriceTable } from "@/components/grain-trade/grain-price-table";
import { MortgageTiles } from "@/components/grain-trade/mortgage-tiles";
import { isAgroAdmin, isStoreStaff, requireAgroDesk } from "@/lib/agrodesk/access";
import { requireActorPage } from "@/lib/auth/current";
import { listGrainPrices, mortgageTiles } from "@/lib/grain-trade/prices";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("agrodesk.grain.title") };
}

/**
 * Grain trade: the admins' price table (the page reloads with success=true or failed=true after a
 * save), the mortgage price tiles for everyone, the contract list for store staff and admins.
 */
export default async function GrainTradePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  if (market !== "fi") notFound();
  requireAgroDesk(market, actor, "user");
  const sp = await searchParams;
  const status = sp.success === "true" ? "success" : sp.failed === "true" ? "failed" : null;
  const db = await getDb();
  const admin = isAgroAdmin(actor);
  const [rows, tiles] = await Promise.all([admin ? listGrainPrices(db) : Promise.resolve([]), mortgageTiles(db)]);
  return (
    <div className="agrodesk grain-trade">
      <h1>{t("agrodesk.grain.title")}</h1>
      {admin ? <GrainPriceTable rows={rows} status={status} /> : null}
      <MortgageTiles data={tiles} />
      <p>
        <NavLink className="btn btn--secondary" href="/agrodesk/viljakauppa/sopimus">
          {t("agrodesk.grain.form.open")}
        </NavLink>
      </p>
      {isStoreStaff(actor) ? <ContractList /> : null}
    </div>
  );
}
