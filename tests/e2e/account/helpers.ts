/**
 * Data of its own for the account-administration specs (decision 029): a fresh customer with an
 * organisation number, an owner and a plain user (demo password), and optional sub-customers.
 * Numbers and names are new on every call, so reruns and parallel files never share rows.
 */
import { withPortalDb } from "../support/portal-db";

export interface Family {
  customerNumber: string;
  org: string;
  owner: string;
  user: string;
  subs: { number: string; name: string }[];
}

export async function makeFamily(opts: { subs?: string[]; market?: "se" | "fi" } = {}): Promise<Family> {
  const tag = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;
  const customerNumber = `6${tag}`.slice(0, 9);
  const org = `5599${tag.slice(0, 2)}-${tag.slice(2, 6).padEnd(4, "0")}`;
  const domain = opts.market === "fi" ? "e2e.fi" : "e2e.se";
  const family: Family = { customerNumber, org, owner: `owner${tag}@${domain}`, user: `user${tag}@${domain}`, subs: [] };
  await withPortalDb(async (c) => {
    const market = opts.market ?? "se";
    const { rows } = await c.query<{ id: number }>(
      `insert into customers (customer_number, name, organisation_number, market) values ($1, $2, $3, $4) returning id`,
      [customerNumber, `E2E Gård ${tag}`, org, market],
    );
    const customerId = rows[0]!.id;
    for (const [i, name] of (opts.subs ?? []).entries()) {
      const number = `${customerNumber}${i + 1}`;
      await c.query(`insert into customers (customer_number, name, market, parent_customer_id) values ($1, $2, $3, $4)`, [
        number,
        name,
        market,
        customerId,
      ]);
      family.subs.push({ number, name });
    }
    for (const [username, first, profile] of [
      [family.owner, "Olle", "owner"],
      [family.user, "Ulla", "user"],
    ] as const) {
      const u = await c.query<{ id: number }>(
        `insert into users (username, email, first_name, last_name, password_hash, market)
         select $1, $1, $2, 'Test', password_hash, $3 from users where username = 'farmer@demo.se' returning id`,
        [username, first, market],
      );
      await c.query(`insert into customer_users (user_id, customer_id, profile, is_default) values ($1, $2, $3, true)`, [
        u.rows[0]!.id,
        customerId,
        profile,
      ]);
    }
  });
  return family;
}
