/** The weigh-in page's body (server component): the picker and the chosen customer's latest weigh-ins. */
import type { TFunction } from "@/lib/i18n/instance";
import type { Market } from "@/lib/market";
import { formatDate } from "@/lib/market/format";
import type { WeighInPage } from "@/lib/weigh-in/load-weigh-in-page";
import { WeighInPicker } from "./weigh-in-picker";
import { TableScroll } from "@/components/ui/table-scroll";

export function WeighInView({ data, linkBase, t, market }: { data: WeighInPage; linkBase: string; t: TFunction; market: Market }) {
  if (!data.selected) return <p>{t("weighIn.noCustomer")}</p>;
  const kg = (n: number | null) => (n === null ? "" : new Intl.NumberFormat(market === "fi" ? "fi-FI" : "sv-SE").format(n));
  return (
    <>
      <WeighInPicker linkBase={linkBase} selected={data.selected} options={data.options} />
      {!data.allowed ? (
        <p className="alert alert--error" role="alert">
          {t("weighIn.notAllowed")}
        </p>
      ) : data.weighIns.length === 0 ? (
        <p>{t("weighIn.empty")}</p>
      ) : (
        <TableScroll label={t("weighIn.tableLabel", { customerNumber: data.selected })}>
          <table className="table" aria-label={t("weighIn.tableLabel", { customerNumber: data.selected })}>
            <thead>
              <tr>
                <th scope="col">{t("weighIn.number")}</th>
                <th scope="col">{t("weighIn.date")}</th>
                <th scope="col">{t("weighIn.facility")}</th>
                <th scope="col">{t("weighIn.item")}</th>
                <th scope="col">{t("weighIn.netKg")}</th>
                <th scope="col">{t("weighIn.settledKg")}</th>
                <th scope="col">{t("weighIn.moisture")}</th>
              </tr>
            </thead>
            <tbody>
              {data.weighIns.map((w) => (
                <tr key={w.weighInNumber}>
                  <td>{w.weighInNumber}</td>
                  <td>{formatDate(w.weighedAt, market)}</td>
                  <td>{w.facilityName}</td>
                  <td>{w.sort ?? w.itemNumber}</td>
                  <td>{kg(w.netKg)}</td>
                  <td>{kg(w.settledKg)}</td>
                  <td>{w.moisture === null ? "" : String(w.moisture)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
