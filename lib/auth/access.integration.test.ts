import { describe, expect, it } from "vitest";
import { useTestDb } from "@/tests/support/test-db";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { canAccessCustomer, resolveCustomerNumber } from "./access";

const t = useTestDb();

describe("customer scope", () => {
  it("lets a user work with own customers and their sub-customers only", async () => {
    const own = await makeCustomer(t.db);
    const sub = await makeCustomer(t.db, { parent: own.id });
    const other = await makeCustomer(t.db);
    const otherSub = await makeCustomer(t.db, { parent: other.id });
    const user = await makeUser(t.db, { customers: [{ id: own.id }] });
    const actor = await signInAs(t.db, user.id);

    expect(await canAccessCustomer(t.db, actor, own.customerNumber)).toBe(true);
    expect(await canAccessCustomer(t.db, actor, sub.customerNumber)).toBe(true);
    expect(await canAccessCustomer(t.db, actor, other.customerNumber)).toBe(false);
    expect(await canAccessCustomer(t.db, actor, otherSub.customerNumber)).toBe(false);
    expect(await canAccessCustomer(t.db, actor, "not-a-number")).toBe(false);
  });

  it("membership of a sub-customer does not open its parent", async () => {
    const parent = await makeCustomer(t.db);
    const sub = await makeCustomer(t.db, { parent: parent.id });
    const user = await makeUser(t.db, { customers: [{ id: sub.id }] });
    const actor = await signInAs(t.db, user.id);
    expect(await canAccessCustomer(t.db, actor, sub.customerNumber)).toBe(true);
    expect(await canAccessCustomer(t.db, actor, parent.customerNumber)).toBe(false);
  });

  it("internal staff reach a customer only while acting for it (and its sub-customers)", async () => {
    const acted = await makeCustomer(t.db);
    const actedSub = await makeCustomer(t.db, { parent: acted.id });
    const other = await makeCustomer(t.db);
    const staff = await makeUser(t.db, { internal: true });

    const idle = await signInAs(t.db, staff.id);
    expect(await canAccessCustomer(t.db, idle, acted.customerNumber)).toBe(false);

    const acting = await signInAs(t.db, staff.id, { acting: acted.customerNumber });
    expect(acting.activeCustomerNumber).toBe(acted.customerNumber);
    expect(await canAccessCustomer(t.db, acting, acted.customerNumber)).toBe(true);
    expect(await canAccessCustomer(t.db, acting, actedSub.customerNumber)).toBe(true);
    expect(await canAccessCustomer(t.db, acting, other.customerNumber)).toBe(false);
  });

  it("resolves the session's active customer when none is asked for, and refuses a foreign one with 403", async () => {
    const own = await makeCustomer(t.db);
    const other = await makeCustomer(t.db);
    const user = await makeUser(t.db, { customers: [{ id: own.id }] });
    const actor = await signInAs(t.db, user.id);
    expect(await resolveCustomerNumber(t.db, actor)).toBe(own.customerNumber);
    await expect(resolveCustomerNumber(t.db, actor, other.customerNumber)).rejects.toMatchObject({ code: "FORBIDDEN", status: 403 });
  });
});
