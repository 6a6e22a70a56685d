/**
 * Data of the facility e2e tests' own (decision 029): a facility of a given owner and type made
 * straight in the e2e database, so no test changes the seeded facilities other areas read.
 */
import type { Page } from "@playwright/test";
import { withPortalDb } from "../support/portal-db";
import { makePng } from "../support/png";

export const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();

export async function makeFacility(name: string, opts: { owner: string; type: string }): Promise<number> {
  return withPortalDb(async (c) => {
    const code = `E${uniq()}`.slice(0, 10);
    const { rows } = await c.query<{ id: number }>(
      `insert into facilities (market, code, name, time_zone, owner_id, property_type, language_code)
       values ('se', $1, $2, 'Europe/Stockholm', (select id from facility_owners where name = $3 and market = 'se'), 'own', 'sv')
       returning id`,
      [code, name, opts.owner],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error("no facility");
    await c.query(
      `insert into facility_type_links (facility_id, category_id)
       select $1, id from facility_categories where market = 'se' and kind = 'facility-type' and name = $2`,
      [id, opts.type],
    );
    return id;
  });
}

/** Map tiles answered locally (no network in tests). */
export async function stubTiles(page: Page) {
  const png = makePng(256, 256);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: "image/png", body: png }));
}
