/**
 * Direct access to the end-to-end portal's embedded database (.data/e2e/pg, see
 * playwright.config.ts), for what no page may do: make an account of a test's own (a copy of a demo
 * account), write a session for the session factory (support/session.ts), and read the action log
 * to see which client address the portal recorded.
 */
import pg from "pg";
import { findRunning, startEmbedded } from "../../../db/embedded";

const DATA_DIR = process.env.E2E_PG_DATA_DIR ?? ".data/e2e/pg";

export async function withPortalDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  if (!(await findRunning(DATA_DIR))) throw new Error(`the e2e portal's database (${DATA_DIR}) is not running`);
  const server = await startEmbedded({ dataDir: DATA_DIR, quiet: true }); // the running one: nothing is started
  const client = new pg.Client({ connectionString: server.url() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A user of its own for a test that ends sessions or changes data every test of that role reads
 * (a password change ends all other sessions of the user): a copy of a demo account — profile,
 * roles, demo password and customer memberships — under a new username. Made again from the
 * template on each call, so a rerun starts from the same account.
 */
export async function cloneUser(template: string, username: string): Promise<void> {
  await withPortalDb(async (c) => {
    await c.query("begin");
    try {
      await c.query("delete from users where lower(username) = lower($1)", [username]);
      const { rows } = await c.query<{ id: number }>(
        `insert into users (username, email, first_name, last_name, phone, mobile, person_number, password_hash, market,
                            is_internal, is_transporter, is_reseller, is_reseller_admin, is_agro_admin, is_store, active)
         select $2, $2, first_name, last_name, phone, mobile, null, password_hash, market,
                is_internal, is_transporter, is_reseller, is_reseller_admin, is_agro_admin, is_store, active
           from users where lower(username) = lower($1)
         returning id`,
        [template, username],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error(`no demo account ${template}`);
      await c.query(
        `insert into customer_users (user_id, customer_id, profile, custom_roles, is_default)
         select $2, customer_id, profile, custom_roles, is_default from customer_users
          where user_id = (select id from users where lower(username) = lower($1))`,
        [template, id],
      );
      await c.query("delete from login_failures where username = $1", [username]);
      await c.query("commit");
    } catch (e) {
      await c.query("rollback");
      throw e;
    }
  });
}

/**
 * A purchase order of a test's own: a copy of a seeded order (its lines and its booked slots, moved
 * five weeks on so they overlap nothing) under a new number, for a test that deletes and books
 * slots on it while other tests read the seeded one (upcoming deliveries, list booking).
 */
export async function cloneBookingOrder(template: string, orderNumber: string): Promise<void> {
  await withPortalDb(async (c) => {
    await c.query("begin");
    try {
      const { rows } = await c.query<{ src: number; id: number }>(
        `insert into booking_orders (kind, order_number, customer_id, facility_id, status)
         select kind, $2, customer_id, facility_id, status from booking_orders where order_number = $1
         returning id, (select id from booking_orders where order_number = $1) as src`,
        [template, orderNumber],
      );
      const row = rows[0];
      if (!row) throw new Error(`no seeded order ${template}`);
      await c.query(
        `insert into booking_order_lines (order_id, line_number, item_number, quantity_kg, delivery_date, status, torkat, sort, warehouse, delivery_assurance_confirmed, container)
         select $2, line_number, item_number, quantity_kg, delivery_date, status, torkat, sort, warehouse, delivery_assurance_confirmed, container
           from booking_order_lines where order_id = $1`,
        [row.src, row.id],
      );
      await c.query(
        `insert into reservations (resource_group_id, resource_id, starts_at, ends_at, status, customer_id, customer_no, customer_name, owner,
                                   created_by_user_id, is_loading, qty_kg, unit, item_number, search_type, search_value, booking_order_id,
                                   line_number, vehicle_type_id, dried, license_plate_no, email, reminder_in_minutes_before)
         select resource_group_id, resource_id, starts_at + interval '35 days', ends_at + interval '35 days', status, customer_id, customer_no,
                customer_name, owner, created_by_user_id, is_loading, qty_kg, unit, item_number, search_type, $3, $2, line_number,
                vehicle_type_id, dried, license_plate_no, email, reminder_in_minutes_before
           from reservations where booking_order_id = $1 and status = 'booked'`,
        [row.src, row.id, orderNumber],
      );
      await c.query("commit");
    } catch (e) {
      await c.query("rollback");
      throw e;
    }
  });
}
