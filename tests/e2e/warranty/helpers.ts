/**
 * Warranty e2e data of each test's own (decision 029): a release form or a claim with a serial
 * number no other test uses, written straight into the e2e portal's database.
 */
import type { Page } from "@playwright/test";
import { withPortalDb } from "../support/portal-db";

export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase().slice(0, 20);

export async function makeReleaseForm(opts: { serial: string; store?: string; submitter?: string; first?: string }): Promise<string> {
  return withPortalDb(async (c) => {
    const data = {
      CustomerFirstName: opts.first ?? "Erkki",
      CustomerLastName: "Esimerkki",
      CustomerBusinessName: "Esimerkin tila",
      CustomerBusinessId: "7654321-0",
      CustomerStreet: "Peltotie 5",
      CustomerZip: "60200",
      CustomerPostOffice: "Seinäjoki",
      CustomerPhone: "0401112222",
      CustomerEmail: "erkki@example.fi",
      ProductGroup: "Traktori",
      Machine: "Valtra/T235/3,0 m",
      Brand: "Valtra",
      SerialNumber: opts.serial,
      SparePartsStore: "Agrokauppa Seinäjoki_800010",
      ServicePointStore: "Agrokauppa Seinäjoki_800010",
      UsageManualGiven: "Kyllä",
      MarketingApproval: "Ei",
    };
    const r = await c.query<{ id: string }>(
      `insert into release_forms (store_customer_id, submitter_email, customer_first_name, customer_last_name, customer_business_name,
         customer_business_id, customer_post_office, salesmen_name, manufacture_name, brand, model, serial_number, spare_parts_store, service_point_store, data)
       select id, $2, $3, 'Esimerkki', 'Esimerkin tila', '7654321-0', 'Seinäjoki', 'Liisa Virtanen', 'Valtra', 'Valtra', 'T235', $4,
         'Agrokauppa Seinäjoki_800010', 'Agrokauppa Seinäjoki_800010', $5 from customers where customer_number = $1
       returning submission_id as id`,
      [opts.store ?? "800010", opts.submitter ?? "store@demo.fi", data.CustomerFirstName, opts.serial, JSON.stringify(data)],
    );
    const id = r.rows[0]?.id;
    if (!id) throw new Error("makeReleaseForm: no store");
    return id;
  });
}

export async function makeClaim(opts: { serial: string; submitter?: string; status?: string }): Promise<string> {
  return withPortalDb(async (c) => {
    const r = await c.query<{ id: string; claim: number }>(
      `insert into warranty_claims (store_customer_id, submitter_email, status, service_shop_name, service_shop_place, service_shop_phone,
         customer_first_name, customer_last_name, serial_number, make_and_model, warranty_start_date, parts_total_cents, work_total_cents, total_cents)
       select id, $1, $3, 'Testihuolto', 'Seinäjoki', '0612345', 'Erkki', 'Esimerkki', $2, 'Valtra T235', current_date - 30, 2000, 7800, 9800
         from customers where customer_number = '800010'
       returning submission_id as id, id as claim`,
      [opts.submitter ?? "store@demo.fi", opts.serial, opts.status ?? "Vastaanotettu"],
    );
    const row = r.rows[0];
    if (!row) throw new Error("makeClaim: no store");
    await c.query(
      `insert into warranty_claim_parts (claim_id, line_no, amount_hundredths, part_number, name, unit_price_cents, line_total_cents) values ($1, 0, 200, 'P-1', 'Letku', 1000, 2000)`,
      [row.claim],
    );
    await c.query(
      `insert into warranty_claim_hours (claim_id, line_no, price_per_hour_cents, hours_hundredths, description, price_cents) values ($1, 0, 7800, 100, 'Vaihto', 7800)`,
      [row.claim],
    );
    return row.id;
  });
}

export async function outboxFor(recipient: string, kind: string): Promise<{ subject: string; body: string }[]> {
  return withPortalDb(
    async (c) =>
      (
        await c.query<{ subject: string; body: string }>(
          "select subject, body from outbox where recipient = $1 and kind = $2 order by id",
          [recipient, kind],
        )
      ).rows,
  );
}

/** Answers the cookie notice when it shows, so it covers nothing. */
export async function dismissCookies(page: Page) {
  const accept = page.getByRole("button", { name: "Hyväksyn" });
  if (await accept.isVisible().catch(() => false)) await accept.click();
}
