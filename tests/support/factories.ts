/** Test data builders: customers, users, sessions. Each call makes unique rows. */
import { eq } from "drizzle-orm";
import type { Db } from "../../db";
import { customerUsers, customers, users } from "../../db/schema";
import type { Actor } from "../../lib/auth/actor";
import { hashPassword } from "../../lib/auth/password";
import { createSession, loadActor } from "../../lib/auth/sessions";

let seq = 0;
const next = () => `${Date.now() % 100000}${++seq}`.slice(-9);

let cachedHash: Promise<string> | undefined;
export const TEST_PASSWORD = "secret123";
const passwordHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

export async function makeCustomer(db: Db, opts: { parent?: number; market?: "se" | "fi"; name?: string } = {}) {
  const [row] = await db
    .insert(customers)
    .values({
      customerNumber: `1${next()}`.slice(0, 10),
      name: opts.name ?? `Testgården ${seq}`,
      market: opts.market ?? "se",
      parentCustomerId: opts.parent ?? null,
    })
    .returning();
  if (!row) throw new Error("makeCustomer: the insert returned no row");
  return row;
}

export async function makeUser(
  db: Db,
  opts: {
    customers?: { id: number; profile?: "owner" | "user" | "custom" }[];
    internal?: boolean;
    transporter?: boolean;
    username?: string;
    market?: "se" | "fi";
  } = {},
) {
  const username = opts.username ?? `user${next()}@test.se`;
  const [user] = await db
    .insert(users)
    .values({
      username,
      email: username,
      firstName: "Test",
      lastName: "Person",
      market: opts.market ?? "se",
      passwordHash: await passwordHash(),
      isInternal: opts.internal ?? false,
      isTransporter: opts.transporter ?? false,
    })
    .returning();
  if (!user) throw new Error("makeUser: the insert returned no row");
  for (const [i, c] of (opts.customers ?? []).entries()) {
    await db.insert(customerUsers).values({ userId: user.id, customerId: c.id, profile: c.profile ?? "owner", isDefault: i === 0 });
  }
  return user;
}

/** A signed-in actor for a user (a real session row). */
export async function signInAs(db: Db, userId: number, opts: { acting?: string } = {}): Promise<Actor> {
  const sid = await createSession(db, { userId });
  if (opts.acting) {
    const { userSessions } = await import("../../db/schema");
    await db.update(userSessions).set({ actingCustomerNumber: opts.acting }).where(eq(userSessions.id, sid));
  }
  const actor = await loadActor(db, sid);
  if (!actor) throw new Error("session did not load");
  return actor;
}
