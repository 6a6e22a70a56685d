/**
 * Sessions made by a factory instead of the login form (issue 10 item 8). A test that is not about
 * signing in gets its own fresh session in a few milliseconds: a user_sessions row written straight
 * into the e2e portal's database (as lib/auth/sessions.ts createSession does: the user's default
 * customer, 12 hours) and the next-auth JWT cookie that carries its id, encrypted with the e2e
 * portal's secret (.data/e2e/nextauth-secret, written by scripts/start.ts). Each test has its own
 * session, so a customer switch or a sign-out in one test never reaches another, and no argon2 or
 * login page load is spent on tests that only need to be signed in.
 *
 * The login form itself is tested by tests/e2e/auth/*.spec.ts (`login(page, user, { form: true })`).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext } from "@playwright/test";
import { encode } from "next-auth/jwt";
import { withPortalDb } from "./portal-db";

const SECRET_DIR = process.env.E2E_SECRET_DIR ?? ".data/e2e";
const COOKIE = "next-auth.session-token"; // http in the e2e run: no __Host- prefix (decision 021)
const SESSION_HOURS = 12;

let secret: string | null = null;
function portalSecret(): string {
  secret ??= readFileSync(join(SECRET_DIR, "nextauth-secret"), "utf8").trim();
  return secret;
}

/** Writes a live session row for the user and returns its id and the user's profile fields. */
async function newSessionRow(username: string) {
  return withPortalDb(async (c) => {
    const { rows } = await c.query<{ id: number; email: string; name: string; sid: string }>(
      `with u as (
         select id, email, first_name || ' ' || last_name as name from users where lower(username) = lower($1) and active
       ), m as (
         select c.customer_number from customer_users cu join customers c on c.id = cu.customer_id, u
          where cu.user_id = u.id and c.active order by cu.is_default desc, c.customer_number limit 1
       ), s as (
         insert into user_sessions (user_id, active_customer_number, ip, user_agent, expires_at)
         select u.id, (select customer_number from m), '127.0.0.1', 'e2e session factory', now() + make_interval(hours => $2)
           from u returning id
       )
       select u.id, u.email, u.name, s.id as sid from u, s`,
      [username, SESSION_HOURS],
    );
    const row = rows[0];
    if (!row) throw new Error(`no active user ${username} in the e2e database`);
    return row;
  });
}

/** Signs the browser context in as `username` on the host of `base` (a new session of its own). */
export async function signInContext(context: BrowserContext, username: string, base: string): Promise<void> {
  const u = await newSessionRow(username);
  const value = await encode({
    token: { name: u.name, email: u.email, sub: String(u.id), sid: u.sid },
    secret: portalSecret(),
    maxAge: SESSION_HOURS * 3600,
  });
  const { hostname } = new URL(base);
  await context.addCookies([{ name: COOKIE, value, domain: hostname, path: "/", httpOnly: true, sameSite: "Lax", secure: false }]);
}
