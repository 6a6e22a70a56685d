"use client";

/**
 * Mortgage price tiles (spec 4 §2; issue 15 item 4): a block per grain; a tile is a link only when
 * mortgage is allowed and a price exists; a block shows its first location and "show more
 * locations" reveals the rest.
 */
import { NavLink } from "@/components/shell/nav-link";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import type { TTilesResponse } from "@/lib/grain-trade/schemas";

type Block = TTilesResponse["Blocks"][number];

function GrainBlock({ block }: { block: Block }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const tiles = all ? block.Tiles : block.Tiles.slice(0, 1);
  return (
    <li className="mortgage-tiles__block">
      <h3>
        {block.GrainName} – {block.GrainType}
      </h3>
      <ul className="mortgage-tiles__tiles">
        {tiles.map((tile) => {
          const body = (
            <>
              <span className="mortgage-tiles__location">{tile.DeliveryLocation}</span>
              <span className="mortgage-tiles__month">{tile.Month ?? ""}</span>
              <span className="mortgage-tiles__price">
                {tile.Price === null ? t("agrodesk.grain.tiles.noPrice") : t("agrodesk.grain.tiles.perTon", { price: tile.Price })}
              </span>
            </>
          );
          return (
            <li key={tile.RowId} className={tile.Url ? "mortgage-tile mortgage-tile--link" : "mortgage-tile"}>
              {tile.Url ? <NavLink href={tile.Url}>{body}</NavLink> : <div>{body}</div>}
            </li>
          );
        })}
      </ul>
      {block.Tiles.length > 1 && !all ? (
        <button type="button" className="btn btn--link" onClick={() => setAll(true)}>
          {t("agrodesk.grain.tiles.showMore")}
        </button>
      ) : null}
    </li>
  );
}

export function MortgageTiles({ data }: { data: TTilesResponse }) {
  const { t } = useTranslation();
  return (
    <section className="mortgage-tiles">
      <h2>{t("agrodesk.grain.tiles.title")}</h2>
      <ul className="mortgage-tiles__blocks">
        {data.Blocks.map((b) => (
          <GrainBlock key={`${b.GrainName}-${b.GrainType}`} block={b} />
        ))}
      </ul>
    </section>
  );
}
